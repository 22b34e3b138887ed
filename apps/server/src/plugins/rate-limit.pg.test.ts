import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { asUser, signIn, signUp } from '#test/auth.ts';
import { adminQuery as admin, withDatabase } from '#test/database.ts';
import { allowedBeforeRefusal } from '#test/rate-limits.ts';
import { startTcpProxy } from '#test/tcp-proxy.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS, SIGN_IN_FAILURE_WINDOW_MS } from '../modules/auth/sign-in-guard.ts';
import { REPORTS_PER_MINUTE } from '../modules/reports/reports.routes.ts';

/*
 * Two instances of the app on one PostgreSQL database, as behind a load balancer, sharing their
 * rate limits through Redis: attempts spread over both are refused at the same total as on one.
 * Redis is part of the test machine (and of CI): these tests fail, not skip, without it.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const run = randomBytes(6).toString('hex');
const name = `reboard_rl_${run}`;
const PER_ADDRESS = 6;

let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
  } catch (err) {
    throw new Error(`These tests need Redis: ${REDIS_URL} did not answer (${(err as Error).message}). Start redis-server or set TEST_REDIS_URL.`, {
      cause: err,
    });
  }
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
});

const keysOf = (prefix: string) => redis.keys(`${prefix}*`);
let started: Array<{ app: FastifyInstance; prefix: string | undefined }> = [];

afterEach(async () => {
  for (const { app } of started) await app.close();
  for (const { prefix } of started) {
    const keys = prefix ? await keysOf(prefix) : [];
    if (keys.length > 0) await redis.del(...keys);
  }
  started = [];
});
afterAll(async () => {
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  redis?.disconnect();
});

/** `count` instances on the test's database; with `prefix` they count in Redis under it. */
async function instances(count: number, prefix?: string, perAddress = PER_ADDRESS, redisUrl = REDIS_URL): Promise<FastifyInstance[]> {
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: withDatabase(inject('pgAdminUrl'), name),
    // One secret for all, as in any deployment behind a balancer: a session works on either.
    AUTH_SECRET: `secret-of-test-run-${run}-0123456789abcdef`,
    AUTH_RATE_LIMIT_PER_MINUTE: String(perAddress),
    ...(prefix ? { REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: prefix } : {}),
  };
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const app = await buildApp(loadConfig({ ...env, DATA_DIR: path.join(os.tmpdir(), `${name}-${started.length}`) }));
    started.push({ app, prefix });
    apps.push(app);
  }
  return apps;
}

const uniquePrefix = () => `reboard-test:${run}:${randomBytes(4).toString('hex')}:`;
const lookup = (app: FastifyInstance, i: number) =>
  app.inject({ method: 'POST', url: '/api/auth-lookup', payload: { email: `someone${i}@example.test` } });
/** Attempt i goes to instance i mod n, as a round-robin balancer would send it. */
const spread = (apps: FastifyInstance[]) => (i: number) => apps[i % apps.length]!;

describe('rate limits across instances', () => {
  it('count attempts per address on both instances together when they share Redis', async () => {
    const [one] = await instances(1, uniquePrefix());
    expect(await allowedBeforeRefusal((i) => lookup(one!, i), { max: PER_ADDRESS * 2, status: 200 })).toBe(PER_ADDRESS);

    const pair = spread(await instances(2, uniquePrefix()));
    expect(await allowedBeforeRefusal((i) => lookup(pair(i), i), { max: PER_ADDRESS * 2, status: 200 })).toBe(PER_ADDRESS);
  });

  it('would let twice as many through if each instance kept its own count (no REDIS_URL)', async () => {
    const pair = spread(await instances(2));
    expect(await allowedBeforeRefusal((i) => lookup(pair(i), i), { max: PER_ADDRESS * 3, status: 200 })).toBe(PER_ADDRESS * 2);
  });

  it('share the failed sign-ins of one email from one address, and the per-user limit of a route', async () => {
    // An address allowance wide enough that the failures' own limit is the one reached.
    const apps = await instances(2, uniquePrefix(), 100);
    const pair = spread(apps);
    const u = await signUp(apps[0]!);
    const failures = await allowedBeforeRefusal((i) => signIn(pair(i), u.email, `wrong-${i}`), {
      max: FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS + 2,
      status: 401,
      windowSeconds: SIGN_IN_FAILURE_WINDOW_MS / 1000,
    });
    expect(failures).toBe(FAILED_SIGN_INS_PER_EMAIL_AND_ADDRESS);

    const report = (i: number) =>
      pair(i).inject({ method: 'POST', url: `/api/products/missing-${i}/reports`, headers: asUser(u.cookie), payload: { reason: 'Looks fake' } });
    expect(await allowedBeforeRefusal(report, { max: REPORTS_PER_MINUTE + 2, status: 404 })).toBe(REPORTS_PER_MINUTE);
  });

  it('leave their counts under the configured prefix only, and close the Redis connection with the app', async () => {
    const prefix = uniquePrefix();
    const [app] = await instances(1, prefix);
    await lookup(app!, 0);
    expect((await keysOf(prefix)).length).toBeGreaterThan(0);
    const clientsBefore = await connectedClients();
    await app!.close();
    await expect.poll(connectedClients).toBe(clientsBefore - 1);
  });

  it('answer 503 while Redis is away mid-run, and count again once it is back', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(REDIS_URL).port || 6379) });
    try {
      const prefix = uniquePrefix();
      const [app] = await instances(1, prefix, 1000, `redis://127.0.0.1:${proxy.port}`);
      expect((await lookup(app!, 0)).statusCode).toBe(200);
      proxy.cut();
      const refused = await lookup(app!, 1);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json().error.code).toBe('RATE_LIMIT_UNAVAILABLE');
      proxy.restore();
      await expect.poll(async () => (await lookup(app!, 2)).statusCode, { timeout: 15_000 }).toBe(200);
    } finally {
      await proxy.close();
    }
  });

  it('refuse to start when REDIS_URL does not answer, saying so', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: withDatabase(inject('pgAdminUrl'), name),
      DATA_DIR: path.join(os.tmpdir(), `${name}-down`),
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    await expect(buildApp(config)).rejects.toThrow(/Redis at REDIS_URL did not answer/);
  });
});

async function connectedClients(): Promise<number> {
  const info = await redis.info('clients');
  return Number(/connected_clients:(\d+)/.exec(info)?.[1]);
}
