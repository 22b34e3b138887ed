import { CATEGORY_IDS, type ListingInput } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { listingInput } from '#test/factories.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { products, user } from '#server/db/schema/index.ts';

let t: TestContext;
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller', name: 'Rafiq' });
  otherSeller = await signUp(t.app, { role: 'seller' });
  buyer = await signUp(t.app, { role: 'buyer' });
});
afterEach(() => t.close());

const board: ListingInput = { ...listingInput, partNumber: 'ESP32-WROOM-32E', manufacturer: 'Espressif' };

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  requestAs(t.app, who, method, url, payload);

async function list(who = seller, input: ListingInput = board) {
  const res = await call(who, 'POST', '/api/products', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}

describe('listing a product', () => {
  it('stores a seller’s listing, active, not boosted, in the minor unit, with the seller from the session', async () => {
    const res = await call(seller, 'POST', '/api/products', board);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'ESP32 dev board',
      status: 'active',
      isAdvertised: false,
      resalePrice: 120000,
      originalPrice: 180000,
      partNumber: 'ESP32-WROOM-32E',
      sellerPhone: '+8801711000000',
      seller: { id: seller.id, name: 'Rafiq' },
    });
    const publicView = await call(null, 'GET', `/api/products/${res.json().id}`);
    expect(publicView.json().name).toBe('ESP32 dev board');
    expect(publicView.body).not.toContain('+8801711000000');
  });

  it('names all six required fields when the form is empty', async () => {
    const res = await call(seller, 'POST', '/api/products', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'name is required',
      yearPurchased: 'year is required',
      sellerPhone: 'phone number is required',
      location: 'location is required',
      resalePrice: 'resale price is required',
      usagePeriod: 'usage period is required',
    });
  });

  it.each([
    ['a price over ৳99,99,999', { resalePrice: 10_000_000 }, 'resalePrice'],
    ['a price it cannot read', { resalePrice: '1,5' }, 'resalePrice'],
    ['a negative price', { resalePrice: -5 }, 'resalePrice'],
    ['a fractional price', { resalePrice: 12.5 }, 'resalePrice'],
    ['an original price over ৳99,99,999', { originalPrice: '1,00,00,000' }, 'originalPrice'],
    ['a usage period over 40 characters', { usagePeriod: '2 years and 3 months, used every single day' }, 'usagePeriod'],
    ['a phone number that is not a Bangladeshi mobile', { sellerPhone: '+1 555 123 4567' }, 'sellerPhone'],
    ['an unknown condition', { condition: 'broken' }, 'condition'],
    ['an unknown category', { categoryId: 'x' }, 'categoryId'],
    ['a picture from elsewhere', { picture: 'https://evil.example/a.png' }, 'picture'],
  ])('refuses %s, naming the field', async (_what, change, field) => {
    const res = await call(seller, 'POST', '/api/products', { ...board, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it('ignores isPaid, isAdvertised, sellerId, sellerEmail and status in the body', async () => {
    const tampered = {
      ...board,
      isPaid: true,
      isAdvertised: true,
      sellerId: otherSeller.id,
      sellerEmail: otherSeller.email,
      status: 'sold',
      advertisedAt: new Date().toISOString(),
    };
    const created = await call(seller, 'POST', '/api/products', tampered);
    expect(created.json()).toMatchObject({ status: 'active', isAdvertised: false, seller: { id: seller.id } });
    const edited = await call(seller, 'PATCH', `/api/products/${created.json().id}`, tampered);
    expect(edited.json()).toMatchObject({ status: 'active', isAdvertised: false, seller: { id: seller.id } });
  });

  it('refuses buyers (403) and anonymous visitors (401)', async () => {
    expect((await call(buyer, 'POST', '/api/products', board)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/products', board)).statusCode).toBe(401);
  });

  it('stores a description with <script> as text', async () => {
    const html = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const { id } = await list(seller, { ...board, description: html });
    const res = await call(null, 'GET', `/api/products/${id}`);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().description).toBe(html);
  });
});

describe('a seller’s own listings', () => {
  it('edits, boosts and deletes their own listing', async () => {
    const { id } = await list();
    const edited = await call(seller, 'PATCH', `/api/products/${id}`, { ...board, name: 'ESP32 board, 38 pins' });
    expect(edited.json().name).toBe('ESP32 board, 38 pins');
    const boosted = await call(seller, 'POST', `/api/products/${id}/boost`);
    expect(boosted.json().isAdvertised).toBe(true);
    const featured = await call(null, 'GET', '/api/products/featured');
    expect(featured.json().items.map((p: { id: string }) => p.id)).toContain(id);
    const mine = await call(seller, 'GET', '/api/seller/products');
    expect(mine.json().items.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([[id, 'active']]);
    const deleted = await call(seller, 'DELETE', `/api/products/${id}`);
    expect(deleted.json().message).toBe('ESP32 board, 38 pins deleted successfully');
    expect((await call(null, 'GET', `/api/products/${id}`)).statusCode).toBe(404);
    expect((await call(seller, 'GET', '/api/seller/products')).json().items).toEqual([]);
  });

  it('cannot edit, boost or delete another seller’s listing (403)', async () => {
    const { id } = await list();
    expect((await call(otherSeller, 'PATCH', `/api/products/${id}`, board)).statusCode).toBe(403);
    expect((await call(otherSeller, 'POST', `/api/products/${id}/boost`)).statusCode).toBe(403);
    expect((await call(otherSeller, 'DELETE', `/api/products/${id}`)).statusCode).toBe(403);
    expect((await call(otherSeller, 'GET', `/api/seller/products/${id}`)).statusCode).toBe(404);
    const unchanged = await call(null, 'GET', `/api/products/${id}`);
    expect(unchanged.json()).toMatchObject({ name: board.name, isAdvertised: false });
  });

  it('refuses to edit, boost or delete a sold listing, with the reason', async () => {
    const { id } = await list();
    await t.database.db.update(products).set({ status: 'sold' }).where(eq(products.id, id));
    const edit = await call(seller, 'PATCH', `/api/products/${id}`, { ...board, name: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('A sold listing cannot be edited');
    expect((await call(seller, 'POST', `/api/products/${id}/boost`)).json().error.message).toBe(
      'A sold listing cannot be boosted',
    );
    const del = await call(seller, 'DELETE', `/api/products/${id}`);
    expect(del.statusCode).toBe(409);
    expect((await call(seller, 'GET', `/api/seller/products/${id}`)).json()).toMatchObject({ name: board.name, status: 'sold' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99', 'not-an-id', '']) {
      const res = await call(seller, 'POST', `/api/products/${id}/boost`);
      expect([404], `${id}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('lets an admin delete any unsold listing', async () => {
    const { id } = await list();
    const admin = await signUp(t.app);
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
    expect((await call(admin, 'DELETE', `/api/products/${id}`)).statusCode).toBe(200);
    expect((await call(buyer, 'DELETE', `/api/products/${id}`)).statusCode).toBe(403);
  });
});

describe('part-number search on a seller’s new listing', () => {
  it("finds LM317T as 'lm317t', 'LM317-T' and 'LM 317T'", async () => {
    await list(seller, { ...board, name: 'Adjustable regulator', partNumber: 'LM317T', categoryId: CATEGORY_IDS.mainBoards });
    for (const q of ['lm317t', 'LM317-T', 'LM 317T']) {
      const res = await call(null, 'GET', `/api/products?q=${encodeURIComponent(q)}`);
      expect(res.json().items.map((p: { name: string }) => p.name), q).toEqual(['Adjustable regulator']);
    }
  });
});
