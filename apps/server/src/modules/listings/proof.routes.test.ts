import { PROOF_CODE_PATTERN, type ListingInput } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { listingInput } from '#test/factories.ts';
import { adminSellerAndBuyer } from '#test/market.ts';
import { picture, uploadPicture } from '#test/uploads.ts';
import { auditLog } from '#server/db/schema/index.ts';

// An admin who may take the badge away, a seller who lists, a buyer who may not.
let t: TestContext, admin: SignedIn, seller: SignedIn, buyer: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  ({ admin, seller, buyer } = await adminSellerAndBuyer(t));
});
afterEach(() => t.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  requestAs(t.app, who, method, url, payload);

async function proofCode(who: SignedIn = seller): Promise<{ code: string; token: string }> {
  const res = await call(who, 'GET', '/api/seller/proof-code');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function uploadedPhoto(who: SignedIn = seller): Promise<string> {
  const res = await uploadPicture(t.app, who.cookie, 'proof.jpg', 'image/jpeg', await picture('jpeg'));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

async function list(input: Partial<ListingInput>, who: SignedIn = seller) {
  const res = await call(who, 'POST', '/api/products', { ...listingInput, ...input });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; proofCode: string | null; proofPhoto: string | null; proofBadgeRemoved: boolean };
}

/** An admin approves a listing's proof photo (admin.routes.proofs.test.ts tests the check itself). */
async function approve(id: string) {
  const res = await call(admin, 'POST', `/api/admin/proofs/${id}/approve`);
  expect(res.statusCode, res.body).toBe(200);
}

/** A listing with a proof photo and the code its form showed, approved by an admin. */
async function provenListing(name = 'Proven board') {
  const { code, token } = await proofCode();
  const listing = await list({ name, proofToken: token, proofPhoto: await uploadedPhoto() });
  await approve(listing.id);
  return { ...listing, code };
}

const publicProof = async (id: string) => (await call(null, 'GET', `/api/products/${id}`)).json().proof;
const proofNames = async (query = '') => {
  const res = await call(null, 'GET', `/api/products?proof=true${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { name: string }[]).map((item) => item.name);
};

describe('the proof code', () => {
  it('is issued to sellers only: a short code without look-alike characters, fresh each time', async () => {
    const first = await proofCode();
    const second = await proofCode();
    expect(first.code).toMatch(PROOF_CODE_PATTERN);
    expect(first.code).not.toMatch(/^RB-.*[01OIL]/);
    expect(first.token).not.toBe(second.token);
    expect((await call(null, 'GET', '/api/seller/proof-code')).statusCode).toBe(401);
    expect((await call(buyer, 'GET', '/api/seller/proof-code')).statusCode).toBe(403);
  });

  it('is stored with the listing as the form showed it, and every listing gets one', async () => {
    const { code, token } = await proofCode();
    expect((await list({ proofToken: token })).proofCode).toBe(code);
    // A client that showed no code: the listing gets one of its own all the same.
    expect((await list({})).proofCode).toMatch(PROOF_CODE_PATTERN);
  });

  it('refuses a forged token, a tampered code and another seller’s token, naming the field', async () => {
    const other = await signUp(t.app, { role: 'seller' });
    const { code, token } = await proofCode(other);
    const signature = token.split('.')[1];
    const tampered = `${code.slice(0, -1)}${code.endsWith('Z') ? 'Y' : 'Z'}.${signature}`;
    for (const proofToken of [token, tampered, `${code}.forged`, 'RB-7K2Q', 'x'.repeat(200)]) {
      const res = await call(seller, 'POST', '/api/products', { ...listingInput, proofToken });
      expect(res.statusCode, proofToken).toBe(400);
      expect(res.json().error.fields).toHaveProperty('proofToken');
    }
  });

  it('refuses a proof photo without a code shown, or one that is not an upload', async () => {
    const noCode = await call(seller, 'POST', '/api/products', { ...listingInput, proofPhoto: await uploadedPhoto() });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.fields).toHaveProperty('proofToken');
    const { token } = await proofCode();
    const demo = await call(seller, 'POST', '/api/products', { ...listingInput, proofToken: token, proofPhoto: '/demo/product-esp32.webp' });
    expect(demo.statusCode).toBe(400);
    expect(demo.json().error.fields).toHaveProperty('proofPhoto');
  });
});

describe('the "Photo with code" badge', () => {
  it('comes only with a proof photo, showing the photo and the code buyers compare', async () => {
    const proven = await provenListing();
    const plain = await list({ name: 'Plain board', proofToken: (await proofCode()).token });
    expect(proven).toMatchObject({ proofCode: proven.code, proofBadgeRemoved: false, proofStatus: 'pending' });
    expect(await publicProof(proven.id)).toEqual({ code: proven.code, photo: proven.proofPhoto });
    expect(await publicProof(plain.id)).toBeNull();
    const cards = (await call(null, 'GET', '/api/products')).json().items as { id: string; proof: unknown }[];
    expect(cards.find((c) => c.id === proven.id)?.proof).toEqual({ code: proven.code, photo: proven.proofPhoto });
    expect(cards.find((c) => c.id === plain.id)?.proof).toBeNull();
  });

  it('comes when the seller adds the photo on edit; the listing keeps its code', async () => {
    const { code, token } = await proofCode();
    const listing = await list({ proofToken: token });
    const mine = await call(seller, 'GET', `/api/seller/products/${listing.id}`);
    expect(mine.json()).toMatchObject({ proofCode: code, proofPhoto: null });
    const photo = await uploadedPhoto();
    // A new token on edit does not change the code the seller already wrote down.
    const edit = await call(seller, 'PATCH', `/api/products/${listing.id}`, { ...listingInput, proofPhoto: photo, proofToken: (await proofCode()).token });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ proofCode: code, proofPhoto: photo, proofStatus: 'pending' });
    expect(await publicProof(listing.id)).toBeNull();
    await approve(listing.id);
    expect(await publicProof(listing.id)).toEqual({ code, photo });
    // An edit that says nothing of the photo keeps it; null takes it away.
    expect((await call(seller, 'PATCH', `/api/products/${listing.id}`, listingInput)).json().proofPhoto).toBe(photo);
    expect((await call(seller, 'PATCH', `/api/products/${listing.id}`, { ...listingInput, proofPhoto: null })).json().proofPhoto).toBeNull();
    expect(await publicProof(listing.id)).toBeNull();
  });

  it('is taken away by an admin, with an audit row; the filter then leaves the listing out', async () => {
    const proven = await provenListing();
    expect(await proofNames()).toEqual(['Proven board']);

    const res = await call(admin, 'DELETE', `/api/admin/listings/${proven.id}/proof-badge`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Proven board no longer carries the photo-with-code badge');

    expect(await publicProof(proven.id)).toBeNull();
    expect(await proofNames()).toEqual([]);
    expect((await call(seller, 'GET', `/api/seller/products/${proven.id}`)).json()).toMatchObject({ proofBadgeRemoved: true, proofCode: proven.code });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'remove_proof_badge'));
    expect(audit).toMatchObject([{ actorId: admin.id, targetType: 'product', targetId: proven.id }]);
    const page = (await call(admin, 'GET', '/api/admin/audit')).json();
    expect(page.items[0]).toMatchObject({ action: 'remove_proof_badge', summary: 'Removed the photo-with-code badge from Proven board' });

    // A new photo does not bring back a badge an admin took away, nor sends it to the check again.
    await call(seller, 'PATCH', `/api/products/${proven.id}`, { ...listingInput, name: 'Proven board', proofPhoto: await uploadedPhoto() });
    expect(await publicProof(proven.id)).toBeNull();
    expect((await call(admin, 'GET', '/api/admin/proofs')).json().items).toEqual([]);
    // Removing it twice is a conflict, not a second audit row.
    expect((await call(admin, 'DELETE', `/api/admin/listings/${proven.id}/proof-badge`)).statusCode).toBe(409);
  });

  it('is removed by admins only: 401 for a guest, 403 for its seller or a buyer, 404 for an unknown listing', async () => {
    const proven = await provenListing();
    const url = `/api/admin/listings/${proven.id}/proof-badge`;
    expect((await call(null, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(seller, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(buyer, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', '/api/admin/listings/0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99/proof-badge')).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/admin/listings/not-a-listing/proof-badge')).statusCode).toBe(404);
    expect(await publicProof(proven.id)).not.toBeNull();
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'remove_proof_badge'))).toEqual([]);
  });
});

describe('the proof=true filter', () => {
  it('returns only badged listings, on /products, category pages and the facets, with cursors of its own', async () => {
    await provenListing('Proven one');
    await provenListing('Proven two');
    await list({ name: 'No photo' });
    expect((await proofNames()).sort()).toEqual(['Proven one', 'Proven two']);

    const paged = (await call(null, 'GET', '/api/products?proof=true&limit=1')).json();
    expect(paged).toMatchObject({ total: 2, totalIsExact: true });
    // A cursor belongs to its filter: the unfiltered list refuses it rather than skipping rows.
    const mixed = await call(null, 'GET', `/api/products?limit=1&cursor=${paged.nextCursor}`);
    expect(mixed.statusCode).toBe(400);
    const next = (await call(null, 'GET', `/api/products?proof=true&limit=1&cursor=${paged.nextCursor}`)).json();
    expect(next.items).toHaveLength(1);
    expect(next.nextCursor).toBeNull();

    const category = (await call(null, 'GET', `/api/categories/${listingInput.categoryId}/products?proof=true`)).json();
    expect(category.items.map((i: { name: string }) => i.name).sort()).toEqual(['Proven one', 'Proven two']);

    const facets = (await call(null, 'GET', '/api/products/facets')).json();
    expect(facets.facets.proof).toEqual([{ value: 'true', label: 'Photo with code', count: 2, countIsExact: true }]);
    const narrowed = (await call(null, 'GET', '/api/products/facets?proof=true')).json();
    expect(narrowed.total).toBe(2);

    expect((await call(null, 'GET', '/api/products?proof=yes')).json().error.fields).toHaveProperty('proof');
  });
});
