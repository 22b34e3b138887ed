import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { Database } from '#server/db/client.ts';
import { createAccountsRepository } from './accounts.repository.ts';

/** The little of Better Auth's hook context these checks read. */
interface HookContext {
  path?: string | undefined;
  body?: unknown;
  context: { returned?: unknown };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Changing the password signs out every other device, whatever the client asked: whoever knew
 * the old password may be signed in somewhere. (A reset link signs out all of them: Better
 * Auth's revokeSessionsOnPasswordReset.) Returned from a before hook, it replaces the body.
 */
export function signOutOtherDevices(ctx: HookContext): { context: { body: Record<string, unknown> } } | undefined {
  if (ctx.path !== '/change-password' || !isRecord(ctx.body)) return undefined;
  return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
}

/** Whose password a finished change-password request changed (undefined when it was refused). */
export function changedPasswordOf(ctx: HookContext): string | undefined {
  if (ctx.path !== '/change-password') return undefined;
  const returned = ctx.context.returned;
  if (returned instanceof APIError || !isRecord(returned) || !isRecord(returned.user)) return undefined;
  return typeof returned.user.id === 'string' ? returned.user.id : undefined;
}

/**
 * What follows every password change, by reset link or signed in: every other reset link of the
 * account stops working (one mailed earlier must not set the password back), and the owner is
 * told by mail, which says so.
 */
export function afterPasswordChange(db: Database, tellOwner: ((change: { userId: string }) => Promise<void>) | undefined) {
  const accounts = createAccountsRepository(db);
  return async (userId: string): Promise<void> => {
    await accounts.voidResetLinks(userId);
    await tellOwner?.({ userId });
  };
}

/** What revoke-session answers for a session that is not the caller's (or none at all). */
const NO_SUCH_SESSION = { code: 'SESSION_NOT_FOUND', message: 'errors.auth.sessionNotFound' };

/** The part of Better Auth's endpoint context revoke-session's check reads. */
type RevokeContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * Better Auth answers revoke-session with 200 for any token, deleting only the caller's own:
 * someone else's session (or a made-up token) is 404 instead, the same for both, so that the
 * answer tells nothing about other people's sessions.
 */
export async function refuseOthersSession(ctx: RevokeContext): Promise<void> {
  if (ctx.path !== '/revoke-session' || !isRecord(ctx.body) || typeof ctx.body.token !== 'string') return;
  const caller = await getSessionFromCtx(ctx);
  // Not signed in: Better Auth's own check answers 401.
  if (!caller) return;
  const found = await ctx.context.internalAdapter.findSession(ctx.body.token);
  if (found?.session.userId !== caller.user.id) throw new APIError('NOT_FOUND', NO_SUCH_SESSION);
}
