import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp } from '#test/auth.ts';
import { user } from '#server/db/schema/index.ts';
import type { Access } from './access.ts';

/*
 * The authorization matrix: every API route, called as anonymous, buyer, seller and admin.
 * The table below is the expected rule of each route; a route the app serves that is not in
 * it fails the first test, so nobody can add an endpoint without deciding who may call it.
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  'GET /api/auth-providers': 'public',
  'GET /api/oauth/:provider/start': 'public',
  'GET /api/me': 'user',
  'GET /api/session': 'public',
  'POST /api/auth-lookup': 'public',
  'POST /api/verification-email': 'public',
  'POST /api/uploads': 'user',
  'GET /api/health': 'public',
  'GET /api/config': 'public',
  'GET /api/categories': 'public',
  'GET /api/categories/:id/products': 'public',
  'GET /api/products': 'public',
  'GET /api/products/featured': 'public',
  'GET /api/products/facets': 'public',
  'GET /api/products/suggestions': 'public',
  'GET /api/products/:id': 'public',
  'POST /api/newsletter': 'public',
  'POST /api/products': 'seller',
  'PATCH /api/products/:id': 'seller',
  'POST /api/products/:id/boost': 'seller',
  'PUT /api/products/:id/photos': 'seller',
  'GET /api/listings/imports/template.csv': 'public',
  'POST /api/listings/imports': 'seller',
  'GET /api/listings/imports/:id': 'seller',
  'PATCH /api/listings/imports/:id/rows/:line': 'seller',
  'POST /api/listings/imports/:id/publish': 'seller',
  'DELETE /api/products/:id': 'seller_or_admin',
  'GET /api/seller/products': 'seller',
  'GET /api/seller/products/:id': 'seller',
  'GET /api/seller/proof-code': 'seller',
  'POST /api/products/:id/reports': 'user',
  'GET /api/saved-searches': 'user',
  'POST /api/saved-searches': 'user',
  'PATCH /api/saved-searches/:id': 'user',
  'DELETE /api/saved-searches/:id': 'user',
  'GET /api/watchlist': 'user',
  'GET /api/watchlist/ids': 'user',
  'PUT /api/watchlist/:id': 'user',
  'DELETE /api/watchlist/:id': 'user',
  'GET /api/seller/watchers': 'seller',
  'POST /api/bom/match': 'public',
  'POST /api/bom/lists': 'user',
  'GET /api/bom/lists': 'user',
  'GET /api/bom/lists/:id': 'user',
  'DELETE /api/bom/lists/:id': 'user',
  'PATCH /api/bom/lists/:id/lines/:lineId': 'user',
  'POST /api/orders': 'buyer',
  'GET /api/orders': 'buyer',
  'GET /api/orders/:id': 'buyer',
  'GET /api/seller/buyers': 'seller',
  'POST /api/orders/:id/payment-intent': 'buyer',
  'POST /api/orders/:id/payments': 'buyer',
  'POST /api/orders/:id/cancel': 'buyer',
  'POST /api/orders/:id/received': 'buyer',
  'GET /api/seller/orders/:id': 'seller',
  'POST /api/seller/orders/:id/cash-received': 'seller',
  'POST /api/seller/orders/:id/confirm': 'seller',
  'POST /api/seller/orders/:id/handed-over': 'seller',
  'POST /api/seller/orders/:id/shipped': 'seller',
  'POST /api/seller/orders/:id/cancel': 'seller',
  'POST /api/orders/:id/problem': 'buyer',
  'POST /api/payments/webhook': 'public',
  'GET /api/admin/sellers': 'admin',
  'GET /api/admin/buyers': 'admin',
  'POST /api/admin/sellers/:id/verify': 'admin',
  'POST /api/admin/users/:id/restore': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'GET /api/admin/reports': 'admin',
  'POST /api/admin/reports/:id/resolve': 'admin',
  'GET /api/admin/problems': 'admin',
  'POST /api/admin/problems/:id/refund': 'admin',
  'POST /api/admin/problems/:id/close': 'admin',
  'GET /api/admin/audit': 'admin',
  'POST /api/orders/:id/review': 'buyer',
  'GET /api/orders/:id/review': 'user',
  'PATCH /api/reviews/:id': 'buyer',
  'POST /api/reviews/:id/answer': 'seller',
  'POST /api/products/:id/conversation': 'user',
  'GET /api/conversations': 'user',
  'GET /api/conversations/unread': 'user',
  'GET /api/conversations/:id': 'user',
  'GET /api/conversations/:id/messages': 'user',
  'POST /api/conversations/:id/messages': 'user',
  'POST /api/conversations/:id/read': 'user',
  'POST /api/conversations/:id/reports': 'user',
  'GET /api/admin/conversation-reports': 'admin',
  'POST /api/admin/conversation-reports/:id/close': 'admin',
  'DELETE /api/admin/reviews/:id': 'admin',
  'DELETE /api/admin/listings/:id/proof-badge': 'admin',
  'GET /api/admin/proofs': 'admin',
  'POST /api/admin/proofs/:id/approve': 'admin',
  'POST /api/admin/proofs/:id/reject': 'admin',
  'GET /api/sellers/:id': 'public',
  'GET /api/sellers/:id/reviews': 'public',
  'GET /api/events': 'user',
  'GET /api/notifications': 'user',
  'GET /api/notifications/unread-count': 'user',
  'POST /api/notifications/:id/read': 'user',
  'POST /api/notifications/read-all': 'user',
  'GET /api/notification-settings': 'user',
  'PUT /api/notification-settings': 'user',
  'GET /api/unsubscribe': 'public',
  'POST /api/unsubscribe': 'public',
};

const SAMPLE_ID = '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99';
const concrete = (url: string) =>
  url
    .replace('/api/auth/*', '/api/auth/get-session')
    .replace(':provider', 'google')
    .replace(/:[a-zA-Z]+/g, SAMPLE_ID);

type Caller = 'anonymous' | 'buyer' | 'seller' | 'admin';
const ROLES: Caller[] = ['anonymous', 'buyer', 'seller', 'admin'];

function expectedStatus(access: Access, caller: Caller): 'ok' | 401 | 403 {
  if (access === 'public') return 'ok';
  if (caller === 'anonymous') return 401;
  if (access === 'user') return 'ok';
  if (access === 'seller_or_admin') return caller === 'seller' || caller === 'admin' ? 'ok' : 403;
  return access === caller ? 'ok' : 403;
}

let t: TestContext;
const cookies: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  cookies.buyer = (await signUp(t.app, { role: 'buyer' })).cookie;
  cookies.seller = (await signUp(t.app, { role: 'seller' })).cookie;
  const admin = await signUp(t.app, { role: 'buyer' });
  await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
  cookies.admin = admin.cookie;
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('knows the rule of every route the API serves, and the app enforces that rule', () => {
    const served = Object.fromEntries(t.app.accessRules.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(served).toEqual(EXPECTED);
  });

  for (const [route, access] of Object.entries(EXPECTED)) {
    const [method, url] = route.split(' ') as [string, string];
    it(`${route} (${access})`, async () => {
      for (const caller of ROLES) {
        const cookie = cookies[caller];
        const res = await t.app.inject({
          method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url: concrete(url),
          headers: cookie ? asUser(cookie) : {},
          ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { payload: {} } : {}),
        });
        const want = expectedStatus(access, caller);
        if (want === 'ok') expect([401, 403], `${caller}: ${res.body}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${caller}: ${res.body}`).toBe(want);
        expect(res.statusCode, `${caller} got a server error`).toBeLessThan(500);
      }
    });
  }
});
