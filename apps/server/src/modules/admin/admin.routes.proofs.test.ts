import type { ListingInput } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, type SignedIn } from '#test/auth.ts';
import { listingInput } from '#test/factories.ts';
import { adminSellerAndBuyer } from '#test/market.ts';
import { picture, uploadPicture } from '#test/uploads.ts';
import { auditLog, notifications } from '#server/db/schema/index.ts';

/*
 * The admins' check of proof photos: a photo waits in a queue with the code its seller was
 * given; only an approved one earns the "Photo with code" badge and passes the proof filter.
 */
let t: TestContext, admin: SignedIn, seller: SignedIn, buyer: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  ({ admin, seller, buyer } = await adminSellerAndBuyer(t));
});
afterEach(() => t.close());

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => requestAs(t.app, who, method, url, payload);

async function uploadedPhoto(): Promise<string> {
  const res = await uploadPicture(t.app, seller.cookie, 'proof.jpg', 'image/jpeg', await picture('jpeg'));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

/** A listing with a proof photo, as the form sends it: the code's token and the uploaded photo. */
async function withProofPhoto(name: string, input: Partial<ListingInput> = {}) {
  const { code, token } = (await call(seller, 'GET', '/api/seller/proof-code')).json();
  const photo = await uploadedPhoto();
  const res = await call(seller, 'POST', '/api/products', { ...listingInput, name, proofToken: token, proofPhoto: photo, ...input });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, code: code as string, photo };
}

const detail = async (id: string) => (await call(null, 'GET', `/api/products/${id}`)).json();
const mine = async (id: string) => (await call(seller, 'GET', `/api/seller/products/${id}`)).json();
const proofNames = async () => ((await call(null, 'GET', '/api/products?proof=true')).json().items as { name: string }[]).map((i) => i.name);
const proofFacet = async () => (await call(null, 'GET', '/api/products/facets')).json().facets.proof[0].count;
const queue = async () => (await call(admin, 'GET', '/api/admin/proofs')).json();
const sellerNotes = () => t.database.db.select().from(notifications).where(eq(notifications.userId, seller.id));

