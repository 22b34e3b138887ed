import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteOriginContext } from '@/lib/meta/site-origin.ts';
import { aConfig } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { RULES_PAGES, type RulesPageSlug } from '../rules-pages.ts';
import { InfoPage } from './info-page.tsx';

const HEADINGS: Record<RulesPageSlug, { en: string; bn: string }> = {
  terms: { en: 'Terms of use', bn: 'ব্যবহারের শর্তাবলি' },
  privacy: { en: 'Privacy', bn: 'গোপনীয়তা' },
  fees: { en: 'Fees', bn: 'ফি' },
  'buyer-protection': { en: 'Buyer protection', bn: 'ক্রেতা সুরক্ষা' },
};
const slugs = Object.keys(RULES_PAGES) as RulesPageSlug[];
const LATIN_WORD = /\b(?!Reboard\b|Stripe\b|Google\b|GitHub\b|IP\b|support\b|reboard\b|example\b)[A-Za-z]{3,}\b/;

/** The page as the app renders it: its preview tags need the site's address. */
const rulesPage = (slug: RulesPageSlug) => (
  <SiteOriginContext value="https://reboard.example">
    <InfoPage slug={slug} />
  </SiteOriginContext>
);

/** Every text on the page, with the reboard address and brand names taken out. */
const pageText = () => document.body.textContent!.replace(/support@reboard\.example/g, '');

describe('the written rules', () => {
  it.each(slugs)('%s: in English, under its own heading and description, every part headed', async (slug) => {
    await renderApp(rulesPage(slug));
    expect(screen.getByRole('heading', { level: 1, name: HEADINGS[slug].en })).toBeInTheDocument();
    const sections = RULES_PAGES[slug].sections;
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(sections.length);
    // Search results and link previews get a sentence of the page's own, not its title.
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(60);
    // No key left untranslated, no placeholder left unfilled.
    expect(pageText()).not.toMatch(/info\.\w+|\{\{/);
    // The other three rules are a click away; the page does not link to itself.
    const others = screen.getByRole('navigation', { name: "Reboard's rules" });
    expect(others.querySelectorAll('a')).toHaveLength(3);
  });

  it.each(slugs)('%s: in Bengali, with no English sentence left in it', async (slug) => {
    await renderApp(rulesPage(slug), { locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: HEADINGS[slug].bn })).toBeInTheDocument();
    expect(pageText()).not.toMatch(/info\.\w+|\{\{/);
    expect(pageText()).not.toMatch(LATIN_WORD);
    expect(screen.getByRole('navigation', { name: 'Reboard-এর নিয়মাবলি' })).toBeInTheDocument();
  });

  it('says Reboard charges nothing today', async () => {
    await renderApp(rulesPage('fees'));
    expect(screen.getByText(/^Reboard charges nothing today\./)).toBeInTheDocument();
  });

  it("gives the deployment's own window for reporting a problem, in the page's digits", async () => {
    await renderApp(rulesPage('buyer-protection'), { config: aConfig({ orderAutoCompleteDays: 7 }) });
    expect(screen.getByText(/After the seller marks the order shipped or handed over, you have 7 days to report/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How to report, and by when' })).toHaveAttribute('id', 'report');
  });

  it('says "1 day", not "1 days"', async () => {
    await renderApp(rulesPage('buyer-protection'), { config: aConfig({ orderAutoCompleteDays: 1 }) });
    expect(screen.getByText(/you have 1 day to report/)).toBeInTheDocument();
  });

  it('writes the window in Bengali digits on a Bengali page', async () => {
    await renderApp(rulesPage('buyer-protection'), { locale: 'bn', config: aConfig({ orderAutoCompleteDays: 7 }) });
    expect(screen.getByText(/জানানোর জন্য আপনার হাতে থাকে ৭ দিন/)).toBeInTheDocument();
  });
});
