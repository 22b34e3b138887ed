import { describe, expect, it } from 'vitest';
import { initials, partLine, productSummary, visibleProducts } from './product-display.ts';
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

describe('a listing’s summary for link previews', () => {
  const money = (minor: number) => `৳${minor / 100}`;

  it('keeps its English words without a t', () => {
    expect(productSummary({ ...base, description: '' }, money)).toBe('Good condition, ৳1200, in Dhaka. Network Modules on Reboard.');
  });

  it('says the facts through the page’s t, the seller’s description as written', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
    expect(productSummary({ ...base, description: 'Works  fine' }, money, t)).toBe(
      'common.productSummary.facts{"condition":"common.condition.good","price":"৳1200","location":"Dhaka"} Works fine',
    );
  });
});
