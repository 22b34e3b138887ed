import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, asUser, signIn, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { adminSellerAndBuyer, book, payWithCard } from '#test/market.ts';
import { auditLog, orders } from '#server/db/schema/index.ts';

/*
 * Decision 017: a closed account's address can sign up again as a new, empty account; the old
 * row keeps its history and its address for the admins, and cannot come back over the new one.
 */
let t: TestContext;
let admin: SignedIn;
let seller: SignedIn;
let buyer: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  ({ admin, seller, buyer } = await adminSellerAndBuyer(t));
});
afterEach(() => t.close());

const as = (who: SignedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  requestAs(t.app, who, method, url);
const closeAccount = async (who: SignedIn) => expect((await as(admin, 'DELETE', `/api/admin/users/${who.id}`)).statusCode).toBe(200);

describe('a closed account’s email address', () => {
  it('signs up again as a new account that starts empty, while the old one keeps its orders and audit rows', async () => {
    const listing = await insertListing(t.database.db, seller.id);
    const order = await book(t.app, buyer, listing.id);
    expect((await payWithCard(t.app, buyer, order.id)).statusCode).toBe(201);
    await closeAccount(buyer);

    const again = await signUp(t.app, { email: buyer.email, role: 'buyer', name: 'Nadia Again' });
    expect(again.id).not.toBe(buyer.id);
    expect((await as(again, 'GET', '/api/me')).json()).toMatchObject({ id: again.id, email: buyer.email, emailVerified: false });
    expect((await as(again, 'GET', '/api/orders')).json().items).toEqual([]);
    // Signing in with the address finds the new account.
    const signedIn = await signIn(t.app, buyer.email, 'correct-horse-9');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(again.id);

    const [old] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(old).toMatchObject({ buyerId: buyer.id, status: 'paid' });
    const audit = await t.database.db.select().from(auditLog);
    expect(audit.map((a) => [a.action, a.targetId])).toEqual([['delete_user', buyer.id]]);

    // Admins see both: the old one closed, under its own address; the new one live.
    const removed = (await as(admin, 'GET', '/api/admin/buyers?status=removed')).json().items;
    expect(removed.map((u: { id: string; email: string }) => [u.id, u.email])).toEqual([[buyer.id, buyer.email]]);
    const live = (await as(admin, 'GET', `/api/admin/buyers?q=${encodeURIComponent(buyer.email)}`)).json().items;
    expect(live.map((u: { id: string }) => u.id)).toEqual([again.id]);
    // The seller's view of the old sale still names the old buyer by the address they had.
    const sale = (await as(seller, 'GET', '/api/seller/buyers')).json().items[0];
    expect(JSON.stringify(sale)).toContain(buyer.email);
  });

  it('cannot be restored over the new account: 409 with the reason, and nothing changes', async () => {
    await closeAccount(seller);
    const again = await signUp(t.app, { email: seller.email, role: 'seller' });
    const res = await as(admin, 'POST', `/api/admin/users/${seller.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'EMAIL_TAKEN',
      message: `${seller.email} now belongs to another account, so this one cannot be restored`,
    });
    expect((await as(admin, 'GET', '/api/admin/sellers?status=removed')).json().items.map((u: { id: string }) => u.id)).toEqual([seller.id]);
    expect((await signIn(t.app, seller.email, 'correct-horse-9')).json().user.id).toBe(again.id);
    expect((await t.database.db.select().from(auditLog)).map((a) => a.action)).toEqual(['delete_user']);
  });

  it('restores with its address when nobody took it, and the closed-account message stays for its owner only', async () => {
    await closeAccount(buyer);
    const closed = await signIn(t.app, buyer.email, 'correct-horse-9');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.code).toBe('ACCOUNT_CLOSED');
    // A wrong password learns nothing about the closed account.
    const wrong = await signIn(t.app, buyer.email, 'not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth-lookup', payload: { email: buyer.email } })).json()).toEqual({ exists: true });

    expect((await as(admin, 'POST', `/api/admin/users/${buyer.id}/restore`)).statusCode).toBe(200);
    const back = await signIn(t.app, buyer.email, 'correct-horse-9');
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ id: buyer.id, email: buyer.email });
  });
});

describe('a closed account’s old session', () => {
  it('reaches none of its conversations, notifications, saved searches or watchlist (401)', async () => {
    const listing = await insertListing(t.database.db, seller.id);
    const asked = await t.app.inject({ method: 'POST', url: `/api/products/${listing.id}/conversation`, headers: asUser(buyer.cookie) });
    expect(asked.statusCode).toBeLessThan(300);
    const conversation = (asked.json() as { id: string }).id;
    expect((await as(buyer, 'GET', '/api/notifications')).statusCode).toBe(200);
    await closeAccount(buyer);
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['GET', `/api/conversations/${conversation}/messages`],
      ['POST', `/api/conversations/${conversation}/read`],
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/saved-searches'],
      ['GET', '/api/watchlist'],
      ['GET', '/api/notification-settings'],
    ] as const) {
      expect((await as(buyer, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
