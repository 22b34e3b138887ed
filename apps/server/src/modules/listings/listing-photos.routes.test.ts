import { randomUUID } from 'node:crypto';
import type { ListingInput } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { listingInput } from '#test/factories.ts';
import { picture, uploadPicture } from '#test/uploads.ts';
import { products } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller' });
  otherSeller = await signUp(t.app, { role: 'seller' });
  buyer = await signUp(t.app, { role: 'buyer' });
});
afterEach(() => t.close());

/** Pictures the seller uploaded (a listing takes only its seller's own uploads). */
async function uploads(n: number): Promise<string[]> {
  const one = async () => {
    const res = await uploadPicture(t.app, seller.cookie, 'board.png', 'image/png', await picture('png'));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { url: string }).url;
  };
  return Promise.all(Array.from({ length: n }, one));
}

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  requestAs(t.app, who, method, url, payload);

async function list(input: ListingInput) {
  const res = await call(seller, 'POST', '/api/products', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; picture: string | null; photos: string[] };
}

describe('photos on a listing', () => {
  it('keeps up to ten photos in order, the first as the picture (the cover), in the public and seller views', async () => {
    const photos = await uploads(10);
    const { id, picture } = await list({ ...listingInput, photos });
    expect(picture).toBe(photos[0]);
    const pub = (await call(null, 'GET', `/api/products/${id}`)).json();
    expect(pub).toMatchObject({ photos, picture: photos[0] });
    const mine = (await call(seller, 'GET', `/api/seller/products/${id}`)).json();
    expect(mine.photos).toEqual(photos);
    const onTheSellersPage = (await call(null, 'GET', `/api/products?seller=${seller.id}`)).json();
    expect(onTheSellersPage.items[0]?.photos).toEqual(photos);
  });

  it('refuses an eleventh photo with 400 naming photos, on create and on edit', async () => {
    const eleven = await uploads(11);
    const created = await call(seller, 'POST', '/api/products', { ...listingInput, photos: eleven });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toHaveProperty('photos');
    const { id } = await list({ ...listingInput, photos: eleven.slice(0, 2) });
    const edited = await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, photos: eleven });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields).toHaveProperty('photos');
    expect((await call(null, 'GET', `/api/products/${id}`)).json().photos).toHaveLength(2);
  });

  it.each([
    ['a photo from elsewhere', ['https://evil.example/a.png']],
    ['the same photo twice', ['/demo/product-esp32-devkit.webp', '/demo/product-esp32-devkit.webp']],
  ])('refuses %s, naming photos', async (_what, photos) => {
    const res = await call(seller, 'POST', '/api/products', { ...listingInput, photos });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).some((f) => f.startsWith('photos'))).toBe(true);
  });

  it('lets an older client’s edit change the cover without dropping the photos it cannot see', async () => {
    const [a, b, c] = (await uploads(3)) as [string, string, string];
    const { id } = await list({ ...listingInput, photos: [a, b, c] });
    const same = await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, picture: a });
    expect(same.json()).toMatchObject({ photos: [a, b, c], picture: a });
    const newCover = await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, picture: c });
    expect(newCover.json()).toMatchObject({ photos: [c, b], picture: c });
    const noCover = await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, picture: null });
    expect(noCover.json()).toMatchObject({ photos: [b], picture: b });
  });

  it('turns an older client’s one picture into the only photo, and an edit’s photos replace the picture', async () => {
    const [first, ...next] = (await uploads(3)) as [string, string, string];
    const { id, photos } = await list({ ...listingInput, picture: first });
    expect(photos).toEqual([first]);
    const edited = await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, picture: first, photos: next });
    expect(edited.json()).toMatchObject({ photos: next, picture: next[0] });
    const cleared = await call(seller, 'PATCH', `/api/products/${id}`, { ...listingInput, photos: [] });
    expect(cleared.json()).toMatchObject({ photos: [], picture: null });
  });
});

describe('PUT /api/products/:id/photos (reorder)', () => {
  it('saves the new order, and the moved photo becomes the cover', async () => {
    const [a, b, c] = (await uploads(3)) as [string, string, string];
    const { id } = await list({ ...listingInput, photos: [a, b, c] });
    const res = await call(seller, 'PUT', `/api/products/${id}/photos`, { photos: [c, a, b] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ photos: [c, a, b], picture: c });
    const [row] = await t.database.db.select({ photos: products.photos, picture: products.picture }).from(products).where(eq(products.id, id));
    expect(row).toEqual({ photos: [c, a, b], picture: c });
    expect((await call(null, 'GET', `/api/products/${id}`)).json()).toMatchObject({ photos: [c, a, b], picture: c });
  });

  it('lets nobody else reorder: guest 401, buyer 403, another seller 403, unknown listing 404', async () => {
    const photos = await uploads(2);
    const { id } = await list({ ...listingInput, photos });
    const reversed = { photos: [...photos].reverse() };
    expect((await call(null, 'PUT', `/api/products/${id}/photos`, reversed)).statusCode).toBe(401);
    expect((await call(buyer, 'PUT', `/api/products/${id}/photos`, reversed)).statusCode).toBe(403);
    expect((await call(otherSeller, 'PUT', `/api/products/${id}/photos`, reversed)).statusCode).toBe(403);
    expect((await call(seller, 'PUT', `/api/products/${randomUUID()}/photos`, reversed)).statusCode).toBe(404);
    expect((await call(seller, 'PUT', '/api/products/not-an-id/photos', reversed)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/products/${id}`)).json().photos).toEqual(photos);
  });

  it.each([
    ['a photo the listing does not have', (p: string[]) => ({ photos: [p[1], `/uploads/${randomUUID()}.webp`] })],
    ['one photo dropped', (p: string[]) => ({ photos: [p[1]] })],
    ['one photo twice', (p: string[]) => ({ photos: [p[1], p[1]] })],
    ['no photos', () => ({ photos: [] })],
    ['not a list', () => ({ photos: 'all of them' })],
    ['a URL from elsewhere', (p: string[]) => ({ photos: [p[1], 'https://evil.example/x.png'] })],
  ])('refuses a tampered body (%s) with 400 naming photos, keeping the order', async (_what, body) => {
    const photos = await uploads(2);
    const { id } = await list({ ...listingInput, photos });
    const res = await call(seller, 'PUT', `/api/products/${id}/photos`, body(photos));
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {}).some((f) => f.startsWith('photos'))).toBe(true);
    expect((await call(null, 'GET', `/api/products/${id}`)).json().photos).toEqual(photos);
  });

  it('refuses to reorder a sold listing’s photos (409)', async () => {
    const photos = await uploads(2);
    const { id } = await list({ ...listingInput, photos });
    await t.database.db.update(products).set({ status: 'sold' }).where(eq(products.id, id));
    const res = await call(seller, 'PUT', `/api/products/${id}/photos`, { photos: [...photos].reverse() });
    expect(res.statusCode).toBe(409);
  });
});
