import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, asUser, signIn, signUp, type SignedIn } from '#test/auth.ts';
import { insertListing } from '#test/factories.ts';
import { adminSellerAndBuyer, book, payWithCard } from '#test/market.ts';
import { auditLog, orders, payments, user } from '#server/db/schema/index.ts';

let t: TestContext;
let admin: SignedIn;
let seller: SignedIn;
let buyer: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  ({ admin, seller, buyer } = await adminSellerAndBuyer(t));
});
afterEach(() => t.close());

const as = (who: SignedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  requestAs(t.app, who, method, url, payload);
const auditRows = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('admin routes', () => {
  it('answer 401 to anonymous visitors and 403 to buyers and sellers', async () => {
    const routes: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/sellers'],
      ['GET', '/api/admin/buyers'],
      ['POST', `/api/admin/sellers/${seller.id}/verify`],
      ['DELETE', `/api/admin/users/${buyer.id}`],
      ['POST', `/api/admin/users/${buyer.id}/restore`],
      ['GET', '/api/admin/buyers?status=removed'],
      ['GET', '/api/admin/reports'],
      ['POST', '/api/admin/reports/0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99/resolve', { action: 'dismiss' }],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, body] of routes) {
      expect((await as(null, method, url, body)).statusCode, url).toBe(401);
      expect((await as(buyer, method, url, body)).statusCode, url).toBe(403);
      expect((await as(seller, method, url, body)).statusCode, url).toBe(403);
    }
    expect(await auditRows()).toBe(0);
  });
});

describe('sellers and buyers', () => {
  it('lists them, searchable by name or email, page by page', async () => {
    for (let i = 0; i < 3; i++) await signUp(t.app, { role: 'seller', name: `Extra Seller ${i}` });
    const first = (await as(admin, 'GET', '/api/admin/sellers?limit=2')).json();
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(2);
    const second = (await as(admin, 'GET', `/api/admin/sellers?limit=2&cursor=${first.nextCursor}`)).json();
    const ids = [...first.items, ...second.items].map((u: { id: string }) => u.id);
    expect(new Set(ids).size).toBe(4);
    const found = (await as(admin, 'GET', '/api/admin/sellers?q=karim')).json();
    expect(found.items.map((u: { name: string }) => u.name)).toEqual(['Karim Seller']);
    const byEmail = (await as(admin, 'GET', `/api/admin/buyers?q=${encodeURIComponent(buyer.email)}`)).json();
    expect(byEmail.items.map((u: { id: string }) => u.id)).toEqual([buyer.id]);
    expect((await as(admin, 'GET', '/api/admin/buyers?q=%25_')).json().items).toEqual([]);
  });

  it('verifies a seller: the mark shows on their listings, and one audit row is left', async () => {
    const listing = await insertListing(t.database.db, seller.id);
    const res = await as(admin, 'POST', `/api/admin/sellers/${seller.id}/verify`);
    expect(res.statusCode).toBe(200);
    expect((await as(null, 'GET', `/api/products/${listing.id}`)).json().seller.verified).toBe(true);
    expect((await as(admin, 'GET', '/api/admin/sellers')).json().items[0].verified).toBe(true);
    expect(await auditRows()).toBe(1);
    expect((await as(admin, 'POST', `/api/admin/sellers/${buyer.id}/verify`)).statusCode).toBe(404);
  });
});

