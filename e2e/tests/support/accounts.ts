import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, E2E_ADMIN } from './e2e-env.ts';
import { uniqueEmail } from './unique-email.ts';

export { E2E_ADMIN };

/** Seeded demo accounts (SEED_DEMO=true) share one documented password. */
export const DEMO_PASSWORD = 'reboard-demo';
export const DEMO_BUYER = { email: 'buyer@demo.reboard.test', password: DEMO_PASSWORD };
export const DEMO_SELLER = { email: 'rafiq.hasan@demo.reboard.test', password: DEMO_PASSWORD };

type Credentials = { email: string; password: string };

/*
 * page.request shares the page's cookies, so these sign the page in without the form (tests of
 * the forms themselves use the forms). State-changing calls carry the app's Origin, as the
 * browser's own requests do.
 */
const post = (page: Page, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { Origin: BASE_URL } });

export async function signInWithApi(page: Page, { email, password }: Credentials): Promise<void> {
  const response = await post(page, '/api/auth/sign-in/email', { email, password });
  expect(response.status(), `sign in ${email}`).toBe(200);
}

/** A fresh account of `role`, signed in. */
export async function registerWithApi(page: Page, role: 'buyer' | 'seller', name = `E2E ${role}`) {
  const account = { name, email: uniqueEmail(role), password: 'e2e-password-1', role };
  const response = await post(page, '/api/auth/sign-up/email', account);
  expect(response.status(), `sign up ${account.email}`).toBe(200);
  return account;
}

/** The toast react-hot-toast shows (role=status), as opposed to the same words inline. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * A fresh account signed in on a page of its own (a new browser context), so the test's page
 * can stay signed in as someone else. The context is added to `contexts` for the test to close.
 */
export async function freshAccount(
  browser: Browser,
  role: 'buyer' | 'seller',
  name: string,
  contexts: BrowserContext[],
) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  contexts.push(context);
  const page = await context.newPage();
  const account = await registerWithApi(page, role, name);
  return { page, account };
}