describe('a proof photo before and after the admin’s check', () => {
  it('shows no badge while it waits, and the badge once an admin approves it', async () => {
    const listing = await withProofPhoto('Checked board');

    // Waiting: no badge anywhere, and the pages say the photo is being checked.
    expect(await detail(listing.id)).toMatchObject({ proof: null, proofPending: true });
    expect(await mine(listing.id)).toMatchObject({ proofStatus: 'pending', proofPhoto: listing.photo, proofRejectedReason: null });
    expect(await proofNames()).toEqual([]);
    expect(await proofFacet()).toBe(0);

    // The queue shows the code the seller was given beside the photo, and who sells it.
    const waiting = await queue();
    expect(waiting).toMatchObject({ total: 1, nextCursor: null });
    expect(waiting.items).toEqual([
      { id: listing.id, name: 'Checked board', seller: { id: seller.id, name: 'Karim Seller', email: seller.email }, code: listing.code, photo: listing.photo, submittedAt: expect.any(String) },
    ]);

    const res = await call(admin, 'POST', `/api/admin/proofs/${listing.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Checked board now carries the photo-with-code badge');

    expect(await detail(listing.id)).toMatchObject({ proof: { code: listing.code, photo: listing.photo }, proofPending: false });
    expect(await mine(listing.id)).toMatchObject({ proofStatus: 'approved' });
    expect(await proofNames()).toEqual(['Checked board']);
    expect(await proofFacet()).toBe(1);
    expect((await queue()).items).toEqual([]);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'approve_proof'));
    expect(audit).toMatchObject([{ actorId: admin.id, targetType: 'product', targetId: listing.id, details: { summary: 'Approved the proof photo of Checked board' } }]);
    expect(await sellerNotes()).toMatchObject([{ kind: 'proof_checked', link: `/products/${listing.id}` }]);

    // Decided once: a second approval is a conflict, not a second audit row.
    expect((await call(admin, 'POST', `/api/admin/proofs/${listing.id}/approve`)).statusCode).toBe(409);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('never shows the badge once rejected; its seller reads the reason, and a new photo goes back to the check', async () => {
    const listing = await withProofPhoto('Doubtful board');
    const reason = 'The code is not in the photo';
    const res = await call(admin, 'POST', `/api/admin/proofs/${listing.id}/reject`, { reason });
    expect(res.statusCode, res.body).toBe(200);

    expect(await detail(listing.id)).toMatchObject({ proof: null, proofPending: false });
    expect(await mine(listing.id)).toMatchObject({ proofStatus: 'rejected', proofRejectedReason: reason });
    expect(await proofNames()).toEqual([]);
    expect((await queue()).items).toEqual([]);
    // A rejection stays a rejection: it cannot be approved afterwards.
    expect((await call(admin, 'POST', `/api/admin/proofs/${listing.id}/approve`)).statusCode).toBe(409);
    expect(await detail(listing.id)).toMatchObject({ proof: null });

    const [note] = await sellerNotes();
    expect(note).toMatchObject({ kind: 'proof_checked', link: '/dashboard/myproducts' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reject_proof'));
    expect(audit).toMatchObject([{ actorId: admin.id, targetId: listing.id, details: { reason } }]);

    // An edit that keeps the photo keeps the rejection; a new photo is checked again.
    await call(seller, 'PATCH', `/api/products/${listing.id}`, { ...listingInput, name: 'Doubtful board' });
    expect(await mine(listing.id)).toMatchObject({ proofStatus: 'rejected' });
    await call(seller, 'PATCH', `/api/products/${listing.id}`, { ...listingInput, name: 'Doubtful board', proofPhoto: await uploadedPhoto() });
    expect(await mine(listing.id)).toMatchObject({ proofStatus: 'pending', proofRejectedReason: null });
    expect((await queue()).items.map((i: { id: string }) => i.id)).toEqual([listing.id]);
    expect(await detail(listing.id)).toMatchObject({ proof: null, proofPending: true });
  });

  it('sends an approved listing back to the check when its photo changes, and out of it when the photo goes', async () => {
    const listing = await withProofPhoto('Rephotographed board');
    await call(admin, 'POST', `/api/admin/proofs/${listing.id}/approve`);
    await call(seller, 'PATCH', `/api/products/${listing.id}`, { ...listingInput, name: 'Rephotographed board', proofPhoto: await uploadedPhoto() });
    expect(await detail(listing.id)).toMatchObject({ proof: null, proofPending: true });
    await call(seller, 'PATCH', `/api/products/${listing.id}`, { ...listingInput, name: 'Rephotographed board', proofPhoto: null });
    expect(await mine(listing.id)).toMatchObject({ proofStatus: null, proofPhoto: null });
    expect((await queue()).items).toEqual([]);
  });

  it('pages the queue newest first with a cursor of its own', async () => {
    const first = await withProofPhoto('First photo');
    const second = await withProofPhoto('Second photo');
    const page = (await call(admin, 'GET', '/api/admin/proofs?limit=1')).json();
    expect(page).toMatchObject({ total: 2, items: [{ id: second.id }] });
    const next = (await call(admin, 'GET', `/api/admin/proofs?limit=1&cursor=${page.nextCursor}`)).json();
    expect(next).toMatchObject({ items: [{ id: first.id }], nextCursor: null });
    expect((await call(admin, 'GET', '/api/admin/proofs?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });
});

describe('who may check a proof photo', () => {
  it('admins only: 401 for a guest, 403 for the seller or a buyer, and nothing changes', async () => {
    const listing = await withProofPhoto('Guarded board');
    for (const action of ['approve', 'reject']) {
      const url = `/api/admin/proofs/${listing.id}/${action}`;
      expect((await call(null, 'POST', url, { reason: 'No code' })).statusCode).toBe(401);
      expect((await call(seller, 'POST', url, { reason: 'No code' })).statusCode).toBe(403);
      expect((await call(buyer, 'POST', url, { reason: 'No code' })).statusCode).toBe(403);
    }
    expect((await call(seller, 'GET', '/api/admin/proofs')).statusCode).toBe(403);
    expect(await mine(listing.id)).toMatchObject({ proofStatus: 'pending' });
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it('answers 404 for an unknown listing, 409 for one without a photo waiting, 400 for a rejection without a reason', async () => {
    for (const id of ['0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99', 'not-a-listing']) {
      expect((await call(admin, 'POST', `/api/admin/proofs/${id}/approve`)).statusCode).toBe(404);
      expect((await call(admin, 'POST', `/api/admin/proofs/${id}/reject`, { reason: 'No code' })).statusCode).toBe(404);
    }
    const plain = await call(seller, 'POST', '/api/products', { ...listingInput, name: 'No photo' });
    expect((await call(admin, 'POST', `/api/admin/proofs/${plain.json().id}/approve`)).statusCode).toBe(409);

    const listing = await withProofPhoto('Reasoned board');
    for (const payload of [{}, { reason: '' }, { reason: 'x' }, { reason: 'y'.repeat(501) }, { reason: 7 }]) {
      const res = await call(admin, 'POST', `/api/admin/proofs/${listing.id}/reject`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('reason');
    }
    expect(await mine(listing.id)).toMatchObject({ proofStatus: 'pending' });
  });
});
