import type { ProductFacets } from '@reboard/contracts';
import { formatNumber, formatWholePrice, type Locale } from '@reboard/contracts/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n.ts';
import { chipLabel, filterOptions, type FilterContext } from './filter-options.ts';

const none = { count: 0, countIsExact: true };
const facets: ProductFacets['facets'] = {
  category: [{ value: 'c1', label: 'Main boards', count: 12, countIsExact: true }],
  condition: [{ value: 'good', label: 'Good', count: 10_000, countIsExact: false }],
  workingStatus: [],
  price: [{ value: '500-999', label: '', count: 1234, countIsExact: true }],
  verified: [{ value: 'true', label: 'Verified sellers only', ...none }],
  proof: [{ value: 'true', label: 'Photo with code', count: 2, countIsExact: true }],
  location: [{ value: 'Dhaka', label: 'Dhaka', count: 3, countIsExact: true }],
};
async function contextIn(locale: Locale): Promise<FilterContext> {
  const { t } = await createI18n(locale);
  return {
    categories: [{ id: 'c1', name: 'Main boards', image: '' }],
    facets,
    t,
    number: (value) => formatNumber(value, locale),
    whole: (value) => formatWholePrice(value, 'BDT', locale),
    categoryName: (category) => category.name,
  };
}

describe('filter options', () => {
  let ctx: FilterContext;
  let bn: FilterContext;
  beforeAll(async () => {
    ctx = await contextIn('en');
    bn = await contextIn('bn');
  });

  it('offers every known value with its count, capped counts marked', () => {
    expect(filterOptions('condition', ctx, undefined)).toEqual([
      { value: 'excellent', label: 'Excellent', count: '0' },
      { value: 'good', label: 'Good', count: '10,000+' },
      { value: 'fair', label: 'Fair', count: '0' },
    ]);
    expect(filterOptions('price', ctx, undefined)[1]).toEqual({ value: '500-999', label: '৳500 – ৳999', count: '1,234' });
  });

  it('offers "Photo with code" as the proof filter’s one value, with its sampled count', () => {
    expect(filterOptions('proof', ctx, undefined)).toEqual([{ value: 'true', label: 'Photo with code', count: '2' }]);
  });

  it('leaves counts out until they arrive, and keeps a chosen value the list lacks', () => {
    const options = filterOptions('location', { ...ctx, facets: undefined }, 'Sylhet');
    expect(options).toEqual([{ value: 'Sylhet', label: 'Sylhet', count: undefined }]);
  });

  it('names chips by filter and value, unknown values as typed', () => {
    expect(chipLabel('category', { category: 'c1' }, ctx)).toBe('Category: Main boards');
    expect(chipLabel('condition', { condition: 'mint' }, ctx)).toBe('Condition: mint');
    expect(chipLabel('workingStatus', { workingStatus: 'for_parts' }, ctx)).toBe('Working status: For parts / not working');
    expect(chipLabel('price', { minPrice: '1000' }, ctx)).toBe('Price: ৳1,000 and more');
    expect(chipLabel('price', { maxPrice: '999' }, ctx)).toBe('Price: Up to ৳999');
    expect(chipLabel('verified', { verified: 'true' }, ctx)).toBe('Verified sellers only');
    expect(chipLabel('proof', { proof: 'true' }, ctx)).toBe('Photo with code');
  });

  it('speaks the page language, digits and all', () => {
    expect(filterOptions('condition', bn, undefined)[1]).toEqual({ value: 'good', label: 'ভালো', count: '১০,০০০+' });
    expect(chipLabel('condition', { condition: 'good' }, bn)).toBe('অবস্থা: ভালো');
  });
});
