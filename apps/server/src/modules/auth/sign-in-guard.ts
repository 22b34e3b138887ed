import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, createLimiter } from '../../plugins/rate-limit.ts';

/** Failed sign-ins allowed per email per minute before further attempts are refused as rate limited. */
export const FAILED_SIGN_INS_PER_EMAIL = 20;

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

/** The email a request names: Better Auth's raw JSON body, or a body the route has parsed. */
export function requestEmail(req: FastifyRequest): string | undefined {
  let body: unknown = req.body;
  if (Buffer.isBuffer(body)) {
    try {
      body = JSON.parse(body.toString('utf8'));
    } catch {
      return undefined;
    }
  }
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/**
 * Slows down password guessing: every sign-in, sign-up, password reset and account lookup
 * counts against the client address, and failed sign-ins also count against the email they
 * tried. The counts live in the app's rate-limit store, so instances sharing Redis share them.
 */
export function createSignInGuard(app: FastifyInstance, perAddressPerMinute: number) {
  const byAddress = createLimiter(app, { name: 'auth-address', max: perAddressPerMinute, message: TOO_MANY, key: clientAddress });
  const failuresByEmail = createLimiter(app, { name: 'failed-sign-in', max: FAILED_SIGN_INS_PER_EMAIL, message: TOO_MANY, key: requestEmail });
  const lookupsByEmail = createLimiter(app, { name: 'lookup', max: FAILED_SIGN_INS_PER_EMAIL, message: TOO_MANY, key: requestEmail });
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
    failed(req: FastifyRequest): Promise<void> {
      return failuresByEmail.record(req);
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
