import { describe, expect, it } from 'vitest';
import { filtersKey, normaliseFilters, SavedSearchFiltersSchema, searchPath } from './watch.ts';

describe('saved-search filters', () => {
  it('one spelling per search: blanks dropped, spaces collapsed, keys in a fixed order', () => {
    const a = normaliseFilters(SavedSearchFiltersSchema.parse({ maxPrice: '900', q: '  lm317   regulator ', location: '' }));
    expect(a).toEqual({ q: 'lm317 regulator', maxPrice: 900 });
    expect(searchPath(a)).toBe('/products?q=lm317+regulator&maxPrice=900');
    const b = normaliseFilters({ q: 'lm317 regulator', maxPrice: 900, location: 'Dhaka' });
    const c = normaliseFilters({ location: 'dhaka', maxPrice: 900, q: 'lm317  regulator' });
    expect(filtersKey(b)).toBe(filtersKey(c));
    expect(filtersKey(a)).not.toBe(filtersKey(b));
    expect(searchPath({})).toBe('/products');
  });

  it('refuses what the storefront would not take, naming the field', () => {
    const bad = SavedSearchFiltersSchema.safeParse({ condition: 'mint', category: 'x', minPrice: 5, maxPrice: 1, sort: 'newest' });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.') || i.code);
    expect(paths).toEqual(expect.arrayContaining(['condition', 'category', 'unrecognized_keys']));
  });
});
