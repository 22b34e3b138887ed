import { CATEGORY_IDS, english, type SellerListing } from '@reboard/contracts';
import { describe, expect, it } from 'vitest';
import { emptyListingForm, ListingFormSchema, listingToForm, lockedReasonKey } from './listing-form-values.ts';

const REQUIRED = {
  name: 'name is required',
  yearPurchased: 'year is required',
  sellerPhone: 'phone number is required',
  location: 'location is required',
  resalePrice: 'resale price is required',
  usagePeriod: 'usage period is required',
};

function messages(values: Record<string, string | string[]>) {
  const result = ListingFormSchema.safeParse({ ...emptyListingForm(), ...values });
  if (result.success) return {};
  // The schema names catalogue keys; the English catalogue holds the spec's words for them.
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), english(issue.message)]));
}

describe('listing form', () => {
  it('an empty form names the six required fields with the spec’s messages, and nothing else', () => {
    expect(messages({})).toEqual(REQUIRED);
  });

  it('turns text into the API’s shape: numbers, nulls for empty optional fields, the first category', () => {
    const result = ListingFormSchema.parse({
      ...emptyListingForm(),
      name: ' ESP32 board ',
      yearPurchased: '2021',
      sellerPhone: '01712 345678',
      location: 'Dhaka',
      resalePrice: '25,00,000',
      usagePeriod: '2 years',
    });
    expect(result).toMatchObject({
      name: 'ESP32 board',
      yearPurchased: 2021,
      sellerPhone: '+8801712345678',
      resalePrice: 2500000,
      originalPrice: null,
      photos: [],
      manufacturer: null,
      partNumber: null,
      workingStatus: null,
      condition: 'excellent',
      categoryId: CATEGORY_IDS.networkModules,
    });
  });

  it('keeps the contract’s limits', () => {
    expect(messages({ resalePrice: '1,00,00,000' }).resalePrice).toBe('A price can be at most 99,99,999');
    expect(messages({ resalePrice: '1,5' }).resalePrice).toBe('Type the amount in digits, such as 25000, 25,000 or ২৫,০০০');
    expect(messages({ usagePeriod: '2 years and 3 months' }).usagePeriod).toBeUndefined();
    expect(messages({ usagePeriod: 'x'.repeat(41) }).usagePeriod).toBe('At most 40 characters');
    expect(messages({ sellerPhone: '+1 555 123 4567' }).sellerPhone).toBe('Enter a Bangladeshi mobile number, such as 01711-123456 or +880 1711-123456');
    expect(messages({ photos: ['https://example.com/x.png'] }).photos).toBe('Upload the picture first');
    expect(messages({ photos: Array.from({ length: 11 }, (_, i) => `/demo/p${i}.webp`) }).photos).toBe('At most 10 photos');
  });

  it('holds pasted text to the contract’s text rule: one line where a field has one, lines in the description', () => {
    const filled = { name: 'ESP32', yearPurchased: '2021', sellerPhone: '01712 345678', location: 'Dhaka', resalePrice: '1200', usagePeriod: '2 years' };
    // A row copied from a spreadsheet brings its tab; a control character from a broken paste.
    expect(messages({ ...filled, name: 'ESP32\tboard', location: 'Dha\u0000ka' })).toEqual({
      name: 'Keep this on one line, without line breaks or tabs',
      location: 'Remove the control character (such as NUL) from this text',
    });
    expect(ListingFormSchema.parse({ ...emptyListingForm(), ...filled, description: 'Works.\nBox included.' }).description).toBe('Works.\nBox included.');
  });

  it('fills the edit form with whole amounts and says why sold or removed listings are locked', () => {
    const listing = {
      name: 'RAM stick',
      categoryId: CATEGORY_IDS.memoryStorage,
      condition: 'good',
      workingStatus: 'untested',
      manufacturer: null,
      partNumber: 'KVR16N11/8',
      resalePrice: 120000,
      quantity: 4,
      originalPrice: null,
      yearPurchased: 2020,
      usagePeriod: '1 year',
      sellerPhone: '+8801700000000',
      location: 'Khulna',
      description: '',
      picture: '/demo/ram.webp',
      photos: ['/demo/ram.webp', '/demo/ram-back.webp'],
      status: 'active',
      delivery: { meetUp: true, courierFeeInside: 6000, courierFeeOutside: 0 },
    } as SellerListing;
    expect(listingToForm(listing, 'BDT')).toMatchObject({
      resalePrice: '1200',
      quantity: '4',
      originalPrice: '',
      sellerPhone: '+880 1700-000000',
      manufacturer: '',
      photos: ['/demo/ram.webp', '/demo/ram-back.webp'],
      meetUp: true,
      courier: true,
      courierFeeInside: '60',
      courierFeeOutside: '0',
    });
    const parsed = ListingFormSchema.safeParse(listingToForm({ ...listing, specs: { capacity: '8 GB', capacitance: '10 µF' } }, 'BDT'));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ meetUp: true, courier: true, courierFeeInside: 60, courierFeeOutside: 0, quantity: 4 });
    // The specifications go back as they are, each key of the category (a blank for those not given).
    expect(parsed.data?.specs).toMatchObject({ capacity: '8 GB', capacitance: '10 µF' });
    expect(parsed.data?.specs).not.toHaveProperty('type');
    expect(lockedReasonKey(listing)).toBeNull();
    expect(english(lockedReasonKey({ status: 'sold' }) ?? '')).toBe('Sold listings cannot be changed');
  });
});
