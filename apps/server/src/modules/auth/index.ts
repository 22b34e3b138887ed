import type { AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import type { AccountsService } from './accounts.service.ts';
import { authBridgeRoutes, oauthRoutes } from './auth.routes.ts';
import type { Auth } from './better-auth.ts';
import { closedAccountSignIn } from './closed-sign-in.ts';
import type { CurrentUser } from './session.ts';
import type { SignInGuard } from './sign-in-guard.ts';
import { usersRoutes } from './users.routes.ts';
import { verificationRoutes } from './verification.routes.ts';

/*
 * What other modules may use of auth: who is signed in, who may do what, and the people in
 * the user table (read and changed only through the accounts service); and what app.ts wires:
 * Better Auth itself, the sign-in guard, the session reader and the access rules.
 */
export { registerAccessControl, requireUser, type Access, type SessionUser } from './access.ts';
export { createAccountsService, partyOf, type AccountsService, type Person } from './accounts.service.ts';
export { resolveAuthSecret } from './auth-secret.ts';
export { createAuth, type Auth } from './better-auth.ts';
export { makeAdmin } from './make-admin.ts';
export { sellerCardSql, type SellerCardJson } from './seller-card.ts';
export { trustedOrigins } from './origins.ts';
export { sessionReader, type CurrentUser } from './session.ts';
export { createSignInGuard, type SignInGuard } from './sign-in-guard.ts';

/** Mounts sign-in (Better Auth's own routes), providers, the signed-in person and e-mail verification. */
export async function mountAuth(
  app: AppInstance,
  deps: { auth: Auth; config: AppConfig; db: Database; guard: SignInGuard; accounts: AccountsService; currentUser: CurrentUser },
): Promise<void> {
  const { auth, config, db, guard, accounts, currentUser } = deps;
  await app.register(
    async (api) => {
      await api.register(authBridgeRoutes, { auth, config, guard, closedSignIn: closedAccountSignIn(auth, db) });
      await api.register(oauthRoutes, { auth, config });
      await api.register(usersRoutes, { accounts, guard, currentUser });
      await api.register(verificationRoutes, { auth, guard });
    },
    { prefix: API_PREFIX },
  );
}
