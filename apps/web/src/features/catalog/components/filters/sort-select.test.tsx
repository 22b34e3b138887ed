import { FACET_NAMES } from '@reboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressOf, renderApp } from '@/test/render.tsx';
import { useListingSearch } from '../../hooks/use-listing-search.ts';
import { sortOf } from '../../utils/listing-search.ts';
import { SortSelect } from './sort-select.tsx';

/** The sort menu as a listing page has it: the order in the address, the default when none is said. */
function ListingSort() {
  const listing = useListingSearch(FACET_NAMES);
  return <SortSelect sort={sortOf(listing.search)} searching={!!listing.search.q} onChange={(sort) => listing.update({ sort })} />;
}

const menu = () => screen.getByRole('combobox', { name: 'Sort by' });
const chosen = () => (menu() as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('the sort menu', () => {
  it('shows Best match chosen for a search whose address names no order', async () => {
    await renderApp(<ListingSort />, { url: '/products?q=esp32', path: '/products' });
    expect(chosen()).toBe('Best match');
  });

  it('shows Newest chosen without a search, and offers no Best match', async () => {
    await renderApp(<ListingSort />, { url: '/products?condition=good', path: '/products' });
    expect(chosen()).toBe('Newest');
    expect(screen.queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
  });

  it('puts Newest into the address for a search and takes Best match out again', async () => {
    const { user, router } = await renderApp(<ListingSort />, { url: '/products?q=esp32', path: '/products' });
    await waitFor(() => expect(menu()).toBeEnabled());
    await user.selectOptions(menu(), 'Newest');
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=esp32&sort=newest'));
    expect(menu()).toHaveValue('newest');
    await user.selectOptions(menu(), 'Best match');
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=esp32'));
    // jsdom keeps the option user-event picked marked selected; the value is what React set.
    await waitFor(() => expect(menu()).toHaveValue('relevance'));
  });
});
