import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '#test/app.ts';
import type { SignedIn } from '#test/auth.ts';
import { paidOrder } from '#test/market.ts';
import { board, caller, watchCast, listAndMatch, noticesOf } from '#test/watch.ts';

let t: TestContext;
let seller: SignedIn;
let watcher: SignedIn;
let other: SignedIn;
let listingId: string;
beforeEach(async () => {
  ({ t, seller, buyer: watcher, other } = await watchCast());
  listingId = await listAndMatch(t, seller, { name: 'W5500 module', resalePrice: 800 });
});
afterEach(() => t.close());

const call = caller(() => t);
const watch = (who: SignedIn | null, id = listingId) => call(who, 'PUT', `/api/watchlist/${id}`);
const reprice = (resalePrice: number) => call(seller, 'PATCH', `/api/products/${listingId}`, { ...board, name: 'W5500 module', resalePrice });

describe('the watchlist', () => {
  it('a person hearts a listing (twice is once), sees it in their list and ids, and removes it', async () => {
    expect((await watch(watcher)).json()).toEqual({ watching: true });
    expect((await watch(watcher)).statusCode).toBe(200);
    expect((await call(watcher, 'GET', '/api/watchlist/ids')).json()).toEqual({ ids: [listingId] });
    const page = (await call(watcher, 'GET', '/api/watchlist')).json();
    expect(page).toMatchObject({ total: 1, nextCursor: null, items: [{ productId: listingId, name: 'W5500 module', resalePrice: 80000, available: true }] });
    expect((await call(watcher, 'DELETE', `/api/watchlist/${listingId}`)).json()).toEqual({ watching: false });
    expect((await call(watcher, 'GET', '/api/watchlist')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('pages newest first with a cursor', async () => {
    const second = await listAndMatch(t, seller, { name: 'ENC28J60 module' });
    await watch(watcher);
    await watch(watcher, second);
    const first = (await call(watcher, 'GET', '/api/watchlist?limit=1')).json();
    expect(first.items.map((i: { productId: string }) => i.productId)).toEqual([second]);
    const next = (await call(watcher, 'GET', `/api/watchlist?limit=1&cursor=${first.nextCursor}`)).json();
    expect(next).toMatchObject({ items: [{ productId: listingId }], nextCursor: null, total: 2 });
  });

  it('the seller sees how many watch each listing, and cannot watch their own', async () => {
    await watch(watcher);
    await watch(other);
    expect((await call(seller, 'GET', '/api/seller/watchers')).json()).toEqual({ counts: { [listingId]: 2 } });
    const own = await watch(seller);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('OWN_LISTING');
    expect((await call(watcher, 'GET', '/api/seller/watchers')).statusCode).toBe(403);
  });

  it("someone else's entry is not found; a guest is asked to sign in; unknown listings are not found", async () => {
    await watch(watcher);
    expect((await call(other, 'DELETE', `/api/watchlist/${listingId}`)).statusCode).toBe(404);
    expect((await call(watcher, 'GET', '/api/watchlist/ids')).json().ids).toEqual([listingId]);
    expect((await watch(null)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/watchlist')).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/api/watchlist/${listingId}`)).statusCode).toBe(401);
    expect((await watch(watcher, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await watch(watcher, 'not-a-uuid')).statusCode).toBe(404);
    const forged = await call(watcher, 'GET', '/api/watchlist?cursor=WyJ4IiwieSJd');
    expect(forged.statusCode).toBe(400);
    expect(Object.keys(forged.json().error.fields)).toEqual(['cursor']);
    expect(Object.keys((await call(watcher, 'GET', '/api/watchlist?limit=0')).json().error.fields)).toEqual(['limit']);
  });
});

describe('watchers are told', () => {
  it('a price drop notifies each watcher once; a rise or the same price does not', async () => {
    await watch(watcher);
    await watch(other);
    expect((await reprice(700)).statusCode).toBe(200);
    for (const who of [watcher, other]) {
      expect(await noticesOf(t, who, 'watched_price_drop')).toEqual([
        expect.objectContaining({ link: `/products/${listingId}`, text: 'W5500 module, which you watch, dropped in price from ৳800 to ৳700' }),
      ]);
    }
    await reprice(900);
    await reprice(900);
    expect(await noticesOf(t, watcher, 'watched_price_drop')).toHaveLength(1);
    expect(await noticesOf(t, seller, 'watched_price_drop')).toEqual([]);
  });

  it('a sale notifies the watchers, but not the buyer who watched it', async () => {
    await watch(watcher);
    await watch(other);
    await paidOrder(t.app, other, listingId, { delivery: 'meetup' }); // listed through the form: a meet-up only
    expect(await noticesOf(t, watcher, 'watched_sold')).toEqual([expect.objectContaining({ text: 'W5500 module, which you watch, has sold' })]);
    expect(await noticesOf(t, other, 'watched_sold')).toEqual([]);
    const sold = await watch(other);
    expect(sold.statusCode).toBe(409);
  });
});
