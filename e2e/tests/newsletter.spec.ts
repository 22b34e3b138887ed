import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/unique-email.ts';

function newsletterForm(page: Page) {
  return page.getByRole('form', { name: 'Sign up for updates' });
}

async function fill(page: Page, values: { firstName: string; lastName: string; email: string }) {
  const form = newsletterForm(page);
  await form.getByLabel('First name', { exact: true }).fill(values.firstName);
  await form.getByLabel('Last name', { exact: true }).fill(values.lastName);
  await form.getByLabel('Email', { exact: true }).fill(values.email);
}

test.describe('sign up for updates', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('subscribes, shows the server’s message and clears the form', async ({ page }) => {
    await fill(page, { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ok') });
    const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { message } = (await response.json()) as { message: string };

    await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
    await expect(newsletterForm(page).getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(newsletterForm(page).getByLabel('First name', { exact: true })).toHaveValue('');
  });

  test('a missing field is named under it and nothing is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/newsletter')) sent = true;
    });
    await fill(page, { firstName: '', lastName: 'Lovelace', email: uniqueEmail('missing') });
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();

    const firstName = newsletterForm(page).getByLabel('First name', { exact: true });
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toBeFocused();
    expect(sent).toBe(false);
  });

  test('an invalid email is refused in the form', async ({ page }) => {
    await fill(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'not-an-email' });
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletterForm(page).getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
  });

  test('an email that is already subscribed gets the server’s message', async ({ page, request }) => {
    const email = uniqueEmail('dup');
    const first = await request.post('/api/newsletter', { data: { firstName: 'Ada', lastName: 'Lovelace', email } });
    expect(first.status()).toBe(201);

    await fill(page, { firstName: 'Ada', lastName: 'Lovelace', email });
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();

    await expect(newsletterForm(page).getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'This email is already subscribed',
    );
    await expect(page.getByRole('status').filter({ hasText: 'This email is already subscribed' })).toBeVisible();
    // The visitor's input stays, so a typo can be fixed.
    await expect(newsletterForm(page).getByLabel('Email', { exact: true })).toHaveValue(email);
  });
});
