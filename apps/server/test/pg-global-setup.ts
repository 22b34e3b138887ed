import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPostgres } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';

/*
 * Makes a migrated template database on the PostgreSQL server named by TEST_DATABASE_URL
 * (default: the local server), which every test copies, and drops it (and any copy left by a
 * crashed test) at the end. Nothing relies on leftovers from earlier runs.
 */
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
  await prepareDatabase(handle, { seedDemo: false, currency: 'BDT' });
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

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgRun: string;
  }
}
