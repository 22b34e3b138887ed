import type { Database } from '#server/db/client.ts';
import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { adminProofRoutes } from './admin-proofs.routes.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';
import type { AdminDeps } from './admin.types.ts';

/* What app.ts wires of admin: the admins' routes, over the services of the modules they act on. Other modules use none of it. */

/** Mounts the admins' queues, their actions on people, listings, proof photos, reviews and problems, and the audit log. */
export async function mountAdmin(app: AppInstance, deps: { db: Database } & AdminDeps): Promise<void> {
  const { db, ...modules } = deps;
  const admin = createAdminService(db, modules);
  await app.register(adminRoutes, { prefix: API_PREFIX, admin });
  await app.register(adminProofRoutes, { prefix: API_PREFIX, admin });
}
