import type { Database } from '../../db/client.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import type { Auth } from './auth.ts';

/**
 * Creates an admin account, or makes an existing account an admin (its password unchanged,
 * a soft-deleted account restored). Sign-up never makes admins: this is the only way.
 */
export async function makeAdmin(
  db: Database,
  auth: Auth,
  input: { email: string; password: string; name?: string | undefined },
): Promise<'created' | 'promoted'> {
  const accounts = createAccountsRepository(db);
  const existing = await accounts.byEmail(input.email);
  if (existing) {
    await accounts.makeAdmin(existing.id, { deletedAt: null, ...(input.name ? { name: input.name } : {}) });
    return 'promoted';
  }
  const created = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name ?? 'Admin' },
  });
  await accounts.makeAdmin(created.user.id, { emailVerified: true });
  return 'created';
}
