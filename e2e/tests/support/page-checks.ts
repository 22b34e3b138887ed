import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The pages every visitor can open; product and category ids are read from the API. */
export function publicPaths(ids: { product: string; category: string; seller: string }): string[] {
  return [
    '/',
    '/products',
    `/category/${ids.category}`,
    `/products/${ids.product}`,
    `/sellers/${ids.seller}`,
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=from-a-mail',
    '/verify-email?token=from-a-mail',
    '/about',
    '/bom',
    '/contact',
    '/jobs',
    '/press-kit',
    '/terms',
    '/privacy',
    '/fees',
    '/buyer-protection',
    '/no-such-page',
  ];
}

/** Each role's dashboard pages (and the buyer's profile). */
export const DASHBOARD_PATHS = {
  buyer: ['/dashboard', '/dashboard/myorders', '/profile', '/dashboard/messages', '/dashboard/notifications', '/dashboard/notifications/settings', '/dashboard/searches', '/dashboard/watchlist', '/dashboard/wanted-lists'],
  seller: ['/dashboard/addproduct', '/dashboard/spreadsheet', '/dashboard/myproducts', '/dashboard/mybuyers', '/dashboard/messages'],
  admin: [
    '/dashboard/allsellers',
    '/dashboard/allbuyers',
    '/dashboard/reporteditems',
    '/dashboard/proofphotos',
    '/dashboard/orderproblems',
    '/dashboard/audit',
    '/dashboard/reportedconversations',
    '/dashboard/messages',
  ],
} as const;

/** Opens `path` and waits until its heading shows and nothing is still loading. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Spinners (role=status) are named "Loading …" or "Checking your session".
  await expect(page.getByRole('status', { name: /^(Loading|Checking)/ })).toHaveCount(0);
  // Judged as people use it: once hydrated, when the controls it renders disabled at first (the
  // filters) are enabled. Before, a scrollable filter list held only disabled choices, which axe
  // rightly reports as a region the keyboard cannot reach.
  await expectHydrated(page);
}

/** Waits until a server-rendered page has hydrated: main.tsx marks `html` until then. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)hydrating(\s|$)/);
}

/**
 * No serious or critical axe violation, and the site's one search landmark. The rule that the
 * accessible name contains the visible text is experimental in axe, so it is switched on here.
 */
export async function expectAccessible(page: Page, path: string): Promise<void> {
  // Colours are judged as they end up: a button still fading in from a transition would be
  // measured half-way and reported as low contrast. Endless animations (spinners) and ones a
  // closed layer holds never finish, hence the cap: the theme's transitions take a fraction of it.
  // Scroll-driven animations (the theme's scroll lock while a dialog is open) end at a
  // percentage of a scroll, not at a time: they never finish either, so they are not awaited.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      })
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  // Legacy mode runs axe once, in the page. The default runs it per frame and then opens a
  // second page to merge the frames' results, which cost as much again as the scan itself:
  // on /products, 13 s against 6 s per scan on a busy two-core machine, the same findings.
  // Reboard's pages have no cross-origin frames, the one thing only the default would reach.
  // Only violations are collected: the nodes that pass are never read, and listing them is work.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const bad = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(bad, `axe on ${path}`).toEqual([]);
  await expect(page.getByRole('search'), `search landmarks on ${path}`).toHaveCount(1);
}

/** The page is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
}
