import type { Database } from '#server/db/client.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import type { Auth } from './better-auth.ts';

/**
 * Creates an admin account, or makes an existing account an admin (its password unchanged,
 * a closed account with no live successor restored, its address back in place). Sign-up never
 * makes admins: this is the only way. The operator vouches for the address: it counts as verified.
 */
export async function makeAdmin(
  db: Database,
  auth: Auth,
  input: { email: string; password: string; name?: string | undefined },
): Promise<'created' | 'promoted'> {
  const accounts = createAccountsRepository(db);
  const existing = (await accounts.byEmail(input.email)) ?? (await accounts.closedByEmail(input.email));
  if (existing) {
    await accounts.restore(existing.id);
    await accounts.makeAdmin(existing.id, { emailVerified: true, ...(input.name ? { name: input.name } : {}) });
    return 'promoted';
  }
  const created = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name ?? 'Admin' },
  });
  await accounts.makeAdmin(created.user.id, { emailVerified: true });
  return 'created';
}
