import { expect, test, type BrowserContext } from '@playwright/test';
import { E2E_ADMIN, freshAccount, signInWithApi, toast } from './support/accounts.ts';
import { BASE_URL } from './support/e2e-env.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/page-checks.ts';
import { sellerWithListing, uniqueWord } from './support/orders.ts';

test.describe('messages about a listing', () => {
  // Two people on two pages, and each waits for the other's message to arrive by itself.
  test.describe.configure({ timeout: 120_000 });
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  test('a buyer asks from the detail page, the seller sees the badge change and answers, and the buyer sees the answer, all without reloading', async ({ page, browser }) => {
    const seller = await sellerWithListing(browser, `E2E Asked board ${uniqueWord()}`);
    contexts.push(seller.context);
    const listingPath = `/products/${seller.listing.id}`;

    // A guest is sent to sign in first and comes back to the listing.
    await page.goto(listingPath);
    await page.getByRole('button', { name: 'Ask the seller' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const buyerName = `Nadia ${uniqueWord()}`;
    const { account: buyer } = await freshAccount(browser, 'buyer', buyerName, contexts);
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password').fill(buyer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(listingPath);

    // The seller waits on their dashboard with nothing unread; they are not offered to ask themselves.
    await seller.page.goto(listingPath);
    await expect(seller.page.getByRole('heading', { level: 1, name: seller.listing.name })).toBeVisible();
    await expect(seller.page.getByRole('button', { name: 'Ask the seller' })).toHaveCount(0);
    await seller.page.goto('/dashboard');
    const sellerBadge = seller.page.getByRole('link', { name: /^Messages/ }).first();
    await expect(sellerBadge).toHaveAccessibleName('Messages');

    await page.getByRole('button', { name: 'Ask the seller' }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]+$/);
    await expect(page.getByRole('link', { name: `View the listing: ${seller.listing.name}` })).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Your message' });
    const question = 'Does the <b>Ethernet</b> port work? Photos: https://example.com/back.jpg';
    await box.fill(question);
    await expect(page.getByText(`${question.length} / 2000 characters`)).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const buyerLog = page.getByRole('log', { name: 'Messages' });
    // Markup stays text; the address is a link that leaves the site without vouching for it.
    await expect(buyerLog.getByText('Does the <b>Ethernet</b> port work?')).toBeVisible();
    await expect(buyerLog.getByRole('link', { name: 'https://example.com/back.jpg' })).toHaveAttribute('rel', 'noopener nofollow ugc');
    await expect(box).toHaveValue('');

    // The seller's header counts it without a reload.
    await expect(sellerBadge).toHaveAccessibleName('Messages, 1 unread', { timeout: 30_000 });
    await sellerBadge.click();
    await expect(seller.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await seller.page.getByRole('link', { name: new RegExp(seller.listing.name) }).click();
    const sellerLog = seller.page.getByRole('log', { name: 'Messages' });
    await expect(sellerLog.getByText('Does the <b>Ethernet</b> port work?')).toBeVisible();
    await expect(seller.page.getByText(`Buyer: ${buyerName}`)).toBeVisible();
    // Read here, so the badge is clear again.
    await expect(sellerBadge).toHaveAccessibleName('Messages');

    // Answered with the keyboard: Ctrl+Enter sends.
    const answer = seller.page.getByRole('textbox', { name: 'Your message' });
    await answer.fill('Yes, it works. I can post it to Chittagong.');
    await answer.press('Control+Enter');
    await expect(sellerLog.getByText('Yes, it works. I can post it to Chittagong.')).toBeVisible();

    // The buyer's open conversation shows the answer without a reload.
    await expect(buyerLog.getByText('Yes, it works. I can post it to Chittagong.')).toBeVisible({ timeout: 30_000 });
  });

  test('an empty inbox says how to start, and a conversation can be reported to the admins', async ({ browser }) => {
    const seller = await sellerWithListing(browser, `E2E Reported board ${uniqueWord()}`);
    contexts.push(seller.context);
    const { page } = await freshAccount(browser, 'buyer', `Karim ${uniqueWord()}`, contexts);
    await page.goto('/dashboard/messages');
    await expect(page.getByText('No messages yet')).toBeVisible();

    await page.goto(`/products/${seller.listing.id}`);
    await page.getByRole('button', { name: 'Ask the seller' }).click();
    await page.getByRole('textbox', { name: 'Your message' }).fill('Is it still available?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('log', { name: 'Messages' }).getByText('Is it still available?')).toBeVisible();
    await expectAccessible(page, 'a conversation');
    // On a phone: no sideways scrolling, and the box and Send still there.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page, 'a conversation at 360 px');
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Report conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this conversation?' });
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(dialog.getByText('Say what is wrong')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'What is wrong?' }).fill('Testing the report');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(toast(page, 'Our team will read this conversation')).toBeVisible();

    // An admin reads it from the queue, with its messages, and closes the report.
    const admin = await browser.newContext({ baseURL: BASE_URL });
    contexts.push(admin);
    const adminPage = await admin.newPage();
    await signInWithApi(adminPage, E2E_ADMIN);
    await adminPage.goto('/dashboard/reportedconversations');
    const report = adminPage.getByRole('article').filter({ hasText: seller.listing.name });
    await expect(report.getByText('Testing the report')).toBeVisible();
    await expect(report.getByRole('list', { name: 'Messages' }).getByText('Is it still available?')).toBeVisible();
    await report.getByRole('button', { name: 'Close report' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Close report' }).click();
    await expect(toast(adminPage, 'Report closed')).toBeVisible();
    await expect(adminPage.getByRole('article').filter({ hasText: seller.listing.name })).toHaveCount(0);
  });
});
