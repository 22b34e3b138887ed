import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Health } from '@reboard/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { busy } from '../lib/errors.ts';
import { withAdvisoryLock } from './advisory-lock.ts';
import * as schema from './schema/index.ts';

/** Extensions the migrations create, which PGlite must load: pg_trgm for the search vocabulary's close spellings. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type Schema = typeof schema;
/** Both drivers expose the same query builder; services only see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = Health['database'];
/**
 * An open transaction. A service whose write must commit together with another module's
 * accepts one: the orchestrating service opens the transaction and hands it to each.
 */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a repository runs its query: the database itself, or the caller's transaction. */
export type Executor = Database | Tx;

/** The rows of a raw statement: both drivers answer execute() with { rows }, which the shared type leaves unknown. */
export async function rowsOf<T>(executor: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The embedded database's queue bound, when it has one (the app sheds load by it too). */
  bound?: QueueBound | undefined;
  /**
   * The embedded database's own LISTEN (it has no other connection to listen on); resolves to
   * the unsubscribe. PostgreSQL's is a dedicated connection, opened from `url` by who needs it.
   */
  listen?: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  /** PostgreSQL's connection string, for those that need a connection of their own (LISTEN). */
  url?: string | undefined;
  /**
   * Runs `work` while no other process runs work under the same key: on PostgreSQL, a session
   * advisory lock held on a connection of its own (not the pool's, which may have one
   * connection only); PGlite is single-process, so there it simply runs.
   */
  exclusively<T>(key: bigint, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How long a query may expect to wait for the embedded database before it is refused. */
export interface QueueBound {
  /** Calls waiting at most (a hard cap). */
  limit: number;
  /** Refuse when the expected wait (calls ahead × the recent time per call) is longer. */
  maxWaitMs: number;
}

/**
 * PGlite has one connection, so queries queue in process. A call that would wait longer than
 * `maxWaitMs` (or find `limit` calls ahead) is refused at once (503 with Retry-After) instead
 * of joining a queue it would time out in; cached reads never get here, so they keep being
 * served. The time per call is learnt as the queue runs: calls run one at a time, so each
 * takes from the later of its start and the previous call's end.
 */
function boundQueue(client: PGlite, bound: QueueBound): PGlite {
  let waiting = 0;
  let lastEnd = 0;
  let msPerCall = 1;
  const bounded = (call: (...args: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]) => {
      if (waiting >= bound.limit || waiting * msPerCall > bound.maxWaitMs) {
        throw busy();
      }
      const start = performance.now();
      waiting++;
      try {
        return await call(...args);
      } finally {
        waiting--;
        const end = performance.now();
        msPerCall = 0.9 * msPerCall + 0.1 * (end - Math.max(start, lastEnd));
        lastEnd = end;
      }
    };
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      const fn = (value as (...args: unknown[]) => Promise<unknown>).bind(target);
      return prop === 'query' || prop === 'exec' || prop === 'transaction' ? bounded(fn) : fn;
    },
  });
}

const UNBOUNDED: QueueBound = { limit: Infinity, maxWaitMs: Infinity };

export function fromPglite(client: PGlite, onClose?: () => Promise<void> | void, bound = UNBOUNDED): DatabaseHandle {
  const db = drizzlePglite({ client: boundQueue(client, bound), schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    bound: bound === UNBOUNDED ? undefined : bound,
    listen: (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    exclusively: (_key, work) => work(),
    async close() {
      await client.close();
      await onClose?.();
    },
  };
}

export function fromPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'postgres', url, exclusively: (key, work) => withAdvisoryLock(url, key, work), close: () => pool.end() };
}

/**
 * PGlite is single-process: a lock file in the data directory stops a second process
 * (a second server, or a CLI command) from opening it and corrupting it.
 */
function lockDataDir(dir: string): () => void {
  const lock = path.join(dir, 'reboard.lock');
  try {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is in use by another Reboard process (pid ${pid}); stop it first.`,
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lock, String(process.pid));
  return () => fs.rmSync(lock, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite on disk. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  dbQueue?: QueueBound;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const handle = fromPostgres(opts.databaseUrl);
    await handle.db.execute('select 1');
    return handle;
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const unlock = lockDataDir(opts.dataDir);
  try {
    const client = await PGlite.create(path.join(opts.dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
    return fromPglite(client, unlock, opts.dbQueue);
  } catch (err) {
    unlock();
    throw err;
  }
}
