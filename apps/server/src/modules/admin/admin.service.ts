import type { Database } from '#server/db/client.ts';
import { createAdminAccounts } from './admin-accounts.ts';
import { createAdminModeration } from './admin-moderation.ts';
import { createAdminProblems } from './admin-problems.ts';
import { createAdminProofs } from './admin-proofs.ts';
import type { AdminDeps, AdminService } from './admin.types.ts';
import { createAuditLog } from './audit-log.ts';
import { createAuditRepository } from './audit.repository.ts';

export type { AdminDeps, AdminService } from './admin.types.ts';

/**
 * Moderation. Every change commits together with its audit row: this service opens the
 * transaction and hands it to the services whose tables change.
 */
export function createAdminService(db: Database, deps: AdminDeps): AdminService {
  const context = { db, deps, audit: createAuditRepository(db) };
  return {
    ...createAdminAccounts(context),
    ...createAdminModeration(context),
    ...createAdminProofs(context),
    ...createAdminProblems(context),
    ...createAuditLog(context),
  };
}
