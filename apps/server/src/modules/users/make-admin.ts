import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import type { Auth } from '../auth/auth.ts';

/**
 * Creates an admin account, or makes an existing account an admin (its password unchanged,
 * a soft-deleted account restored). Sign-up never makes admins: this is the only way.
 */
export async function makeAdmin(
  db: Database,
  auth: Auth,
  input: { email: string; password: string; name?: string | undefined },
): Promise<'created' | 'promoted'> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (existing) {
    await db
      .update(user)
      .set({ role: 'admin', deletedAt: null, updatedAt: new Date(), ...(input.name ? { name: input.name } : {}) })
      .where(eq(user.id, existing.id));
    return 'promoted';
  }
  const created = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name ?? 'Admin' },
  });
  await db.update(user).set({ role: 'admin', emailVerified: true }).where(eq(user.id, created.user.id));
  return 'created';
}
