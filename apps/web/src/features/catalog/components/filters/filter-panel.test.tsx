import { CATEGORY_IDS, FACET_NAMES, type ProductFacets } from '@reboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { someFacets } from '@/test/fixtures.ts';
import { addressOf, renderApp } from '@/test/render.tsx';
import { useListingSearch } from '../../hooks/use-listing-search.ts';
import { FilterPanel } from './filter-panel.tsx';
import { useFilterContext } from './use-filter-context.ts';

/** The panel as /products has it: every filter, kept in the address. */
function ProductsFilters({ facets }: { facets: ProductFacets }) {
  const listing = useListingSearch(FACET_NAMES);
  const ctx = useFilterContext(facets.facets, facets.specs);
  return <FilterPanel listing={listing} ctx={ctx} updating={false} />;
}

const counted = (value: string, label: string, count: number) => ({ value, label, count, countIsExact: true });

const FACETS = someFacets({
  condition: [counted('excellent', 'Excellent', 3), counted('good', 'Good', 12), counted('fair', 'Fair', 0)],
  category: [counted(CATEGORY_IDS.memoryStorage, 'Memory & Storage', 7)],
  verified: [counted('true', 'Verified sellers only', 4)],
});

function renderPanel(url = '/products', facets = FACETS, locale: 'en' | 'bn' = 'en') {
  return renderApp(<ProductsFilters facets={facets} />, { url, path: '/products', locale });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the filter panel', () => {
  it('shows each value with the number of listings it would leave', async () => {
    await renderPanel();
    const condition = group('Condition');
    expect(within(condition).getAllByRole('radio').map((radio) => radio.getAttribute('value') ?? 'any')).toEqual(['any', 'excellent', 'good', 'fair']);
    expect(within(condition).getByRole('radio', { name: 'Good 12' })).not.toBeChecked();
    expect(within(condition).getByRole('radio', { name: 'Any condition' })).toBeChecked();
    // The categories arrive from the API; a value the counts do not list shows with none left.
    const category = await screen.findByRole('group', { name: 'Category' });
    expect(within(category).getByRole('radio', { name: 'Memory & Storage 7' })).toBeInTheDocument();
    expect(within(category).getByRole('radio', { name: 'Main boards 0' })).toBeInTheDocument();
  });

  it('a condition chosen goes into the address and stays checked; Any condition takes it out again', async () => {
    const { user, router } = await renderPanel('/products?q=esp32');
    await user.click(within(group('Condition')).getByRole('radio', { name: 'Good 12' }));
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=esp32&condition=good'));
    expect(within(group('Condition')).getByRole('radio', { name: 'Good 12' })).toBeChecked();

    await user.click(within(group('Condition')).getByRole('radio', { name: 'Any condition' }));
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=esp32'));
    expect(within(group('Condition')).getByRole('radio', { name: 'Any condition' })).toBeChecked();
  });

  it('a price band sets both ends of the range', async () => {
    const { user, router } = await renderPanel();
    await user.click(within(group('Price')).getByRole('radio', { name: /^৳500 – ৳999/ }));
    await waitFor(() => expect(addressOf(router)).toBe('/products?minPrice=500&maxPrice=999'));
  });

  it('Verified sellers only is a checkbox that adds verified=true', async () => {
    const { user, router } = await renderPanel();
    const verified = within(group('Sellers')).getByRole('checkbox', { name: 'Verified sellers only 4' });
    await user.click(verified);
    await waitFor(() => expect(addressOf(router)).toBe('/products?verified=true'));
    expect(verified).toBeChecked();
  });
});

