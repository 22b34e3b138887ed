import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asUser, signUp } from '#test/auth.ts';
import { adminQuery as admin, withDatabase } from '#test/database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { LISTENER_APPLICATION_NAME } from './catalog-listener.ts';

/*
 * Two instances of the app on one PostgreSQL database, as behind a load balancer: a write
 * through one must empty the other's public cache (PostgreSQL LISTEN/NOTIFY).
 */
const name = `reboard_pair_${randomBytes(6).toString('hex')}`;

let one: FastifyInstance;
let two: FastifyInstance;
beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATABASE_URL: withDatabase(inject('pgAdminUrl'), name) };
  one = await buildApp(loadConfig({ ...env, DATA_DIR: path.join(os.tmpdir(), `${name}-1`) }));
  two = await buildApp(loadConfig({ ...env, DATA_DIR: path.join(os.tmpdir(), `${name}-2`) }));
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

/** The backends of both instances' listeners on this database. */
const listenerPids = async () =>
  (
    await admin<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and application_name = $2', [name, LISTENER_APPLICATION_NAME])
  ).map((r) => r.pid);

async function list(app: FastifyInstance, cookie: string, productName: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers: asUser(cookie),
    payload: { name: productName, yearPurchased: 2022, sellerPhone: '+8801711000000', location: 'Dhaka', resalePrice: 900, usagePeriod: '1 year' },
  });
  expect(created.statusCode, created.body).toBe(201);
}

const namesOn = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: '/api/products' })).json().items as Array<{ name: string }>).map((p) => p.name);

describe('the public cache across instances', () => {
  it('empties on one instance when a listing is created through the other', async () => {
    expect(await namesOn(one)).toEqual([]); // cached by instance one
    const seller = await signUp(two, { role: 'seller' });
    await list(two, seller.cookie, 'Seen everywhere');
    expect(await namesOn(two)).toEqual(['Seen everywhere']);
    // The news travels by NOTIFY, so it may take a moment to arrive.
    await expect.poll(() => namesOn(one), { timeout: 5_000 }).toEqual(['Seen everywhere']);
  });

  it('keeps the news flowing after the listeners lose their connections (a restart, a failover)', async () => {
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    await admin('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    // Both reconnect by themselves, with new backends.
    await expect
      .poll(async () => (await listenerPids()).filter((pid) => !before.includes(pid)).length, { timeout: 10_000 })
      .toBe(2);

    const seen = await namesOn(one); // cached again by instance one
    const seller = await signUp(two, { role: 'seller' });
    await list(two, seller.cookie, 'Seen after a reconnect');
    await expect.poll(() => namesOn(one), { timeout: 5_000 }).toEqual(['Seen after a reconnect', ...seen]);
  });
});