describe('deleting an account', () => {
  it('ends its sessions, stops sign-in, hides its listings and cancels unpaid orders, keeping paid ones', async () => {
    const sold = await insertListing(t.database.db, seller.id, { name: 'Sold board' });
    const open = await insertListing(t.database.db, seller.id, { name: 'Open board' });
    const paidOrder = await book(t.app, buyer, sold.id);
    expect((await payWithCard(t.app, buyer, paidOrder.id)).statusCode).toBe(201);
    const otherBuyer = await signUp(t.app, { role: 'buyer' });
    const pending = await book(t.app, otherBuyer, open.id);

    const res = await as(admin, 'DELETE', `/api/admin/users/${seller.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Karim Seller deleted successfully');

    expect((await as(seller, 'GET', '/api/me')).statusCode).toBe(401);
    const again = await signIn(t.app, seller.email, 'correct-horse-9');
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toEqual({
      code: 'ACCOUNT_CLOSED',
      message: 'This account was closed by the Reboard team. Contact us if you think this is a mistake.',
    });
    expect((await as(null, 'GET', '/api/products')).json().total).toBe(0);
    expect((await as(null, 'GET', `/api/products/${open.id}`)).statusCode).toBe(404);

    const [pendingRow] = await t.database.db.select().from(orders).where(eq(orders.id, pending.id));
    expect(pendingRow!.status).toBe('cancelled');
    const [paidRow] = await t.database.db.select().from(orders).where(eq(orders.id, paidOrder.id));
    expect(paidRow!.status).toBe('paid');
    expect(await t.database.db.select().from(payments)).toHaveLength(1);
    expect(await auditRows()).toBe(1);
  });

  it("says \"{name}'s account deleted successfully\" for a buyer, whose paid orders stay", async () => {
    const listing = await insertListing(t.database.db, seller.id);
    const order = await book(t.app, buyer, listing.id);
    await payWithCard(t.app, buyer, order.id);
    const res = await as(admin, 'DELETE', `/api/admin/users/${buyer.id}`);
    expect(res.json().message).toBe("Nadia Buyer's account deleted successfully");
    expect(await t.database.db.select().from(payments)).toHaveLength(1);
    expect((await as(admin, 'GET', '/api/admin/buyers')).json().items).toEqual([]);
  });

  it('refuses to delete oneself or another admin', async () => {
    const other = await signUp(t.app);
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, other.id));
    expect((await as(admin, 'DELETE', `/api/admin/users/${admin.id}`)).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', `/api/admin/users/${other.id}`)).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', '/api/admin/users/nobody')).statusCode).toBe(404);
    expect(await auditRows()).toBe(0);
  });
});

describe('restoring an account', () => {
  it('lets the seller sign in again and brings back the listings that left with the account, and only those', async () => {
    const open = await insertListing(t.database.db, seller.id, { name: 'Open board' });
    const withdrawnEarlier = await insertListing(t.database.db, seller.id, { name: 'Withdrawn board' });
    expect((await as(seller, 'DELETE', `/api/products/${withdrawnEarlier.id}`)).statusCode).toBe(200);
    const pending = await book(t.app, buyer, open.id);
    expect((await as(admin, 'DELETE', `/api/admin/users/${seller.id}`)).statusCode).toBe(200);

    const removed = (await as(admin, 'GET', '/api/admin/sellers?status=removed')).json();
    expect(removed.items.map((u: { id: string }) => u.id)).toEqual([seller.id]);
    expect(Date.parse(removed.items[0].removedAt)).not.toBeNaN();
    expect((await as(admin, 'GET', '/api/admin/sellers')).json().items).toEqual([]);

    const res = await as(admin, 'POST', `/api/admin/users/${seller.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Karim Seller's account restored");

    expect((await signIn(t.app, seller.email, 'correct-horse-9')).statusCode).toBe(200);
    const live = (await as(admin, 'GET', '/api/admin/sellers')).json().items;
    expect(live.map((u: { id: string; removedAt: string | null }) => [u.id, u.removedAt])).toEqual([[seller.id, null]]);
    expect((await as(admin, 'GET', '/api/admin/sellers?status=removed')).json().items).toEqual([]);
    const storefront = (await as(null, 'GET', '/api/products')).json();
    expect(storefront.items.map((p: { name: string }) => p.name)).toEqual(['Open board']);
    expect((await as(null, 'GET', `/api/products/${withdrawnEarlier.id}`)).statusCode).toBe(404);
    // The booking cancelled with the removal stays cancelled: the buyer books again if they wish.
    const [pendingRow] = await t.database.db.select().from(orders).where(eq(orders.id, pending.id));
    expect(pendingRow!.status).toBe('cancelled');
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((a) => a.action).sort()).toEqual(['delete_user', 'restore_user']);
  });

  it('restores a buyer, who signs in again', async () => {
    expect((await as(admin, 'DELETE', `/api/admin/users/${buyer.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'GET', '/api/admin/buyers?status=removed')).json().items.map((u: { id: string }) => u.id)).toEqual([buyer.id]);
    const res = await as(admin, 'POST', `/api/admin/users/${buyer.id}/restore`);
    expect(res.json().message).toBe("Nadia Buyer's account restored");
    expect((await signIn(t.app, buyer.email, 'correct-horse-9')).statusCode).toBe(200);
  });

  it('answers 409 for a live account (or a second restore), 404 for an unknown one, 400 for an unknown list', async () => {
    const live = await as(admin, 'POST', `/api/admin/users/${seller.id}/restore`);
    expect(live.statusCode).toBe(409);
    expect(live.json().error).toMatchObject({ code: 'ACCOUNT_ACTIVE', message: 'This account is not removed' });
    expect((await as(admin, 'POST', '/api/admin/users/nobody/restore')).statusCode).toBe(404);
    expect(await auditRows()).toBe(0);

    expect((await as(admin, 'DELETE', `/api/admin/users/${buyer.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'POST', `/api/admin/users/${buyer.id}/restore`)).statusCode).toBe(200);
    expect((await as(admin, 'POST', `/api/admin/users/${buyer.id}/restore`)).statusCode).toBe(409);
    expect(await auditRows()).toBe(2);

    const bad = await as(admin, 'GET', '/api/admin/sellers?status=gone');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('status');
  });
});

describe('reported items', () => {
  async function reported(name = 'Suspicious board') {
    const listing = await insertListing(t.database.db, seller.id, { name });
    const res = await as(buyer, 'POST', `/api/products/${listing.id}/reports`, { reason: 'Looks like a stock photo' });
    expect(res.statusCode).toBe(201);
    const queue = (await as(admin, 'GET', '/api/admin/reports')).json();
    const report = queue.items.find((r: { product: { id: string } }) => r.product.id === listing.id);
    return { listing, report };
  }

  it('shows the queue with listing, seller, reporter, reason and date', async () => {
    const { listing, report } = await reported();
    expect(report).toMatchObject({
      product: { id: listing.id, name: 'Suspicious board' },
      seller: { name: 'Karim Seller', email: seller.email },
      reporter: { name: 'Nadia Buyer', email: buyer.email },
      reason: 'Looks like a stock photo',
      status: 'open',
    });
  });

  it('dismiss: the listing stays, the report moves to the history', async () => {
    const { listing, report } = await reported();
    const res = await as(admin, 'POST', `/api/admin/reports/${report.id}/resolve`, { action: 'dismiss' });
    expect(res.statusCode).toBe(200);
    expect((await as(null, 'GET', `/api/products/${listing.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'GET', '/api/admin/reports')).json().items).toEqual([]);
    const history = (await as(admin, 'GET', '/api/admin/reports?view=resolved')).json().items;
    expect(history[0]).toMatchObject({ status: 'dismissed', resolvedBy: { id: admin.id } });
    expect((await as(admin, 'POST', `/api/admin/reports/${report.id}/resolve`, { action: 'remove' })).statusCode).toBe(409);
    expect(await auditRows()).toBe(1);
  });

  it('remove: the listing leaves search, categories, featured and its page, and its seller sees why', async () => {
    const { listing, report } = await reported('Removed LM317T board');
    await t.app.inject({ method: 'POST', url: `/api/products/${listing.id}/boost`, headers: asUser(seller.cookie) });
    const res = await as(admin, 'POST', `/api/admin/reports/${report.id}/resolve`, { action: 'remove' });
    expect(res.statusCode).toBe(200);
    expect((await as(null, 'GET', '/api/products?q=lm317t')).json().items).toEqual([]);
    expect((await as(null, 'GET', `/api/categories/${listing.categoryId}/products`)).json().items).toEqual([]);
    expect((await as(null, 'GET', '/api/products/featured')).json().items).toEqual([]);
    expect((await as(null, 'GET', `/api/products/${listing.id}`)).statusCode).toBe(404);
    const mine = (await as(seller, 'GET', '/api/seller/products')).json().items;
    expect(mine[0]).toMatchObject({ id: listing.id, status: 'removed', removedReason: 'Looks like a stock photo' });
    expect(await auditRows()).toBe(1);
    const log = (await as(admin, 'GET', '/api/admin/audit')).json().items;
    expect(log[0]).toMatchObject({ action: 'remove_listing', actor: { id: admin.id }, targetId: listing.id });
  });
});
