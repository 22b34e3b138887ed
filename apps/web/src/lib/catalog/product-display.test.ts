import { describe, expect, it } from 'vitest';
import { initials, partLine, visibleProducts } from './product-display.ts';
import { aProduct as base } from './test-product.ts';


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
