import { PROOF_CODE_PATTERN, ProofCodeSchema, SellerListingSchema, type ListingInput } from '@reboard/contracts';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, E2E_ADMIN } from './support/e2e-env.ts';
import { registerWithApi, signInWithApi, toast } from './support/accounts.ts';
import { pngFile } from './support/files.ts';
import { fillRequiredListingFields } from './support/listing-form.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/page-checks.ts';
import { findCardOnProductsPage, productCard } from './support/product-card.ts';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A listing with a proof photo, made through the API as the form would: code, upload, then the listing; an admin approves it. */
async function provenListing(page: Page, admin: Page, name: string) {
  const { token } = ProofCodeSchema.parse(await (await page.request.get('/api/seller/proof-code')).json());
  const upload = await page.request.post('/api/uploads', { multipart: { image: pngFile('proof.png', [200, 40, 40], 64) } });
  expect(upload.status(), 'POST /api/uploads').toBe(201);
  const data: ListingInput = {
    name,
    yearPurchased: 2021,
    sellerPhone: '01712 345678',
    location: 'Dhaka',
    resalePrice: 1500,
    usagePeriod: '8 months',
    proofToken: token,
    proofPhoto: (await upload.json()).url,
  };
  const response = await page.request.post('/api/products', { data });
  expect(response.status(), 'POST /api/products').toBe(201);
  const listing = SellerListingSchema.parse(await response.json());
  expect((await admin.request.post(`/api/admin/proofs/${listing.id}/approve`)).status(), 'approve').toBe(200);
  return listing;
}

test('the code shown on Add Product is the one beside the proof photo; an admin approves it from the queue, then the card says "Photo with code"', async ({ page, browser }) => {
  await registerWithApi(page, 'seller');
  const name = unique('Proven ESP32 board');
  await page.goto('/dashboard/addproduct');

  const shown = page.getByText(PROOF_CODE_PATTERN);
  await expect(shown).toBeVisible();
  await expect(page.getByText('Write this code on paper, put it beside the item and take a photo')).toBeVisible();
  const code = (await shown.textContent())!.trim();
  await expectAccessible(page, '/dashboard/addproduct');

  await page.getByLabel('Product name').fill(name);
  await fillRequiredListingFields(page, { price: '1200' });
  await page.getByLabel('Proof photo').setInputFiles(pngFile('proof.png', [200, 40, 40], 64));
  await expect(page.getByText('Picture uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the proof photo' })).toBeVisible();

  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(toast(page, `${name}'s data added successfully`)).toBeVisible();

  // Until an admin checks the photo, the seller's list and the listing's page say so, and there is no badge.
  const row = page.getByRole('table', { name: 'Your listings' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByText('“Photo with code”: the photo is being checked')).toBeVisible();
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'It is being checked' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photo with code' })).toHaveCount(0);

  // An admin compares the code given with the photo in the queue, and approves it.
  const admin = await browser.newContext({ baseURL: BASE_URL });
  try {
    const adminPage = await admin.newPage();
    await signInWithApi(adminPage, E2E_ADMIN);
    await adminPage.goto('/dashboard/proofphotos');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Proof Photos' })).toBeVisible();
    const waiting = adminPage.getByRole('list', { name: 'Proof photos to check' }).getByRole('article', { name });
    await expect(waiting.getByText(code, { exact: true })).toBeVisible();
    await expect(waiting.getByRole('img', { name: `The proof photo of ${name}` })).toBeVisible();
    await expectAccessible(adminPage, 'the proof photos queue');
    await waiting.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(toast(adminPage, `${name} now carries the photo-with-code badge`)).toBeVisible();
    await expect(waiting).toHaveCount(0);
  } finally {
    await admin.close();
  }

  await page.reload();
  const proof = page.getByRole('region', { name: 'Photo with code' });
  await expect(proof.getByText(`Code: ${code}`)).toBeVisible();
  await expect(proof.getByRole('img', { name: `${name} beside the handwritten code ${code}` })).toBeVisible();
  await expectAccessible(page, 'a listing with a proof photo');

  // Editing shows the code the listing keeps, with its proof photo.
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`/dashboard/myproducts/edit/${id}`);
  await expect(page.getByText(PROOF_CODE_PATTERN)).toHaveText(code);
  await expect(page.getByRole('img', { name: 'Preview of the proof photo' })).toBeVisible();

  const card = await findCardOnProductsPage(page, name);
  await expect(card.getByText('Photo with code')).toBeVisible();
});

test('a buyer filters by "Photo with code"; an admin removes a wrong badge after confirming, and the listing leaves the filter', async ({ page, browser }) => {
  await registerWithApi(page, 'seller');
  const admin = await browser.newContext({ baseURL: BASE_URL });
  const adminPage = await admin.newPage();
  await signInWithApi(adminPage, E2E_ADMIN);
  const proven = await provenListing(page, adminPage, unique('Proven RAM stick'));

  await page.goto('/products');
  await page.getByRole('checkbox', { name: 'Photo with code' }).first().check();
  await expect(page).toHaveURL(/[?&]proof=true/);
  // Every card the filter leaves carries the badge (the list changes in place, so this waits for it).
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.filter({ hasNotText: 'Photo with code' })).toHaveCount(0);
  await expect(productCard(page, proven.name)).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Photo with code' })).toHaveCount(0);

  try {
    await adminPage.goto(`/products/${proven.id}`);
    // An admin's page, with the removal button, on a phone.
    await adminPage.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(adminPage, 'a listing with a proof photo, as an admin');
    await expectNoSidewaysScroll(adminPage, 'a listing with a proof photo, as an admin');
    await adminPage.getByRole('button', { name: 'Remove photo-with-code badge' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Remove photo-with-code badge?' });
    await dialog.getByRole('button', { name: 'Remove badge' }).click();
    await expect(toast(adminPage, `${proven.name} no longer carries the photo-with-code badge`)).toBeVisible();
    await expect(adminPage.getByRole('region', { name: 'Photo with code' })).toHaveCount(0);
    await expect(adminPage.getByRole('main').getByText('Photo with code')).toHaveCount(0);
  } finally {
    await admin.close();
  }

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Photo with code' }).first()).toBeChecked();
  await expect(productCard(page, proven.name)).toHaveCount(0);
});
