import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS } from '#server/db/client.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { TEST_SEED } from './template.ts';

/*
 * Builds the migrated, seeded database once per run, for every test file to copy:
 *  - PGlite: a dump of a prepared data directory, written to a temporary file;
 *  - PostgreSQL (TEST_DATABASE_URL, default the local server): a template database.
 * Both are removed at the end, with any copy a crashed test left behind. Nothing relies on
 * leftovers from earlier runs.
 */
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function pgliteImage(project: TestProject): Promise<() => Promise<void>> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = fromPglite(client);
  await prepareDatabase(handle, TEST_SEED);
  const image = await client.dumpDataDir('none');
  await handle.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'reboard-test-image-'));
  const file = path.join(dir, 'pgdata.tar');
  await fs.writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_URL;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `The PostgreSQL API tests need a server: ${adminUrl} did not answer (${(err as Error).message}). ` +
        'Start PostgreSQL or set TEST_DATABASE_URL (bash .ci/run installs and starts one).',
      { cause: err },
    );
  }
  const run = randomBytes(4).toString('hex');
  const template = `reboard_tpl_${run}`;
  await admin.query(`CREATE DATABASE "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const handle = fromPostgres(url.toString(), 1);
  await prepareDatabase(handle, TEST_SEED);
  await handle.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('pgRun', run);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `reboard_t_${run}_%`],
    );
    for (const { datname } of leftovers.rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.end();
  };
}

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return project.config.env?.TEST_DB === 'postgres' ? postgresTemplate(project) : pgliteImage(project);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    pgAdminUrl: string;
    pgTemplate: string;
    pgRun: string;
  }
}
