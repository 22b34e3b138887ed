import { photoAlt } from '@reboard/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { allProducts, demoListing, hasDemoPicture, productPage } from './support/api.ts';
import { productCard } from './support/product-card.ts';

/*
 * Pictures: each with its size, a srcset of the stored copies, the detail page's photo fetched
 * first and every card picture only when it nears the screen.
 */

/** A demo listing: its picture has copies (another test may list one with a tiny upload). */

/**
 * A search among the demo listings whose results hold a demo picture after the first card. Not
 * the plain /products: parallel tests keep listing things without pictures at its top.
 */
async function demoSearch(request: APIRequestContext) {
  const words = new Set((await allProducts(request)).filter(hasDemoPicture).map((x) => x.name.split(' ')[0]!));
  for (const word of words) {
    const [first, ...rest] = (await productPage(request, `q=${encodeURIComponent(word)}`)).items;
    const p = rest.find(hasDemoPicture);
    if (first && p) return { word, first, p };
  }
  throw new Error('demo data should include two listings that share a word, the second with a demo picture');
}

test('listing cards load their pictures lazily, at the size the card needs, except the first', async ({ page, request }) => {
  const { word, first, p } = await demoSearch(request);
  await page.goto(`/products?q=${encodeURIComponent(word)}`);
  // A card's picture repeats its title link for pointer users, so it is hidden from assistive technology.
  const pictureOf = (name: string) => productCard(page, name).getByRole('img', { name, exact: true, includeHidden: true });

  // The first card's picture is the page's largest on a phone: fetched at once and first (when it has
  // one: another test may just have listed something without a picture).
  if (first.picture) {
    await expect(pictureOf(first.name)).toHaveAttribute('fetchpriority', 'high');
    await expect(pictureOf(first.name)).not.toHaveAttribute('loading', 'lazy');
  }

  const picture = pictureOf(p.name);
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).not.toHaveAttribute('fetchpriority', /./);
  await expect(picture).toHaveAttribute('width', /^\d+$/);
  await expect(picture).toHaveAttribute('height', /^\d+$/);
  await expect(picture).toHaveAttribute('srcset', new RegExp(`${p.picture!.replace('.webp', '.320w.webp')} 320w`));
  await expect(picture).toHaveAttribute('sizes', /\d/);

  // At 1280 px a card is about 19rem wide: the browser takes the 320 px copy, not the original.
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toBe(
    p.picture!.replace('.webp', '.320w.webp'),
  );
});

test('a phone gets a copy as wide as its screen', async ({ browser, request }) => {
  const p = await demoListing(request);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`/products/${p.id}`);
  const photo = page.getByRole('main').getByRole('img', { name: photoAlt(p.name, 0, p.photos.length), exact: true });
  // 360 px at twice the density wants 720 px: the 800 px original, not a smaller copy.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toBe(p.picture);
  await context.close();
});

test('the detail page’s photo is fetched first, with its size', async ({ page, request }) => {
  const p = await demoListing(request);
  await page.goto(`/products/${p.id}`);
  const photo = page.getByRole('main').getByRole('img', { name: photoAlt(p.name, 0, p.photos.length), exact: true });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).not.toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('width', /^\d+$/);
  await expect(photo).toHaveAttribute('height', /^\d+$/);
  await expect(photo).toHaveAttribute('srcset', /\b640w\b/);
});

test('the detail page’s head asks for its photo before the page is read: high priority, with its copies', async ({ request }) => {
  const p = await demoListing(request);
  const html = await (await request.get(`/products/${p.id}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // React puts a preload for a high-priority <img> in the head; attribute names are case-insensitive in HTML.
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0];
  expect(preload).toMatch(/fetchpriority="high"/i);
  expect(preload).toMatch(new RegExp(`imagesrcset="[^"]*${p.picture!.replace('.webp', '.320w.webp')} 320w[^"]*"`, 'i'));
  expect(preload).toMatch(/imagesizes="[^"]+"/i);
});
