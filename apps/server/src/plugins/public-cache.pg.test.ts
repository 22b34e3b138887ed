import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asUser, signUp } from '../../test/auth.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/*
 * Two instances of the app on one PostgreSQL database, as behind a load balancer: a write
 * through one must empty the other's public cache (PostgreSQL LISTEN/NOTIFY).
 */
const name = `reboard_pair_${randomBytes(6).toString('hex')}`;
const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

let one: FastifyInstance;
let two: FastifyInstance;
beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATABASE_URL: url.toString() };
  one = await buildApp(loadConfig({ ...env, DATA_DIR: path.join(os.tmpdir(), `${name}-1`) }));
  two = await buildApp(loadConfig({ ...env, DATA_DIR: path.join(os.tmpdir(), `${name}-2`) }));
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

const namesOn = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: '/api/products' })).json().items as Array<{ name: string }>).map((p) => p.name);

describe('the public cache across instances', () => {
  it('empties on one instance when a listing is created through the other', async () => {
    expect(await namesOn(one)).toEqual([]); // cached by instance one
    const seller = await signUp(two, { role: 'seller' });
    const created = await two.inject({
      method: 'POST',
      url: '/api/products',
      headers: asUser(seller.cookie),
      payload: { name: 'Seen everywhere', yearPurchased: 2022, sellerPhone: '+8801711000000', location: 'Dhaka', resalePrice: 900, usagePeriod: '1 year' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await namesOn(two)).toEqual(['Seen everywhere']);
    // The news travels by NOTIFY, so it may take a moment to arrive.
    await expect.poll(() => namesOn(one), { timeout: 5_000 }).toEqual(['Seen everywhere']);
  });
});
