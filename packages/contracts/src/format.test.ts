import { describe, expect, it } from 'vitest';
import { formatPostedOn } from './english-words.ts';
import { formatPrice } from './i18n/format.ts';
import { currencySymbol, formatMoney, toMinor, toWhole } from './money.ts';
import { NewsletterRequestSchema } from './newsletter.ts';
import { ProductListQuerySchema } from './storefront.ts';

describe('money', () => {
  it('keeps amounts in the minor unit and shows the taka sign', () => {
    expect(toMinor(1200, 'BDT')).toBe(120000);
    expect(toWhole(120000, 'BDT')).toBe(1200);
    expect(formatMoney(120000, 'BDT')).toBe('৳1,200');
    expect(formatMoney(12050, 'BDT')).toBe('৳120.5');
    expect(currencySymbol('BDT')).toBe('৳');
  });

  it('groups by lakh with the sign in front, in English and in Bengali', () => {
    expect(formatPrice(2500000, 'BDT', 'en')).toBe('৳25,000');
    expect(formatPrice(2500000, 'BDT', 'bn')).toBe('৳২৫,০০০');
    expect(formatPrice(250000000, 'BDT', 'en')).toBe('৳25,00,000');
    expect(formatPrice(999999900, 'BDT', 'bn')).toBe('৳৯৯,৯৯,৯৯৯');
    expect(formatPrice(-12050, 'BDT', 'bn')).toBe('-৳১২০.৫');
  });

  it('knows currencies without a minor unit', () => {
    expect(toMinor(500, 'JPY')).toBe(500);
    expect(formatMoney(500, 'JPY')).toBe('¥500');
  });
});

describe('posted date', () => {
  it('is day-month-year without zero padding', () => {
    expect(formatPostedOn('2026-03-05T10:00:00.000Z')).toBe('5-3-2026');
  });
  it("falls back to '1 year ago'", () => {
    expect(formatPostedOn(null)).toBe('1 year ago');
    expect(formatPostedOn('garbage')).toBe('1 year ago');
  });
});

describe('request schemas', () => {
  it('newsletter trims and lowercases the email', () => {
    expect(NewsletterRequestSchema.parse({ firstName: ' A ', lastName: 'B', email: ' X@Y.Test ' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      email: 'x@y.test',
    });
  });
  it('product list refuses a page size above 60 instead of clamping it', () => {
    expect(ProductListQuerySchema.safeParse({ limit: '61' }).success).toBe(false);
    expect(ProductListQuerySchema.parse({}).limit).toBe(24);
  });
});
