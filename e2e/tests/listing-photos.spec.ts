import { SellerListingSchema, UploadResponseSchema } from '@reboard/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerWithApi, toast } from './support/accounts.ts';
import { BASE_URL } from './support/e2e-env.ts';
import { pngFile } from './support/files.ts';
import { fillRequiredListingFields } from './support/listing-form.ts';
import { uniqueWord } from './support/orders.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/page-checks.ts';
import { findCardOnProductsPage } from './support/product-card.ts';

const COLOURS: [number, number, number][] = [
  [200, 40, 40],
  [40, 160, 60],
  [40, 60, 200],
];
const files = () => COLOURS.map((rgb, i) => pngFile(`photo-${i + 1}.png`, rgb, 64));

/** Uploads a picture through the API as `page`'s user, as the form does, and answers its URL. */
async function uploadWithApi(page: Page, file: ReturnType<typeof pngFile>): Promise<string> {
  const response = await page.request.post('/api/uploads', { multipart: { image: file }, headers: { Origin: BASE_URL } });
  expect(response.status(), 'POST /api/uploads').toBe(201);
  return UploadResponseSchema.parse(await response.json()).url;
}

test('a seller adds a listing with three photos, moves the third to the front with the keyboard, and its card shows it as the cover', async ({ page }) => {
  await registerWithApi(page, 'seller');
  const name = `Three photo board ${uniqueWord()}`;
  await page.goto('/dashboard/addproduct');
  await page.getByLabel('Product name').fill(name);
  await fillRequiredListingFields(page, { price: '900' });

  // Three chosen at once: each shows its own upload, then the uploaded photo.
  await page.getByLabel('Product photos').setInputFiles(files());
  const photos = page.getByRole('list', { name: 'Photos, in order' });
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  await expect(photos.getByRole('progressbar')).toHaveCount(0);
  await expect(photos.getByRole('img')).toHaveCount(3);
  await expect(photos.getByRole('listitem').first().getByText('Cover')).toBeVisible();
  await expectAccessible(page, 'the add-product form with three photos');
  const third = await photos.getByRole('img', { name: 'Photo 3 of 3', exact: true }).getAttribute('src');
  expect(third).toMatch(/^\/uploads\//);

  // dnd-kit's keyboard sensor: pick up with Space, two places left, drop with Space. Each key
  // waits for what a screen reader hears, as a person would: a key pressed before the pick-up
  // has taken effect is lost.
  await photos.getByRole('button', { name: 'Move Photo 3 of 3', exact: true }).focus();
  await page.keyboard.press('Space');
  // Picked up is said at once; the sensor takes arrow keys only once it has measured where the
  // photos are, and then it says the photo is over its own place. An arrow key pressed between
  // the two is lost (it was, on a busy machine), so the test waits for the second.
  await expect(page.getByText(/is over position 3 of 3\.$/)).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(/is over position 2 of 3\.$/)).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(/is over position 1 of 3, the cover\.$/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(photos.getByRole('img', { name: 'Photo 1 of 3 (cover)', exact: true })).toHaveAttribute('src', third!);
  // The move is told to screen readers, in places rather than ids.
  await expect(page.getByText(/dropped at position 1 of 3, the cover/)).toBeAttached();

  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(toast(page, `${name}'s data added successfully`)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/myproducts');

  // The card's picture repeats its title link, so it is hidden from assistive technology: found by tag.
  const card = await findCardOnProductsPage(page, name);
  await expect(card.locator('img').first()).toHaveAttribute('src', third!);
});

/** A new seller's listing with three uploaded photos, made through the API on a page of its own. */
async function listingWithThreePhotos(browser: Browser) {
  const name = `Gallery board ${uniqueWord()}`;
  const sellerContext = await browser.newContext({ baseURL: BASE_URL });
  const sellerPage = await sellerContext.newPage();
  await registerWithApi(sellerPage, 'seller');
  const urls: string[] = [];
  for (const file of files()) urls.push(await uploadWithApi(sellerPage, file));
  const created = await sellerPage.request.post('/api/products', {
    data: {
      name,
      yearPurchased: 2021,
      sellerPhone: '01712 345678',
      location: 'Dhaka',
      resalePrice: 700,
      usagePeriod: '2 years',
      photos: urls,
    },
    headers: { Origin: BASE_URL },
  });
  expect(created.status()).toBe(201);
  const listing = SellerListingSchema.parse(await created.json());
  await sellerContext.close();
  return { name, urls, id: listing.id };
}

test('a buyer opens the gallery full screen, goes through it with the arrow keys and closes it with Escape', async ({ browser, page }) => {
  const { name, urls, id } = await listingWithThreePhotos(browser);

  await registerWithApi(page, 'buyer');
  await page.goto(`/products/${id}`);
  const main = page.getByRole('main');
  const alt = (n: number) => `${name}, photo ${n} of 3`;
  await expect(main.getByRole('img', { name: alt(1), exact: true })).toHaveAttribute('src', urls[0]!);

  // A thumbnail switches the large photo.
  await main.getByRole('button', { name: 'Show photo 2 of 3' }).click();
  await expect(main.getByRole('img', { name: alt(2), exact: true })).toHaveAttribute('src', urls[1]!);
  await main.getByRole('button', { name: 'Show photo 1 of 3' }).click();

  await main.getByRole('button', { name: 'View photo 1 of 3 full screen' }).click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: alt(1), exact: true })).toHaveAttribute('src', urls[0]!);
  await expectAccessible(page, 'the full-screen photo viewer');

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: alt(2), exact: true })).toHaveAttribute('src', urls[1]!);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: alt(3), exact: true })).toHaveAttribute('src', urls[2]!);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: alt(1), exact: true })).toHaveAttribute('src', urls[0]!);
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: alt(3), exact: true })).toHaveAttribute('src', urls[2]!);

  const zoom = viewer.getByRole('button', { name: 'Zoom in' });
  await zoom.click();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The page shows the photo the buyer stopped at.
  await expect(main.getByRole('img', { name: alt(3), exact: true })).toBeVisible();
});

test('on a phone the gallery fits the screen and a swipe shows the next photo', async ({ browser }) => {
  const { name, urls, id } = await listingWithThreePhotos(browser);
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/products/${id}`);
  const main = page.getByRole('main');
  const cover = main.getByRole('img', { name: `${name}, photo 1 of 3`, exact: true });
  await expect(cover).toHaveAttribute('src', urls[0]!);
  await expectNoSidewaysScroll(page, `/products/${id}`);

  // A finger moving from right to left across the photo.
  const box = (await cover.boundingBox())!;
  const y = box.y + box.height / 2;
  await cover.evaluate(
    (img, { from, to, y }) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: img, clientX: x, clientY: y });
      img.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from)], changedTouches: [touch(from)] }));
      img.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to)] }));
    },
    { from: box.x + box.width * 0.8, to: box.x + box.width * 0.2, y },
  );
  await expect(main.getByRole('img', { name: `${name}, photo 2 of 3`, exact: true })).toHaveAttribute('src', urls[1]!);
  await context.close();
});
