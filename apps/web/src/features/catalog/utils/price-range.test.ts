import { describe, expect, it } from 'vitest';
import { priceBandValue } from '@reboard/contracts';
import { bandRange, checkPriceRange, selectedBand } from './price-range.ts';

describe('price range', () => {
  it('names bands as the API does and splits them back', () => {
    expect(priceBandValue({ minPrice: 500, maxPrice: 999 })).toBe('500-999');
    expect(priceBandValue({ minPrice: 100000 })).toBe('100000-');
    expect(bandRange('100000-')).toEqual({ minPrice: '100000', maxPrice: undefined });
    expect(selectedBand('500', '999')).toBe('500-999');
    expect(selectedBand('500', '998')).toBeUndefined();
  });

  it('accepts whole amounts as people type them, either end left empty, and applies the numbers read', async () => {
    await expect(checkPriceRange(' 100 ', '')).resolves.toEqual({ ok: true, minPrice: '100', maxPrice: undefined });
    await expect(checkPriceRange('২০,০০০', '25,00,000')).resolves.toEqual({ ok: true, minPrice: '20000', maxPrice: '2500000' });
    await expect(checkPriceRange('', '')).resolves.toEqual({ ok: true, minPrice: undefined, maxPrice: undefined });
  });

  it('refuses what it cannot read, a negative, fractional, too large or upside-down range, naming the field', async () => {
    await expect(checkPriceRange('-1', '')).resolves.toEqual({ ok: false, field: 'minPrice', message: 'validation.filter.minPrice.negative' });
    await expect(checkPriceRange('', '9.5')).resolves.toEqual({ ok: false, field: 'maxPrice', message: 'validation.filter.maxPrice.whole' });
    await expect(checkPriceRange('900', '100')).resolves.toEqual({ ok: false, field: 'maxPrice', message: 'validation.filter.maxPriceBelowMin' });
    await expect(checkPriceRange('abc', '')).resolves.toEqual({ ok: false, field: 'minPrice', message: 'validation.filter.minPrice.number' });
    await expect(checkPriceRange('1,5', '')).resolves.toEqual({ ok: false, field: 'minPrice', message: 'validation.filter.minPrice.number' });
    await expect(checkPriceRange('', '1,00,00,000')).resolves.toEqual({ ok: false, field: 'maxPrice', message: 'validation.filter.maxPrice.tooLarge' });
  });
});
