import type { Health } from '@reboard/contracts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createSystemRepository } from './system.repository.ts';

/** Liveness: healthy only when the database answers. */
export function createSystemService(database: DatabaseHandle) {
  const repo = createSystemRepository(database.db);
  return {
    async health(): Promise<Health> {
      await repo.ping();
      return { status: 'ok', database: database.kind };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