describe('the price range', () => {
  it('applies a typed range, with Enter as well as the button', async () => {
    const { user, router } = await renderPanel();
    const form = screen.getByRole('form', { name: 'Price range' });
    await user.type(within(form).getByLabelText('Min price'), '100');
    await user.type(within(form).getByLabelText('Max price'), '900{Enter}');
    await waitFor(() => expect(addressOf(router)).toBe('/products?minPrice=100&maxPrice=900'));
  });

  it('shows a range from the address in its fields, with no band and not Any price checked', async () => {
    await renderPanel('/products?minPrice=150&maxPrice=700');
    const form = screen.getByRole('form', { name: 'Price range' });
    expect(within(form).getByLabelText('Min price')).toHaveValue('150');
    expect(within(form).getByLabelText('Max price')).toHaveValue('700');
    expect(within(group('Price')).queryByRole('radio', { checked: true })).toBeNull();
  });

  // Moved from e2e/tests/filters.spec.ts ('a min above the max is explained and not applied').
  it('a min above the max is explained under the fields and not applied', async () => {
    const { user, router } = await renderPanel();
    const form = screen.getByRole('form', { name: 'Price range' });
    await user.type(within(form).getByLabelText('Min price'), '900');
    await user.type(within(form).getByLabelText('Max price'), '100');
    await user.click(within(form).getByRole('button', { name: 'Apply price' }));
    const max = within(form).getByLabelText('Max price');
    await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'));
    expect(max).toHaveAccessibleDescription('Max price must be at least the min price');
    expect(within(form).getByLabelText('Min price')).toHaveAttribute('aria-invalid', 'false');
    expect(addressOf(router)).toBe('/products');
  });

  it('names the field that is not a whole amount, and a fixed range then goes through', async () => {
    // The form checks with the contracts' schemas, which it loads on the first submit: each message comes a moment later.
    const { user, router } = await renderPanel();
    const form = screen.getByRole('form', { name: 'Price range' });
    const min = within(form).getByLabelText('Min price');
    await user.type(min, '12.5{Enter}');
    await waitFor(() => expect(min).toHaveAccessibleDescription('Min price must be a whole amount'));
    expect(addressOf(router)).toBe('/products');

    await user.clear(min);
    await user.type(min, 'abc{Enter}');
    await waitFor(() => expect(min).toHaveAccessibleDescription('Type the min price in digits, such as 25000 or ২৫,০০০'));

    await user.clear(min);
    await user.type(min, '1,00,00,000{Enter}');
    await waitFor(() => expect(min).toHaveAccessibleDescription('The min price can be at most 99,99,999'));
    expect(min).toHaveValue('1,00,00,000');

    await user.clear(min);
    await user.type(min, '12{Enter}');
    await waitFor(() => expect(addressOf(router)).toBe('/products?minPrice=12'));
    expect(screen.queryByText(/must be/)).toBeNull();
  });

  it('reads a range typed with separators or in Bengali digits, and applies the numbers', async () => {
    const { user, router } = await renderPanel();
    const form = screen.getByRole('form', { name: 'Price range' });
    await user.type(within(form).getByLabelText('Min price'), '২০,০০০');
    await user.type(within(form).getByLabelText('Max price'), '1,00,000{Enter}');
    await waitFor(() => expect(addressOf(router)).toBe('/products?minPrice=20000&maxPrice=100000'));
  });

  it('speaks Bengali on a Bengali page: titles, counts in Bengali digits and the problem', async () => {
    const { user } = await renderPanel('/products', FACETS, 'bn');
    expect(within(group('অবস্থা')).getByRole('radio', { name: /১২$/ })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'দামের সীমা' });
    await user.type(within(form).getByLabelText('সর্বনিম্ন দাম'), '900');
    await user.type(within(form).getByLabelText('সর্বোচ্চ দাম'), '100');
    await user.click(within(form).getByRole('button', { name: 'দাম প্রয়োগ করুন' }));
    await waitFor(() => expect(within(form).getByLabelText('সর্বোচ্চ দাম')).toHaveAccessibleDescription('সর্বোচ্চ দাম সর্বনিম্ন দামের চেয়ে কম হতে পারে না'));
  });
});

describe('a specification range', () => {
  const withCapacity = someFacets(
    {},
    {
      specs: [
        {
          key: 'capacity',
          label: 'Capacity',
          kind: 'quantity',
          unit: 'B',
          values: [counted('8589934592', '8 GB', 5)],
          range: { min: '4 GB', max: '16 GB' },
        },
      ],
    },
  );

  it('takes a quantity in any spelling of its unit and puts the range in the address', async () => {
    const { user, router } = await renderPanel('/products', withCapacity);
    const form = screen.getByRole('form', { name: 'Capacity range' });
    // The matches' own range is the hint.
    expect(within(form).getByLabelText('Min capacity')).toHaveAttribute('placeholder', '4 GB');
    await user.type(within(form).getByLabelText('Min capacity'), '4096 MB');
    await user.type(within(form).getByLabelText('Max capacity'), '16GB');
    await user.click(within(form).getByRole('button', { name: 'Apply capacity' }));
    await waitFor(() => expect(addressOf(router)).toBe('/products?spec.capacity.min=4096+MB&spec.capacity.max=16GB'));
  });

  it('explains a value in the wrong unit or without one, and applies nothing', async () => {
    const { user, router } = await renderPanel('/products', withCapacity);
    const form = screen.getByRole('form', { name: 'Capacity range' });
    const min = within(form).getByLabelText('Min capacity');
    await user.type(min, '5 V{Enter}');
    await waitFor(() => expect(min).toHaveAccessibleDescription('Capacity is in bytes (B), not volts (V): for example 8 GB'));
    await user.clear(min);
    await user.type(min, '4{Enter}');
    await waitFor(() => expect(min).toHaveAccessibleDescription('Add the unit: for example 8 GB'));
    expect(addressOf(router)).toBe('/products');
  });
});
