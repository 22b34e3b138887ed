import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { listingInput } from '#test/factories.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { products } from '#server/db/schema/index.ts';

/*
 * A boost promotes a listing for BOOST_DAYS (7) and a seller may have BOOSTS_PER_SELLER (3)
 * promoted at once. Time is moved by moving the boost into the past in the database: the
 * storefront compares its end with the database's clock, so nothing else has to run.
 */
let t: TestContext;
let seller: SignedIn;
let otherSeller: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller', name: 'Rafiq' });
  otherSeller = await signUp(t.app, { role: 'seller' });
});
afterEach(() => t.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object) => requestAs(t.app, who, method, url, payload);
const DAY_MS = 86_400_000;

async function list(name: string, who = seller): Promise<string> {
  const res = await call(who, 'POST', '/api/products', { ...listingInput, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const boost = (id: string, who = seller) => call(who, 'POST', `/api/products/${id}/boost`);
const featuredNames = async () => ((await call(null, 'GET', '/api/products/featured')).json().items as { name: string }[]).map((i) => i.name);
const isPromoted = async (id: string) => (await call(null, 'GET', `/api/products/${id}`)).json().isAdvertised as boolean;

/** Moves a listing's boost `days` into the past, as if it had been made that long ago. */
async function ageBoost(id: string, days: number): Promise<void> {
  const interval = sql`make_interval(days => ${days}::int)`;
  await t.database.db
    .update(products)
    .set({ advertisedAt: sql`${products.advertisedAt} - ${interval}`, advertisedUntil: sql`${products.advertisedUntil} - ${interval}` })
    .where(eq(products.id, id));
}

describe('a boost', () => {
  it('lasts 7 days: promoted until then on the featured list and the detail page, then not', async () => {
    const id = await list('Boosted board');
    const res = await boost(id);
    expect(res.statusCode, res.body).toBe(200);
    const until = Date.parse(res.json().boostedUntil);
    expect(until - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(res.json().isAdvertised).toBe(true);

    await ageBoost(id, 6);
    expect(await featuredNames()).toEqual(['Boosted board']);
    expect(await isPromoted(id)).toBe(true);

    // A boost made 7 days ago has run out. Public reads are kept until the next write (or a
    // minute): the database change below is no write through the app, so a listing is added.
    await ageBoost(id, 1);
    await list('Unrelated listing');
    expect(await featuredNames()).toEqual([]);
    expect(await isPromoted(id)).toBe(false);
    const mine = (await call(seller, 'GET', `/api/seller/products/${id}`)).json();
    expect(mine).toMatchObject({ isAdvertised: false });
    expect(Date.parse(mine.boostedUntil)).toBeLessThanOrEqual(Date.now());

    // Once over, it may be boosted again, for 7 days from now.
    expect((await boost(id)).statusCode).toBe(200);
    expect(await featuredNames()).toEqual(['Boosted board']);
  });

  it('is refused while the listing is still promoted (409): it runs its course, it is not renewed', async () => {
    const id = await list('Boosted once');
    const first = (await boost(id)).json();
    const again = await boost(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_BOOSTED',
      message: 'This listing is already promoted: a boost lasts 7 days, and the listing can be boosted again when it ends',
    });
    expect((await call(seller, 'GET', `/api/seller/products/${id}`)).json().boostedUntil).toBe(first.boostedUntil);
  });
});

describe('the limit of boosts per seller', () => {
  it('refuses a fourth boost while three are running (409, with the limit), and allows it when one ends', async () => {
    const ids = [await list('One'), await list('Two'), await list('Three'), await list('Four')];
    for (const id of ids.slice(0, 3)) expect((await boost(id)).statusCode).toBe(200);

    const fourth = await boost(ids[3]!);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toMatchObject({
      code: 'TOO_MANY_BOOSTS',
      message: 'You already have as many promoted listings as one seller may (3). A boost lasts 7 days: boost this one when one of them ends',
    });
    expect(await isPromoted(ids[3]!)).toBe(false);

    // Another seller's boosts are their own.
    expect((await boost(await list('Elsewhere', otherSeller), otherSeller)).statusCode).toBe(200);

    await ageBoost(ids[0]!, 7);
    expect((await boost(ids[3]!)).statusCode).toBe(200);
  });

  it('counts only listings still for sale: a deleted promoted listing frees its place', async () => {
    const ids = [await list('One'), await list('Two'), await list('Three'), await list('Four')];
    for (const id of ids.slice(0, 3)) await boost(id);
    expect((await requestAs(t.app, seller, 'DELETE', `/api/products/${ids[0]}`)).statusCode).toBe(200);
    expect((await boost(ids[3]!)).statusCode).toBe(200);
  });

  it('holds under boosts sent at once: never more than three running', async () => {
    const ids = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => list(name)));
    const answers = await Promise.all(ids.map((id) => boost(id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const running = await t.database.db.select({ id: products.id }).from(products).where(sql`${products.advertisedUntil} > now()`);
    expect(running).toHaveLength(3);
  });
});

describe('who may boost', () => {
  it('a seller cannot boost another seller’s listing (403), nor an unknown one (404), and it stays unpromoted', async () => {
    const id = await list('Not yours', otherSeller);
    const res = await boost(id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This listing belongs to another seller');
    expect(await isPromoted(id)).toBe(false);
    expect((await boost('0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99')).statusCode).toBe(404);
    expect((await boost('not-a-listing')).statusCode).toBe(404);
  });

  it('uses the limits the settings give: BOOST_DAYS and BOOSTS_PER_SELLER', async () => {
    await t.close();
    t = await createTestApp({ BOOST_DAYS: '2', BOOSTS_PER_SELLER: '1' });
    seller = await signUp(t.app, { role: 'seller', name: 'Rafiq' });
    const [a, b] = [await list('First'), await list('Second')];
    const res = await boost(a);
    expect(Date.parse(res.json().boostedUntil) - Date.now()).toBeLessThanOrEqual(2 * DAY_MS);
    expect(Date.parse(res.json().boostedUntil) - Date.now()).toBeGreaterThan(2 * DAY_MS - 60_000);
    expect((await boost(b)).json().error.message).toBe(
      'You already have as many promoted listings as one seller may (1). A boost lasts 2 days: boost this one when one of them ends',
    );
  });
});
