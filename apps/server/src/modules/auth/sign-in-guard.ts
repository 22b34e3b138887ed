import { rateLimited } from '../../lib/errors.ts';
import { RateLimiter } from './rate-limiter.ts';

/** Failed sign-ins allowed per email per minute before further attempts are refused as rate limited. */
export const FAILED_SIGN_INS_PER_EMAIL = 20;

const tooMany = () => rateLimited('Too many attempts. Please wait a minute and try again.');

/**
 * Slows down password guessing: every sign-in, sign-up and account lookup counts against the
 * client address, and failed sign-ins also count against the email they tried.
 */
export function createSignInGuard(perAddressPerMinute: number) {
  const byAddress = new RateLimiter(perAddressPerMinute);
  const failuresByEmail = new RateLimiter(FAILED_SIGN_INS_PER_EMAIL);
  const lookupsByEmail = new RateLimiter(FAILED_SIGN_INS_PER_EMAIL);
  return {
    check(ip: string, email: string | undefined): void {
      if (email && failuresByEmail.isLimited(email)) throw tooMany();
      if (byAddress.hit(ip)) throw tooMany();
    },
    /** Account lookups: per address, and per email so one address cannot be probed fast. */
    lookup(ip: string, email: string): void {
      if (lookupsByEmail.hit(email)) throw tooMany();
      if (byAddress.hit(ip)) throw tooMany();
    },
    failed(email: string | undefined): void {
      if (email) failuresByEmail.record(email);
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
