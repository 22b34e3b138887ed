import type { Health, Readiness } from '@reboard/contracts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { DomainError, unavailable } from '#server/lib/errors.ts';
import { createSystemRepository } from './system.repository.ts';

/**
 * How long readiness waits for the database. A balancer asks every few seconds and gives up
 * after a few more; a database that stopped answering (rather than refusing) must read as
 * "not ready" before that, not as a hung check.
 */
export const READY_TIMEOUT_MS = 2000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The instance's health, readiness and draining. */
export interface SystemService {
  /** Liveness: healthy only when the database answers. */
  health(): Promise<Health>;
  /** Whether a balancer should send this instance traffic; throws `unavailable` saying why not. */
  readiness(): Promise<Readiness>;
  /** From now on readiness says no, so balancers stop sending traffic before shutdown. */
  drain(): void;
  draining(): boolean;
}

export function createSystemService(database: DatabaseHandle): SystemService {
  const repo = createSystemRepository(database.db);
  let draining = false;
  // Migrations never go back, so once seen complete, readiness costs one `select 1`.
  let migrated = false;
  return {
    /** Liveness: healthy only when the database answers. */
    async health(): Promise<Health> {
      await repo.ping();
      return { status: 'ok', database: database.kind };
    },

    /** Whether a balancer should send this instance traffic; throws `unavailable` saying why not. */
    async readiness(): Promise<Readiness> {
      if (draining) throw unavailable('DRAINING', 'errors.system.draining');
      try {
        if (migrated) await within(READY_TIMEOUT_MS, repo.ping());
        else migrated = await within(READY_TIMEOUT_MS, repo.migrated());
      } catch (err) {
        // The embedded database's "busy" already says what is wrong.
        if (err instanceof DomainError || (err as Error).cause instanceof DomainError) throw err;
        throw unavailable('DATABASE_UNREACHABLE', 'errors.system.databaseDown');
      }
      if (!migrated) throw unavailable('MIGRATIONS_PENDING', 'errors.system.notMigrated');
      return { status: 'ready', database: database.kind };
    },

    /** From now on readiness says no, for good: the process is stopping. */
    drain(): void {
      draining = true;
    },
    draining: () => draining,
  };
}
