import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './filters-from-search.ts';

describe('filtersFromSearch', () => {
  it('reads the search term, category, condition and sort from the URL', () => {
    const filters = filtersFromSearch(new URLSearchParams('q=%20esp32%20&category=c1&condition=good&sort=price_asc'));
    expect(filters).toEqual({ q: 'esp32', category: 'c1', condition: 'good', sort: 'price_asc' });
  });

  it('drops values the API would refuse and defaults to newest first', () => {
    const filters = filtersFromSearch(new URLSearchParams('q=&condition=mint&sort=cheapest'));
    expect(filters).toEqual({ q: undefined, category: undefined, condition: undefined, sort: 'newest' });
  });
});
