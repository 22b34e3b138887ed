import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { listingInput } from '#test/factories.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';

let t: TestContext;
let seller: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller' });
});
afterEach(() => t.close());

const create = (body: object) => requestAs(t.app, seller, 'POST', '/api/products', { ...listingInput, ...body });

describe('how a listing is handed over', () => {
  it('a listing that says nothing is a meet-up only', async () => {
    const res = await create({});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().delivery).toEqual({ meetUp: true, courierFeeInside: null, courierFeeOutside: null });
  });

  it('keeps the courier’s whole-taka fees in the minor unit, 0 for free delivery, and edits them', async () => {
    const res = await create({ meetUp: false, courier: true, courierFeeInside: 60, courierFeeOutside: 0 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().delivery).toEqual({ meetUp: false, courierFeeInside: 6000, courierFeeOutside: 0 });
    const public_ = await t.app.inject({ method: 'GET', url: `/api/products/${res.json().id}` });
    expect(public_.json().delivery).toEqual({ meetUp: false, courierFeeInside: 6000, courierFeeOutside: 0 });
    const edited = await requestAs(t.app, seller, 'PATCH', `/api/products/${res.json().id}`, { ...listingInput, meetUp: true, courier: false, courierFeeInside: 60 });
    expect(edited.json().delivery).toEqual({ meetUp: true, courierFeeInside: null, courierFeeOutside: null });
  });

  it.each([
    ['no way at all', { meetUp: false, courier: false }, 'meetUp'],
    ['a courier without its fee inside the city', { courier: true, courierFeeOutside: 120 }, 'courierFeeInside'],
    ['a courier without its fee outside', { courier: true, courierFeeInside: 60 }, 'courierFeeOutside'],
    ['a negative fee', { courier: true, courierFeeInside: -1, courierFeeOutside: 120 }, 'courierFeeInside'],
    ['a fee in paisa', { courier: true, courierFeeInside: 60.5, courierFeeOutside: 120 }, 'courierFeeInside'],
    ['a fee as words', { courier: true, courierFeeInside: 60, courierFeeOutside: 'free' }, 'courierFeeOutside'],
  ])('refuses %s (400 naming the field)', async (_what, body, field) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
  });
});
