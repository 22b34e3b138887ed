import { CATEGORY_IDS, SuggestionsSchema, type Suggestion } from '@reboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths.ts';
import { FakeApi } from '@/test/fake-api.ts';
import { addressOf, renderApp } from '@/test/render.tsx';
import { SearchCombobox } from './search-combobox.tsx';

const SUGGESTIONS: Suggestion[] = [
  { kind: 'name', text: 'Raspberry Pi 4 Model B', match: { start: 0, length: 4 } },
  { kind: 'manufacturer', text: 'Raspberry Pi Foundation', match: { start: 0, length: 4 } },
  { kind: 'category', text: 'Main boards', match: null, category: CATEGORY_IDS.mainBoards },
];

/** The suggestions endpoint, answering for any words but an empty box. */
function suggestionsApi(suggestions = SUGGESTIONS) {
  return new FakeApi().on('GET', '/api/products/suggestions', () => ({ body: SuggestionsSchema.parse({ suggestions }) }));
}

function renderBox(api = suggestionsApi(), locale: 'en' | 'bn' = 'en') {
  return renderApp(
    <SearchCombobox landmark action={paths.products} initialTerm="" searchHref={paths.productSearch} label="Search products" placeholder="Search" />,
    { api, locale },
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);
/** The option whose words start so (jsdom spaces the accessible name around the <mark>, browsers do not). */
const option = (words: string) => {
  const found = screen.getAllByRole('option').find((candidate) => candidate.textContent?.startsWith(words));
  if (!found) throw new Error(`No option starting with ${words}`);
  return found;
};

describe('the search box with suggestions', () => {
  it('shows what the API suggests once typing pauses, each marked and with its kind, and says how many', async () => {
    const { user, api } = await renderBox();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 'rasp');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(optionNames()).toEqual(['Raspberry Pi 4 Model BListing', 'Raspberry Pi FoundationManufacturer', 'Main boardsCategory']);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
    // One request for the pause, not one per key.
    expect(api.sent('GET', '/api/products/suggestions').map((request) => request.query.get('q'))).toEqual(['rasp']);
  });

  it('marks the part that matches what was typed', async () => {
    const { user } = await renderBox();
    await user.type(box(), 'rasp');
    const first = (await screen.findAllByRole('option'))[0]!;
    const mark = first.querySelector('mark');
    expect(mark).toHaveTextContent(/^Rasp$/);
    expect(mark?.nextSibling?.textContent).toBe('berry Pi 4 Model B');
    // A suggestion found another way (no match) marks nothing.
    expect(option('Main boards').querySelector('mark')).toBeNull();
  });

  it('moves with the arrow keys and searches the chosen words with Enter', async () => {
    const { user, router } = await renderBox();
    await user.type(box(), 'rasp');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = option('Raspberry Pi Foundation');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}');
    expect(option('Raspberry Pi 4')).toHaveAttribute('aria-selected', 'true');
    // Both ends wrap: up from the first is the last, down from the last the first.
    await user.keyboard('{ArrowUp}');
    expect(option('Main boards')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(option('Raspberry Pi Foundation')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=Raspberry+Pi+Foundation'));
    expect(box()).toHaveValue('Raspberry Pi Foundation');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a category chosen on its page', async () => {
    const { user, router } = await renderBox();
    await user.type(box(), 'main');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(addressOf(router)).toBe(paths.category(CATEGORY_IDS.mainBoards)));
  });

  it('searches the words typed when Enter comes with no option picked', async () => {
    const { user, router } = await renderBox();
    await user.type(box(), 'rasp');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=rasp'));
  });

  it('closes with Escape, then clears the box with a second', async () => {
    const { user } = await renderBox();
    await user.type(box(), 'rasp');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('rasp');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('shows nothing and asks nothing for an empty box', async () => {
    const { user, api } = await renderBox();
    await user.type(box(), 'r');
    await screen.findByRole('listbox');
    await user.clear(box());
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.type(box(), '   ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(api.sent('GET', '/api/products/suggestions').map((request) => request.query.get('q'))).toEqual(['r']);
  });

  it('is a plain search form for the page before its script runs', async () => {
    await renderBox();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/products');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(box()).toHaveAttribute('name', 'q');
  });

  it('names the kinds and counts in Bengali', async () => {
    const { user } = await renderBox(suggestionsApi(), 'bn');
    await user.type(box(), 'rasp');
    await screen.findByRole('listbox', { name: 'পরামর্শ' });
    expect(optionNames()).toEqual(['Raspberry Pi 4 Model Bলিস্টিং', 'Raspberry Pi Foundationপ্রস্তুতকারক', 'Main boardsক্যাটাগরি']);
    expect(screen.getByRole('status')).toHaveTextContent('৩টি পরামর্শ');
  });
});
