import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '#test/database.ts';
import { startTcpProxy } from '#test/tcp-proxy.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { DEMO_SELLERS } from '#server/db/seed/demo-data.ts';

/* Instances that come and go on one PostgreSQL database, as behind a load balancer. */

const migrationFiles = fs.readdirSync(path.resolve(import.meta.dirname, '../../../drizzle')).filter((f) => f.endsWith('.sql'));

// Each instance writes its auth secret and uploads folder into a data directory of its own.
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});
const configFor = (url: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-instance-'));
  dataDirs.push(dataDir);
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: dataDir });
};

const readiness = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/healthz/ready' });
  return res.statusCode === 200 ? 'ready' : (res.json().error.code as string);
};

describe('instances on one PostgreSQL database', () => {
  it('two starting together on a fresh database both become ready, and the migrations ran once', async () => {
    const db = await scratchPostgres('empty');
    const apps: FastifyInstance[] = [];
    try {
      const started = await Promise.allSettled([buildApp(configFor(db.url)), buildApp(configFor(db.url))]);
      for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started']);
      expect(await Promise.all(apps.map(readiness))).toEqual(['ready', 'ready']);

      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        const migrations = await client.query('select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations');
        expect(migrations.rows[0]).toEqual({ rows: migrationFiles.length, hashes: migrationFiles.length });
        // The demo data went in once too (its check-then-insert is under the same lock).
        const sellers = await client.query(`select count(*)::int as n from "user" where id like 'demo-seller-%'`);
        expect(sellers.rows[0].n).toBe(DEMO_SELLERS.length);
        // The start lock was given back: the next instance to start is not held up by it.
        const held = await client.query(`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
        expect(held.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await db.drop();
    }
  });

  it('readiness turns false when the database stops answering and true when it returns', async () => {
    const db = await scratchPostgres('template');
    const target = new URL(db.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(db.url);
    viaProxy.port = String(proxy.port);
    const app = await buildApp(configFor(viaProxy.toString()));
    try {
      expect(await readiness(app)).toBe('ready');
      proxy.cut();
      await expect.poll(() => readiness(app), { timeout: 10_000 }).toBe('DATABASE_UNREACHABLE');
      expect((await app.inject({ method: 'GET', url: '/healthz/live' })).statusCode).toBe(200);
      proxy.restore();
      // No restart: the pool opens new connections by itself.
      await expect.poll(() => readiness(app), { timeout: 10_000 }).toBe('ready');
    } finally {
      await app.close();
      await proxy.close();
      await db.drop();
    }
  });
});
