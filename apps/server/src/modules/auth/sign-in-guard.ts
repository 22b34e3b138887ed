import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, createLimiter, MINUTE_MS } from '#server/plugins/rate-limit.ts';

/*
 * Sign-in limits (docs/decisions/026-sign-in-limits.md): failures are counted per email and
 * address, and per address, never per email alone, so that nobody can lock an owner out by
 * failing on purpose from elsewhere.
 */

/** Failed sign-ins one address may make for one email in a window; then that pair waits out the window. */
export const FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS = 10;

/** Failed sign-ins one address may make in a window, whatever the emails (guessing across accounts). */
export const FAILED_SIGN_INS_PER_ADDRESS = 50;

/** The window failed sign-ins are counted in. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/** Account lookups one address may make for one email per minute. */
export const LOOKUPS_PER_EMAIL_AND_ADDRESS = 20;

/** Verification mails one address may be sent per minute: enough for a lost mail, too few to flood an inbox. */
export const VERIFICATION_MAILS_PER_EMAIL = 3;

const TOO_MANY = 'errors.rateLimit.attempts';
const TOO_MANY_FAILURES = 'errors.rateLimit.failedSignIns';

/** A request's body fields: Better Auth's raw JSON body, or a body the route has parsed. */
export function requestBody(req: FastifyRequest): Record<string, unknown> {
  let body: unknown = req.body;
  if (Buffer.isBuffer(body)) {
    try {
      body = JSON.parse(body.toString('utf8'));
    } catch {
      return {};
    }
  }
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** The email a request names, as Better Auth stores it (trimmed, lower case). */
export function requestEmail(req: FastifyRequest): string | undefined {
  const email = requestBody(req).email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/** The email a request names, from the client address it comes from. */
const emailFromAddress = (req: FastifyRequest): string | undefined => {
  const email = requestEmail(req);
  return email === undefined ? undefined : `${clientAddress(req)}|${email}`;
};

/**
 * Slows down password guessing: every sign-in, sign-up, password reset, account lookup and
 * verification mail counts against the client address. Failed sign-ins also count against the
 * pair of email and address, and against the address alone; an address past either limit is
 * refused sign-ins until its window ends, while the owner signing in from anywhere else is not.
 * The counts live in the app's rate-limit store, so instances sharing Redis share them.
 */
export interface SignInGuard {
  /** A sign-in: refused while this address is over its failures, for this email or for all. */
  signIn(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Sign-up and password resets: per address. */
  check(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Account lookups: per address, and per email from one address so that it cannot be probed fast. */
  lookup(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Verification mails: per address, and per email so nobody's inbox is flooded. */
  verificationMail(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** A sign-in that failed (wrong email or password): counted for the pair and for the address. */
  failed(req: FastifyRequest): Promise<void>;
}

export function createSignInGuard(app: FastifyInstance, perAddressPerMinute: number): SignInGuard {
  const byAddress = createLimiter(app, { name: 'auth-address', max: perAddressPerMinute, message: TOO_MANY, key: clientAddress });
  const failures = { message: TOO_MANY_FAILURES, windowMs: SIGN_IN_FAILURE_WINDOW_MS };
  const failuresByPair = createLimiter(app, { name: 'failed-sign-in', max: FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS, key: emailFromAddress, ...failures });
  const failuresByAddress = createLimiter(app, { name: 'failed-sign-in-address', max: FAILED_SIGN_INS_PER_ADDRESS, key: clientAddress, ...failures });
  const lookupsByPair = createLimiter(app, { name: 'lookup', max: LOOKUPS_PER_EMAIL_AND_ADDRESS, message: TOO_MANY, key: emailFromAddress });
  const mailsByEmail = createLimiter(app, { name: 'verification-mail', max: VERIFICATION_MAILS_PER_EMAIL, message: TOO_MANY, key: requestEmail });
  return {
    /** A sign-in: refused while this address is over its failures, for this email or for all. */
    async signIn(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      await failuresByPair.check(req, reply);
      await failuresByAddress.check(req, reply);
      await byAddress.hit(req, reply);
    },
    /** Sign-up and password resets: per address. */
    async check(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      await byAddress.hit(req, reply);
    },
    /** Account lookups: per address, and per email from one address so that it cannot be probed fast. */
    async lookup(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      await lookupsByPair.hit(req, reply);
      await byAddress.hit(req, reply);
    },
    /** Verification mails: per address, and per email so nobody's inbox is flooded. */
    async verificationMail(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      await mailsByEmail.hit(req, reply);
      await byAddress.hit(req, reply);
    },
    /** A sign-in that failed (wrong email or password): counted for the pair and for the address. */
    async failed(req: FastifyRequest): Promise<void> {
      await failuresByPair.record(req);
      await failuresByAddress.record(req);
    },
  };
}
