import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { fromPostgres, openDatabase, rowsOf, type DatabaseHandle } from '../../apps/server/src/db/client.ts';

/** A throw-away database plus the temp directory the app may write to; dispose() removes both. */
export interface ScratchDatabase {
  handle: DatabaseHandle;
  /** Where the app's DATA_DIR points (uploads); for PGlite the database lives here too. */
  dataDir: string;
  /** Human-readable description, e.g. "PostgreSQL 15.20 (reboard_bench_1a2b3c4d on 127.0.0.1:5432)". */
  label: string;
  /** The engine and its version alone, e.g. "PostgreSQL 15.20" or "PGlite (PostgreSQL 18.6)". */
  engine: string;
  dispose(): Promise<void>;
}

/**
 * With a PostgreSQL URL, creates a fresh database on that server (never touches the one the URL
 * names, which may hold real data); without one, an embedded PGlite in a new temp directory.
 */
export async function openScratchDatabase(databaseUrl: string | undefined): Promise<ScratchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-bench-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    return databaseUrl ? await openPostgres(databaseUrl, dataDir, removeDir) : await openPglite(dataDir, removeDir);
  } catch (err) {
    removeDir();
    throw err;
  }
}

async function openPglite(dataDir: string, removeDir: () => void): Promise<ScratchDatabase> {
  // The same bound on the embedded queue as the app opens it with (DB_QUEUE_LIMIT, DB_QUEUE_WAIT_MS).
  const handle = await openDatabase({ databaseUrl: undefined, dataDir, dbQueue: loadConfig({ DATA_DIR: dataDir }).dbQueue });
  const version = await serverVersion(handle);
  return {
    handle,
    dataDir,
    label: `PGlite (PostgreSQL ${version}, in ${dataDir})`,
    engine: `PGlite (PostgreSQL ${version})`,
    dispose: once(async () => {
      try {
        await handle.close();
      } finally {
        removeDir();
      }
    }),
  };
}

async function openPostgres(adminUrl: string, dataDir: string, removeDir: () => void): Promise<ScratchDatabase> {
  // Random hex only, so the name is safe to splice into DDL (which cannot take parameters).
  const name = `reboard_bench_${crypto.randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const dropDatabase = async () => {
    // FORCE (PostgreSQL 13+) ends any connection a crash or Ctrl-C left behind.
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  } catch (err) {
    await dropDatabase().catch(() => {});
    throw err;
  }
  const version = await serverVersion(handle);
  return {
    handle,
    dataDir,
    label: `PostgreSQL ${version} (${name} on ${url.host})`,
    engine: `PostgreSQL ${version}`,
    dispose: once(async () => {
      try {
        await handle.close();
        await dropDatabase();
      } finally {
        removeDir();
      }
    }),
  };
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
async function admin(url: string, statement: string): Promise<void> {
  const conn = fromPostgres(url, 1);
  try {
    await conn.db.execute(sql.raw(statement));
  } finally {
    await conn.close();
  }
}

async function serverVersion(handle: DatabaseHandle): Promise<string> {
  const [row] = await rowsOf<{ server_version?: string }>(handle.db, sql`show server_version`);
  return row?.server_version?.split(' ')[0] ?? 'unknown';
}

/** Cleanup may be reached from both the normal path and a signal handler; run it only once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
