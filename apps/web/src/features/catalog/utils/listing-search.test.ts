import { describe, expect, it } from 'vitest';
import { FACET_NAMES } from '@reboard/contracts';
import {
  activeDimensions,
  CATEGORY_PAGE_DIMENSIONS,
  clearFiltersPatch,
  facetQuery,
  patchSearch,
  readListingSearch,
  sortOf,
  withSort,
} from './listing-search.ts';

describe('listing search in the URL', () => {
  it('reads the term, filters and sort, leaving values as typed for the API to judge', () => {
    const params = new URLSearchParams('q=%20esp32%20&condition=mint&minPrice=-5&maxPrice=900&sort=price_asc&cursor=x&foo=1');
    expect(readListingSearch(params, FACET_NAMES)).toEqual({
      q: 'esp32',
      condition: 'mint',
      minPrice: '-5',
      maxPrice: '900',
      sort: 'price_asc',
    });
  });

  it('ignores the category parameter on a category page, whose path names it', () => {
    const params = new URLSearchParams('category=c1&workingStatus=untested&verified=true&location=Dhaka');
    expect(readListingSearch(params, CATEGORY_PAGE_DIMENSIONS)).toEqual({
      workingStatus: 'untested',
      verified: 'true',
      location: 'Dhaka',
    });
  });

  it('changes parameters, dropping empty ones, the default sort and Best match without a term', () => {
    const params = new URLSearchParams('q=esp32&condition=good&sort=price_asc');
    expect(patchSearch(params, { condition: undefined, minPrice: '500' }).toString()).toBe('q=esp32&sort=price_asc&minPrice=500');
    expect(patchSearch(new URLSearchParams('q=esp32&condition=good&sort=relevance'), { q: undefined }).toString()).toBe('condition=good');
    expect(patchSearch(new URLSearchParams('condition=good'), { sort: 'newest' }).toString()).toBe('condition=good');
  });

  it('leaves Best match unsaid with a term, and Newest without one, so the default follows the term', () => {
    expect(patchSearch(new URLSearchParams('q=esp32'), { sort: 'relevance' }).toString()).toBe('q=esp32');
    // Newest with a term is a choice, kept while the term changes and dropped when it goes.
    const newest = patchSearch(new URLSearchParams('q=esp32'), { sort: 'newest' });
    expect(newest.toString()).toBe('q=esp32&sort=newest');
    expect(patchSearch(newest, { q: 'arduino' }).toString()).toBe('q=arduino&sort=newest');
    expect(patchSearch(newest, { q: undefined }).toString()).toBe('');
    expect(sortOf({ q: 'esp32' })).toBe('relevance');
    expect(sortOf({})).toBe('newest');
    expect(sortOf({ q: 'esp32', sort: 'newest' })).toBe('newest');
    expect(withSort({ q: 'esp32' })).toEqual({ q: 'esp32', sort: 'relevance' });
  });

  it('keeps the words as typed with the term and drops them with it', () => {
    const params = new URLSearchParams('q=raspbery+pi&asTyped=true');
    expect(readListingSearch(params, FACET_NAMES)).toEqual({ q: 'raspbery pi', asTyped: 'true' });
    expect(patchSearch(params, { condition: 'good' }).toString()).toBe('q=raspbery+pi&asTyped=true&condition=good');
    expect(patchSearch(params, { q: undefined }).toString()).toBe('');
  });

  it('clears every filter but keeps the term and the sort', () => {
    const params = new URLSearchParams('q=esp32&condition=good&minPrice=1&maxPrice=2&location=Dhaka&sort=price_desc');
    expect(patchSearch(params, clearFiltersPatch(FACET_NAMES)).toString()).toBe('q=esp32&sort=price_desc');
  });

  it('lists the filters in use, counting a price range once', () => {
    const search = { q: 'x', minPrice: '10', maxPrice: '20', condition: 'good', sort: 'price_asc' };
    expect(activeDimensions(search, FACET_NAMES)).toEqual(['condition', 'price']);
    expect(facetQuery(search)).toEqual({ q: 'x', minPrice: '10', maxPrice: '20', condition: 'good' });
  });
});
