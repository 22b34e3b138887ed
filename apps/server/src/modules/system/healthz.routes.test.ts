import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { emptyDatabase } from '#test/database.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { runMigrations } from '#server/db/migrate.ts';

describe('health probes for a load balancer', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('live and ready answer 200 and are never cached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await t.app.inject({ method: 'GET', url: '/healthz/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('ready says 503 DRAINING once the instance is stopping, while live still answers', async () => {
    t.app.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/healthz/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('DRAINING');
    expect((await t.app.inject({ method: 'GET', url: '/healthz/live' })).statusCode).toBe(200);
  });

  it('ready says 503 DATABASE_UNREACHABLE when the database is gone, and live does not care', async () => {
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/healthz/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toEqual({ code: 'DATABASE_UNREACHABLE', message: 'The database does not answer' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz/live' })).statusCode).toBe(200);
    t.close = () => t.app.close();
  });

  it('both are in the API docs', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/healthz/live', '/healthz/ready', '/api/health']));
  });
});

describe('readiness before the migrations', () => {
  it('is 503 MIGRATIONS_PENDING on a database not migrated yet, and 200 once it is', async () => {
    const database = await emptyDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-healthz-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const app = await buildApp(config, database);
    try {
      const before = await app.inject({ method: 'GET', url: '/healthz/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json().error.code).toBe('MIGRATIONS_PENDING');
      await runMigrations(database);
      expect((await app.inject({ method: 'GET', url: '/healthz/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
