import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, createLimiter } from '../../plugins/rate-limit.ts';

/** Failed sign-ins allowed per email per minute before further attempts are refused as rate limited. */
export const FAILED_SIGN_INS_PER_EMAIL = 20;

/** Verification mails one address may be sent per minute: enough for a lost mail, too few to flood an inbox. */
export const VERIFICATION_MAILS_PER_EMAIL = 3;

const TOO_MANY = 'errors.rateLimit.attempts';

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

/**
 * Slows down password guessing: every sign-in, sign-up, password reset, account lookup and verification mail
 * counts against the client address, and failed sign-ins also count against the email they
 * tried. The counts live in the app's rate-limit store, so instances sharing Redis share them.
 */
export function createSignInGuard(app: FastifyInstance, perAddressPerMinute: number) {
  const byAddress = createLimiter(app, { name: 'auth-address', max: perAddressPerMinute, message: TOO_MANY, key: clientAddress });
  const failuresByEmail = createLimiter(app, { name: 'failed-sign-in', max: FAILED_SIGN_INS_PER_EMAIL, message: TOO_MANY, key: requestEmail });
  const lookupsByEmail = createLimiter(app, { name: 'lookup', max: FAILED_SIGN_INS_PER_EMAIL, message: TOO_MANY, key: requestEmail });
  const mailsByEmail = createLimiter(app, { name: 'verification-mail', max: VERIFICATION_MAILS_PER_EMAIL, message: TOO_MANY, key: requestEmail });
  return {
    async check(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      await failuresByEmail.check(req, reply);
      await byAddress.hit(req, reply);
    },
    /** Account lookups: per address, and per email so one address cannot be probed fast. */
    async lookup(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      await lookupsByEmail.hit(req, reply);
      await byAddress.hit(req, reply);
    },
    /** Verification mails: per address, and per email so nobody's inbox is flooded. */
    async verificationMail(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      await mailsByEmail.hit(req, reply);
      await byAddress.hit(req, reply);
    },
    failed(req: FastifyRequest): Promise<void> {
      return failuresByEmail.record(req);
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
