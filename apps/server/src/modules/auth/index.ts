/*
 * What other modules may use of auth: who is signed in, who may do what, and the people in
 * the user table (read and changed only through the accounts service).
 */
export type { Access, SessionUser } from './access.ts';
export { createAccountsService, partyOf, type AccountsService, type Person } from './accounts.service.ts';
export { resolveAuthSecret } from './auth-secret.ts';
