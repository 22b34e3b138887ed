import { describe, expect, it } from 'vitest';
import { priceBandValue } from '@reboard/contracts';
import { bandRange, checkPriceRange, selectedBand } from './price-range.ts';

describe('price range', () => {
  it('names bands as the API does and splits them back', () => {
    expect(priceBandValue({ minPrice: 500, maxPrice: 999 })).toBe('500-999');
    expect(priceBandValue({ minPrice: 20000 })).toBe('20000-');
    expect(bandRange('20000-')).toEqual({ minPrice: '20000', maxPrice: undefined });
    expect(selectedBand('500', '999')).toBe('500-999');
    expect(selectedBand('500', '998')).toBeUndefined();
  });

  it('accepts whole amounts, either end left empty', () => {
    expect(checkPriceRange(' 100 ', '')).toEqual({ ok: true, minPrice: '100', maxPrice: undefined });
    expect(checkPriceRange('', '')).toEqual({ ok: true, minPrice: undefined, maxPrice: undefined });
  });

  it('refuses a negative, fractional or upside-down range, naming the field', () => {
    expect(checkPriceRange('-1', '')).toMatchObject({ ok: false, field: 'minPrice', problem: 'negative' });
    expect(checkPriceRange('', '9.5')).toMatchObject({ ok: false, field: 'maxPrice', problem: 'whole' });
    expect(checkPriceRange('900', '100')).toMatchObject({
      ok: false,
      field: 'maxPrice',
      problem: 'order',
    });
    expect(checkPriceRange('abc', '')).toMatchObject({ ok: false, field: 'minPrice', problem: 'number' });
    expect(checkPriceRange('', '100000001')).toMatchObject({ ok: false, field: 'maxPrice', problem: 'large' });
  });
});
