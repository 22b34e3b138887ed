import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import type { Auth } from './better-auth.ts';
import { requestBody, requestEmail } from './sign-in-guard.ts';

/**
 * A closed account's address is moved aside (decision 017), so Better Auth no longer finds it
 * and answers a wrong-credentials 401. When no live account has the address and the password
 * is the closed account's own, its owner is told the truth instead: the account was closed.
 * Someone without the password learns nothing more than before.
 */
export function closedAccountSignIn(auth: Auth, db: Database) {
  const accounts = createAccountsRepository(db);
  return async (req: FastifyRequest): Promise<boolean> => {
    const email = requestEmail(req);
    const password = requestBody(req).password;
    if (!email || typeof password !== 'string' || (await accounts.byEmail(email))) return false;
    const closed = await accounts.closedByEmail(email);
    if (!closed?.passwordHash) return false;
    const context = await auth.$context;
    return context.password.verify({ hash: closed.passwordHash, password });
  };
}
export type ClosedAccountSignIn = ReturnType<typeof closedAccountSignIn>;
