import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import './global-setup.ts';
import { fromPglite, fromPostgres, type DatabaseHandle, PGLITE_EXTENSIONS } from '#server/db/client.ts';
import { resetToTemplate } from './template.ts';

/*
 * The migrated, seeded database is built once per run by the global setup (PGlite: a dump of
 * its data directory; PostgreSQL: a template database). Each test worker gets its own copy of
 * it, and each test starts from the template's state again (see resetToTemplate), so tests
 * never see each other's rows.
 */
/** Read when asked: a worker that outlives one file may be handed another project's next. */
export function testDbKind(): 'pglite' | 'postgres' {
  return (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
}

/** A test's database, and how to give it back when the test ends without closing it. */
export interface TestDatabase {
  /** Its close() closes it for real (a test may do so to see the app fail cleanly). */
  handle: DatabaseHandle;
  release(): Promise<void>;
}

interface WorkerDatabase {
  open(): Promise<TestDatabase>;
}

async function pgliteCopy(): Promise<WorkerDatabase> {
  const image = new Blob([await fs.readFile(inject('pgliteImage'))]);
  const load = async () => PGlite.create({ loadDataDir: image, extensions: PGLITE_EXTENSIONS });
  let client = await load();
  return {
    async open() {
      // A test may have closed the database on purpose (to see the app fail cleanly).
      if (client.closed) client = await load();
      const handle = fromPglite(client);
      // Settings a test changed (enable_seqscan, say) go back to their defaults too.
      await handle.db.execute(sql`reset all`);
      await resetToTemplate(handle);
      return { handle, release: async () => {} };
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement as the PostgreSQL admin (creating and dropping test databases). */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    return (await admin.query<T>(text, values)).rows;
  } finally {
    await admin.end();
  }
}

/**
 * A new PostgreSQL database of this run, empty (no migrations) or a copy of the template; the
 * global teardown drops it too should the test not get to `drop`.
 */
export async function scratchPostgres(from: 'empty' | 'template'): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `reboard_t_${inject('pgRun')}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"${from === 'template' ? ` TEMPLATE "${inject('pgTemplate')}"` : ''}`);
  return {
    url: withDatabase(inject('pgAdminUrl'), name),
    name,
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A database nothing has been done to yet (no migrations, no rows), of this run's kind. */
export async function emptyDatabase(): Promise<DatabaseHandle> {
  if (testDbKind() === 'pglite') return fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  const scratch = await scratchPostgres('empty');
  const handle = fromPostgres(scratch.url, 2);
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

async function postgresCopy(): Promise<WorkerDatabase> {
  const { url } = await scratchPostgres('template');
  return {
    async open() {
      // A pool per test: no session setting or open transaction outlives the test.
      const handle = fromPostgres(url, 5);
      await resetToTemplate(handle);
      return { handle, release: () => handle.close() };
    },
  };
}

/*
 * One copy per worker and database kind, kept for the worker's life: the API projects run
 * without isolation (vitest.config.ts), so this module is loaded once per worker and serves
 * file after file; each test still starts from the template's state. PostgreSQL copies are
 * dropped by the global teardown, PGlite's go with the worker.
 */
const copies = new Map<string, Promise<WorkerDatabase>>();

/** This worker's database in the template's state, for one test. */
export function freshDatabase(): Promise<TestDatabase> {
  const kind = testDbKind();
  let copy = copies.get(kind);
  if (!copy) {
    copy = kind === 'postgres' ? postgresCopy() : pgliteCopy();
    copies.set(kind, copy);
  }
  return copy.then((c) => c.open());
}
