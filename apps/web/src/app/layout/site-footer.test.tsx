import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

const linksIn = (navName: string) =>
  within(screen.getByRole('navigation', { name: navName }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the site footer', () => {
  it('links to the written rules beside the company pages', async () => {
    await renderApp(<SiteFooter />);
    expect(linksIn('Rules')).toEqual([
      ['Terms of use', '/terms'],
      ['Privacy', '/privacy'],
      ['Fees', '/fees'],
      ['Buyer protection', '/buyer-protection'],
    ]);
    expect(linksIn('Company').map(([, href]) => href)).toEqual(['/about', '/contact', '/jobs', '/press-kit']);
  });

  it('names them in Bengali on a Bengali page', async () => {
    await renderApp(<SiteFooter />, { locale: 'bn' });
    expect(linksIn('নিয়মাবলি')).toEqual([
      ['ব্যবহারের শর্তাবলি', '/terms'],
      ['গোপনীয়তা', '/privacy'],
      ['ফি', '/fees'],
      ['ক্রেতা সুরক্ষা', '/buyer-protection'],
    ]);
  });
});
