import { describe, expect, it } from 'vitest';
import { ListingInputSchema } from './listings.ts';
import { MAX_WHOLE_PRICE, readWholeNumber } from './numbers.ts';
import { ProductListQuerySchema } from './storefront.ts';

const price = { max: MAX_WHOLE_PRICE };

describe('reading a typed whole number', () => {
  it.each([
    ['25000', 25000],
    ['25,000', 25000],
    ['25,00,000', 2500000],
    ['2,500,000', 2500000],
    ['২৫০০০', 25000],
    ['২৫,০০০', 25000],
    ['১৫০০', 1500],
    ['1,500', 1500],
    ['৳25,000', 25000],
    ['৳ ২৫,০০০', 25000],
    ['  99,99,999 ', 9999999],
    ['0', 0],
    ['007', 7],
  ])('reads %j as %d', (typed, value) => {
    expect(readWholeNumber(typed, price)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'number'],
    ['1,5', 'number'],
    ['1,50', 'number'],
    ['25,0000', 'number'],
    ['1,23,4567', 'number'],
    ['25 000', 'number'],
    ['1e3', 'number'],
    ['0x10', 'number'],
    ['12abc', 'number'],
    ['२५', 'number'],
    ['25.5', 'whole'],
    ['25,000.00', 'whole'],
    ['-5', 'negative'],
    ['1,00,00,000', 'tooLarge'],
    ['10000000', 'tooLarge'],
    ['99999999999999999999999', 'tooLarge'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(readWholeNumber(typed, price)).toEqual({ ok: false, problem });
  });

  it('takes a JSON number only when it is whole and within the limits', () => {
    expect(readWholeNumber(25000, price)).toEqual({ ok: true, value: 25000 });
    expect(readWholeNumber(12.5, price)).toEqual({ ok: false, problem: 'whole' });
    expect(readWholeNumber(Number.NaN, price)).toEqual({ ok: false, problem: 'number' });
    expect(readWholeNumber(1969, { min: 1970, max: 2100 })).toEqual({ ok: false, problem: 'tooSmall' });
  });
});

describe('numbers in the listing and filter schemas', () => {
  const listing = { name: 'Board', yearPurchased: '২০২১', sellerPhone: '০১৭১১১২৩৪৫৬', location: 'Dhaka', usagePeriod: '2 years and 3 months' };

  it('takes a price typed with separators or Bengali digits, and keeps a 40-character usage period whole', () => {
    const parsed = ListingInputSchema.parse({ ...listing, resalePrice: '২৫,০০০', originalPrice: '30,000' });
    expect(parsed).toMatchObject({ resalePrice: 25000, originalPrice: 30000, yearPurchased: 2021, sellerPhone: '+8801711123456', usagePeriod: '2 years and 3 months' });
  });

  it('refuses, naming the limit, what it cannot read or what is too large', () => {
    const refused = ListingInputSchema.safeParse({ ...listing, resalePrice: '1,00,00,000', originalPrice: '1,5', usagePeriod: 'x'.repeat(41) });
    const messages = Object.fromEntries(refused.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ resalePrice: 'validation.amount.tooLarge', originalPrice: 'validation.amount.number', usagePeriod: 'validation.atMost.chars40' });
  });

  it('reads a filter bound like a price, and an empty one as not given', () => {
    const query = ProductListQuerySchema.parse({ minPrice: '২০,০০০', maxPrice: '' });
    expect([query.minPrice, query.maxPrice]).toEqual([20000, undefined]);
    const refused = ProductListQuerySchema.safeParse({ minPrice: '1e3', maxPrice: '1,00,00,000' });
    expect(refused.error!.issues.map((i) => i.message).sort()).toEqual(['validation.filter.maxPrice.tooLarge', 'validation.filter.minPrice.number']);
  });
});
