import { APIError } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';

/** What a verification link answers once the address it names is verified. */
const USED_VERIFICATION_LINK = { code: 'TOKEN_USED', message: 'errors.auth.verificationLinkUsed' };

/** The little of Better Auth's endpoint context this check reads. */
interface VerifyEmailContext {
  query?: Record<string, unknown> | undefined;
  context: {
    secret: string;
    internalAdapter: { findUserById(id: string): Promise<{ email: string; emailVerified: boolean } | null> };
  };
}

/**
 * Better Auth's verification token is a signed JWT, not a stored row, so on its own a link
 * keeps answering "verified" for its whole day. Reboard makes it one-use: once the address it
 * names is verified, the link is refused with a clear reason (the verified page is for the
 * first click; a second one says the link was used).
 */
export async function refuseUsedVerificationLink(ctx: VerifyEmailContext): Promise<void> {
  const token = ctx.query?.token;
  if (typeof token !== 'string') return;
  const payload = await verifyJWT(token, ctx.context.secret);
  // Expired or forged tokens, and email changes, are Better Auth's to refuse.
  if (!payload || typeof payload.userId !== 'string' || payload.updateTo) return;
  const owner = await ctx.context.internalAdapter.findUserById(payload.userId);
  if (owner?.emailVerified && owner.email.toLowerCase() === payload.email) {
    throw new APIError('BAD_REQUEST', USED_VERIFICATION_LINK);
  }
}
