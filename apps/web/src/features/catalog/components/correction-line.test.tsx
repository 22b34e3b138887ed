import { FACET_NAMES, ProductPageSchema, type ProductPage } from '@reboard/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '@/test/fake-api.ts';
import { someFacets } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { useProductFacets } from '../api/get-product-facets.ts';
import { useProducts } from '../api/get-products.ts';
import { useListingSearch } from '../hooks/use-listing-search.ts';
import { facetQuery } from '../utils/listing-search.ts';
import { ListingBrowser } from './listing-browser.tsx';
import type { ProductActions } from './product-actions.ts';

const Nothing = () => null;
const NO_ACTIONS: ProductActions = { Book: Nothing, Report: Nothing, Ask: Nothing, Watch: Nothing, RemoveProofBadge: Nothing, SaveSearch: Nothing };

/** The products page's body: its results and filters read from the address. */
function Results() {
  const listing = useListingSearch(FACET_NAMES);
  const list = useProducts(listing.search);
  const facets = useProductFacets(facetQuery(listing.search));
  return <ListingBrowser listing={listing} list={list} facets={facets} label="Products" empty={{ title: 'No results', body: 'Nothing matched' }} actions={NO_ACTIONS} />;
}

const aPage = (over: Partial<ProductPage> = {}): ProductPage =>
  ProductPageSchema.parse({ items: [], nextCursor: null, total: 0, totalIsExact: true, ...over });

function renderResults(url: string, page: ProductPage, locale: 'en' | 'bn' = 'en') {
  const api = new FakeApi().on('GET', '/api/products', { body: page }).on('GET', '/api/products/facets', { body: someFacets() });
  return renderApp(<Results />, { url, path: '/products', api, locale });
}

const CORRECTED = aPage({ correction: { query: 'raspberry pi', typed: 'raspbery pi' } });

describe('the correction line', () => {
  it('says which words were searched and links to the words as typed, keeping the filters', async () => {
    await renderResults('/products?q=raspbery+pi&condition=good', CORRECTED);
    const line = await screen.findByText(/^Showing results for/);
    expect(line).toHaveTextContent('Showing results for raspberry pi — search instead for raspbery pi');
    expect(screen.getByText('raspberry pi')).toHaveProperty('tagName', 'STRONG');
    const link = screen.getByRole('link', { name: 'search instead for raspbery pi' });
    expect(link).toHaveAttribute('href', '/products?q=raspbery+pi&condition=good&asTyped=true');
  });

  it('reads in Bengali', async () => {
    await renderResults('/products?q=raspbery+pi', CORRECTED, 'bn');
    const link = await screen.findByRole('link', { name: 'এর বদলে raspbery pi খুঁজুন' });
    expect(link.closest('p')).toHaveTextContent('raspberry pi-এর ফলাফল দেখানো হচ্ছে — এর বদলে raspbery pi খুঁজুন');
  });

  it('is not there when the words were searched as typed', async () => {
    const { api } = await renderResults('/products?q=raspbery+pi&asTyped=true', aPage());
    await screen.findByText('No results');
    expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();
    expect(api.sent('GET', '/api/products')[0]?.query.get('asTyped')).toBe('true');
  });
});
