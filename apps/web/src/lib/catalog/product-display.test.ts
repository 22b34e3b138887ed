import type { Product } from '@reboard/contracts';
import { describe, expect, it } from 'vitest';
import { initials, partLine, visibleProducts } from './product-display.ts';

const base: Product = {
  id: 'p1',
  name: 'ESP32 module',
  categoryId: 'c1',
  categoryName: 'Network Modules',
  condition: 'good',
  description: '',
  location: 'Dhaka',
  originalPrice: null,
  resalePrice: 120000,
  picture: null,
  usagePeriod: '1 year',
  yearPurchased: 2022,
  postedOn: null,
  status: 'active',
  isAdvertised: false,
  manufacturer: null,
  partNumber: null,
  workingStatus: null,
  seller: { id: 's1', name: 'Rahim', image: null, verified: false },
};

describe('product display helpers', () => {
  it('never lets a sold or removed listing through', () => {
    const list = [base, { ...base, id: 'p2', status: 'sold' as const }, { ...base, id: 'p3', status: 'removed' as const }];
    expect(visibleProducts(list).map((p) => p.id)).toEqual(['p1']);
  });

  it('joins manufacturer and part number, or gives null when both are missing', () => {
    expect(partLine({ manufacturer: 'Texas Instruments', partNumber: 'LM317T' })).toBe('Texas Instruments · LM317T');
    expect(partLine({ manufacturer: null, partNumber: 'LM317T' })).toBe('LM317T');
    expect(partLine({ manufacturer: null, partNumber: '' })).toBeNull();
  });

  it('makes avatar initials from the first and last word', () => {
    expect(initials('Rahim Uddin Khan')).toBe('RK');
    expect(initials('  rahim ')).toBe('R');
    expect(initials('')).toBe('?');
  });
});
