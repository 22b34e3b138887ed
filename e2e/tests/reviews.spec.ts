import { expect, test } from '@playwright/test';
import { E2E_ADMIN, registerWithApi, signInWithApi, toast } from './support/accounts.ts';
import { productPage } from './support/api.ts';
import { BASE_URL } from './support/e2e-env.ts';
import { bookWithApi, receivedWithApi, sellerWithListing, uniqueWord } from './support/orders.ts';

test.describe('reviews and the seller page', () => {
  // A purchase, a review, an edit, an answer and a removal: several pages on two shared cores.
  test.describe.configure({ timeout: 90_000 });

  test('a buyer leaves 5 stars and a text, which then shows on the seller’s page and the listing’s detail page', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Reviewed board ${uniqueWord()}`);
    // A second listing stays for sale: the seller page lists it, and its page shows the rating.
    const other = await seller.page.request.post('/api/products', {
      headers: { Origin: BASE_URL },
      data: { name: `E2E Still for sale ${uniqueWord()}`, yearPurchased: 2023, sellerPhone: '+8801711000000', location: 'Mirpur, Dhaka', resalePrice: 800, usagePeriod: '6 months' },
    });
    expect(other.status()).toBe(201);
    const forSale = (await other.json()) as { id: string; name: string };
    const sellerId = ((await (await page.request.get(`/api/products/${forSale.id}`)).json()) as { seller: { id: string } }).seller.id;

    await registerWithApi(page, 'buyer', `Nadia ${uniqueWord()}`);
    const order = await bookWithApi(page, seller.listing.id);
    await receivedWithApi(page, seller.page, order.id);

    // The order's page carries the review form once the order arrived.
    await page.goto(`/dashboard/orders/${order.id}`);
    const review = page.getByRole('region', { name: 'Your review of the seller' });
    await review.getByRole('button', { name: 'Post review' }).click();
    await expect(review.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await expect(review.getByRole('textbox', { name: 'Review' })).toHaveAccessibleDescription('Review is required');

    // The stars are a radio group: arrow keys move along it.
    const rating = review.getByRole('radiogroup', { name: 'Rating' });
    await rating.getByRole('radio', { name: '4 stars' }).check();
    await page.keyboard.press('ArrowRight');
    await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await review.getByRole('textbox', { name: 'Review' }).fill('Exactly as described, and well packed.');
    await review.getByRole('button', { name: 'Post review' }).click();
    await expect(toast(page, 'Thank you: your review is posted')).toBeVisible();
    await expect(review.getByText('Exactly as described, and well packed.')).toBeVisible();
    await expect(review.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();

    // Editable for 30 days.
    await review.getByRole('button', { name: 'Edit review' }).click();
    await expect(review.getByRole('textbox', { name: 'Review' })).toHaveValue('Exactly as described, and well packed.');
    await review.getByRole('textbox', { name: 'Review' }).fill('Exactly as described, well packed and quick.');
    await review.getByRole('button', { name: 'Save review' }).click();
    await expect(toast(page, 'Your review is updated')).toBeVisible();
    await expect(review.getByText('Exactly as described, well packed and quick.')).toBeVisible();

    // The seller answers once, from the same order's page.
    await seller.page.goto(`/dashboard/orders/${order.id}`);
    const sellerSide = seller.page.getByRole('region', { name: "The buyer's review" });
    await expect(sellerSide.getByText('Exactly as described, well packed and quick.')).toBeVisible();
    await sellerSide.getByLabel('Answer').fill('Thank you, enjoy the board!');
    await sellerSide.getByRole('button', { name: 'Post answer' }).click();
    await expect(toast(seller.page, 'Your answer is posted')).toBeVisible();
    await expect(sellerSide.getByLabel('Answer')).toHaveCount(0);

    // The listing still for sale: the seller's rating, linked to their page.
    await page.goto(`/products/${forSale.id}`);
    await expect(page.getByRole('link', { name: /Rated 5\.0 out of 5 \(1 review\)/ })).toBeVisible();
    await page.getByRole('region', { name: 'Seller' }).getByRole('link', { name: seller.seller.name }).click();
    await expect(page).toHaveURL(`/sellers/${sellerId}`);

    // The seller's page: who, since when, sales, rating, the review with its answer, and what is for sale.
    await expect(page.getByRole('heading', { level: 1, name: seller.seller.name })).toBeVisible();
    await expect(page.getByText('1 completed sale', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await expect(reviews.getByText('Exactly as described, well packed and quick.')).toBeVisible();
    await expect(reviews).toContainText('Nadia');
    await expect(reviews).toContainText('Thank you, enjoy the board!');
    await expect(page.getByRole('list', { name: `${seller.seller.name}'s listings for sale` }).getByRole('link', { name: forSale.name })).toBeVisible();

    // An admin removes it, after confirming; it leaves the page and the rating.
    const admin = await browser.newContext({ baseURL: BASE_URL });
    const adminPage = await admin.newPage();
    await signInWithApi(adminPage, E2E_ADMIN);
    await adminPage.goto(`/sellers/${sellerId}`);
    await adminPage.getByRole('button', { name: 'Remove review' }).click();
    const ask = adminPage.getByRole('dialog', { name: /^Remove Nadia's review\?$/ });
    await ask.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(adminPage, 'Review removed')).toBeVisible();
    await expect(adminPage.getByText('No reviews yet').first()).toBeVisible();
    await Promise.all([admin.close(), seller.context.close()]);
  });

  test('a seller’s page arrives rendered, with its title, canonical link and structured data', async ({ request }) => {
    const [product] = (await productPage(request, 'limit=1')).items;
    const { id, name } = product!.seller;
    const response = await request.get(`/sellers/${id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${name}, seller on Reboard · Reboard</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/sellers/${id}"`));
    expect(html).toContain('"@type":"ProfilePage"');
    expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
  });

  test('an unknown seller’s page is a 404', async ({ page }) => {
    const response = await page.goto('/sellers/no-such-seller');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
  });
});
