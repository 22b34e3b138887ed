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
      resalePrice: '1200',
      usagePeriod: '2 years',
    });
    expect(result).toMatchObject({
      name: 'ESP32 board',
      yearPurchased: 2021,
      resalePrice: 1200,
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
    expect(messages({ resalePrice: '12345' }).resalePrice).toBe('At most 4 digits');
    expect(messages({ usagePeriod: '12345678901' }).usagePeriod).toBe('At most 10 characters');
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
      originalPrice: null,
      yearPurchased: 2020,
      usagePeriod: '1 year',
      sellerPhone: '01700000000',
      location: 'Khulna',
      description: '',
      picture: '/demo/ram.webp',
      photos: ['/demo/ram.webp', '/demo/ram-back.webp'],
      status: 'active',
      delivery: { meetUp: true, courierFeeInside: 6000, courierFeeOutside: 0 },
    } as SellerListing;
    expect(listingToForm(listing, 'BDT')).toMatchObject({
      resalePrice: '1200',
      originalPrice: '',
      manufacturer: '',
      photos: ['/demo/ram.webp', '/demo/ram-back.webp'],
      meetUp: true,
      courier: true,
      courierFeeInside: '60',
      courierFeeOutside: '0',
    });
    const parsed = ListingFormSchema.safeParse(listingToForm({ ...listing, specs: { capacity: '8 GB', capacitance: '10 µF' } }, 'BDT'));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ meetUp: true, courier: true, courierFeeInside: 60, courierFeeOutside: 0 });
    // The specifications go back as they are, each key of the category (a blank for those not given).
    expect(parsed.data?.specs).toMatchObject({ capacity: '8 GB', capacitance: '10 µF' });
    expect(parsed.data?.specs).not.toHaveProperty('type');
    expect(lockedReasonKey(listing)).toBeNull();
    expect(english(lockedReasonKey({ status: 'sold' }) ?? '')).toBe('Sold listings cannot be changed');
  });
});
