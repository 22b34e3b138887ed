import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import './pg-global-setup.ts';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';

/*
 * Every API test gets a fresh database. Migrating one from scratch takes seconds, so each
 * worker prepares one (PGlite: a dump of its data directory; PostgreSQL: a template database
 * made by the global setup) and each test starts from a copy of it.
 */
export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

let pgliteImage: Promise<File | Blob> | undefined;

async function makePgliteImage(): Promise<File | Blob> {
  const client = await PGlite.create();
  const handle = fromPglite(client);
  await prepareDatabase(handle, { seedDemo: false, currency: 'BDT' });
  const image = await client.dumpDataDir('none');
  await handle.close();
  return image;
}

async function freshPglite(): Promise<DatabaseHandle> {
  pgliteImage ??= makePgliteImage();
  const client = await PGlite.create({ loadDataDir: await pgliteImage });
  return fromPglite(client);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function freshPostgres(): Promise<DatabaseHandle> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `reboard_t_${inject('pgRun')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const handle = fromPostgres(withDatabase(adminUrl, name), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function freshDatabase(): Promise<DatabaseHandle> {
  return testDbKind === 'postgres' ? freshPostgres() : freshPglite();
}
