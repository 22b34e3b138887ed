import { randomUUID } from 'node:crypto';
import type { ListingInput } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, ORIGIN, requestAs, signUp, uniqueEmail, type SignedIn } from '#test/auth.ts';
import { insertListing, listingInput } from '#test/factories.ts';
import { picture, uploadPicture } from '#test/uploads.ts';
import { products, uploads, user } from '#server/db/schema/index.ts';

/*
 * An upload belongs to whoever uploaded it: only they may put it on a listing (as a photo or the
 * proof photo) or make it their profile picture. A listing keeps the pictures it already has.
 */
let t: TestContext, seller: SignedIn, rival: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  [seller, rival] = [await signUp(t.app, { role: 'seller' }), await signUp(t.app, { role: 'seller' })];
});
afterEach(() => t.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => requestAs(t.app, who, method, url, payload);

async function uploaded(who: SignedIn): Promise<string> {
  const res = await uploadPicture(t.app, who.cookie, 'board.jpg', 'image/jpeg', await picture('jpeg'));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

const proofToken = async (who: SignedIn) => (await call(who, 'GET', '/api/seller/proof-code')).json().token as string;

async function list(input: Partial<ListingInput>, who: SignedIn = seller) {
  const res = await call(who, 'POST', '/api/products', { ...listingInput, ...input });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; photos: string[]; proofPhoto: string | null };
}

/** A 400 that names `field` (and says why), with nothing changed. */
function expectRefused(res: { statusCode: number; body: string; json(): { error: { fields?: Record<string, string> } } }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.fields).toEqual({ [field]: 'Use a picture you uploaded yourself' });
}

const listingCount = async () => (await t.database.db.select({ id: products.id }).from(products)).length;

describe('a listing’s photos', () => {
  it('take the seller’s own uploads, and refuse another seller’s as a photo, on create and on edit', async () => {
    const [mine, theirs] = [await uploaded(seller), await uploaded(rival)];
    expectRefused(await call(seller, 'POST', '/api/products', { ...listingInput, photos: [mine, theirs] }), 'photos');
    // An older client's one picture is refused under its own name.
    expectRefused(await call(seller, 'POST', '/api/products', { ...listingInput, picture: theirs }), 'picture');
    expect(await listingCount()).toBe(0);

    const { id, photos } = await list({ photos: [mine] });
    expect(photos).toEqual([mine]);
    expectRefused(await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, photos: [mine, theirs] }), 'photos');
    expect((await call(null, 'GET', `/api/products/${id}`)).json().photos).toEqual([mine]);
    // The rival may still use their own picture themselves.
    expect((await list({ photos: [theirs] }, rival)).photos).toEqual([theirs]);
  });

  it('refuse a made-up /uploads/ path and a demo picture the listing does not have', async () => {
    const madeUp = `/uploads/${randomUUID()}-64x48.webp`;
    expectRefused(await call(seller, 'POST', '/api/products', { ...listingInput, photos: [madeUp] }), 'photos');
    expectRefused(await call(seller, 'POST', '/api/products', { ...listingInput, photos: ['/demo/product-esp32-devkit.webp'] }), 'photos');
    const { id } = await list({ photos: [await uploaded(seller)] });
    expectRefused(await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, photos: [madeUp] }), 'photos');
  });

  it('keep on an edit what the listing already had: demo pictures and uploads from before owners', async () => {
    // As the demo seed and listings from before this change hold them: no upload row at all.
    const old = `/uploads/${randomUUID()}-64x48.webp`;
    const demo = '/demo/product-esp32-devkit.webp';
    const listing = await insertListing(t.database.db, seller.id, { photos: [demo, old], picture: demo });
    const mine = await uploaded(seller);
    const res = await call(seller, 'PATCH', `/api/products/${listing.id}`, { ...listingInput, photos: [old, mine, demo] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ photos: [old, mine, demo], picture: old });
    // An older client's edit (only the cover) keeps them too.
    const older = await call(seller, 'PATCH', `/api/products/${listing.id}`, { ...listingInput, picture: demo });
    expect(older.json()).toMatchObject({ photos: [demo, mine], picture: demo });
  });
});

describe('the proof photo', () => {
  it('is refused when it is another seller’s upload, on create and on edit, naming proofPhoto', async () => {
    const theirs = await uploaded(rival);
    const created = await call(seller, 'POST', '/api/products', { ...listingInput, proofToken: await proofToken(seller), proofPhoto: theirs });
    expectRefused(created, 'proofPhoto');
    expect(await listingCount()).toBe(0);

    const { id } = await list({ proofToken: await proofToken(seller) });
    expectRefused(await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, proofPhoto: theirs }), 'proofPhoto');
    expect((await call(seller, 'GET', `/api/seller/products/${id}`)).json().proofPhoto).toBeNull();
    expect((await call(null, 'GET', `/api/products/${id}`)).json().proof).toBeNull();

    // The seller's own photo is taken, and an edit that leaves it alone keeps it.
    const mine = await uploaded(seller);
    const proven = await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, proofPhoto: mine });
    expect(proven.json()).toMatchObject({ proofPhoto: mine });
    expect((await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, proofPhoto: mine })).statusCode).toBe(200);
  });

  it('cannot be a photo the listing shows but the seller did not upload', async () => {
    const old = `/uploads/${randomUUID()}-64x48.webp`;
    const listing = await insertListing(t.database.db, seller.id, { photos: [old], picture: old, proofCode: 'RB-7K2Q' });
    expectRefused(await call(seller, 'PATCH', `/api/products/${listing.id}`, { ...listingInput, photos: [old], proofPhoto: old }), 'proofPhoto');
  });
});

describe('a profile picture', () => {
  const update = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: asUser(who.cookie), payload });
  const imageOf = async (who: SignedIn) => (await t.database.db.select({ image: user.image }).from(user).where(eq(user.id, who.id)))[0]?.image;

  it('is the person’s own upload: another’s or a made-up one is refused with 400 naming image', async () => {
    const theirs = await uploaded(rival);
    for (const image of [theirs, `/uploads/${randomUUID()}-64x48.webp`]) {
      const res = await update(seller, { image });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toHaveProperty('image');
    }
    expect(await imageOf(seller)).toBeNull();
    const mine = await uploaded(seller);
    expect((await update(seller, { image: mine })).statusCode).toBe(200);
    expect(await imageOf(seller)).toBe(mine);
    // Saving the profile again with the picture it has is no new claim.
    expect((await update(seller, { name: 'Renamed', image: mine })).statusCode).toBe(200);
  });

  it('cannot come with a sign-up: nobody owns an upload before their account exists', async () => {
    const theirs = await uploaded(rival);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'New', email: uniqueEmail(), password: 'correct-horse-9', role: 'buyer', image: theirs },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty('image');
  });
});

describe('an upload', () => {
  it('is recorded as its uploader’s, unused until it is put on something', async () => {
    const url = await uploaded(seller);
    const key = url.slice('/uploads/'.length);
    const row = async () => (await t.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];
    expect(await row()).toMatchObject({ ownerId: seller.id, usedAt: null });
    await list({ photos: [url] });
    expect((await row())?.usedAt).toBeInstanceOf(Date);
  });
});
