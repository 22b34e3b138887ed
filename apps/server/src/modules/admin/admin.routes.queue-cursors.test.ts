import { encodeCursor } from '@reboard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser } from '#test/auth.ts';
import { adminSellerAndBuyer } from '#test/market.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the admins’ queues refuse a cursor they did not make', () => {
  // Well-formed (a date and an id) but naming no row these tables could hold: their ids are uuids.
  const forged = encodeCursor([new Date().toISOString(), 'not-a-uuid']);

  it.each(['/api/admin/reports', '/api/admin/problems', '/api/admin/audit'])('%s answers 400 naming the cursor', async (url) => {
    const { admin } = await adminSellerAndBuyer(t);
    const res = await t.app.inject({ method: 'GET', url: `${url}?cursor=${forged}`, headers: asUser(admin.cookie) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty('cursor');
  });
});
