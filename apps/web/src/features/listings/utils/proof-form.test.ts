import { describe, expect, it } from 'vitest';
import { emptyListingForm, ListingFormSchema } from './listing-form-values.ts';
import { proofToForm } from './proof-form.ts';

const filled = {
  ...emptyListingForm(),
  name: 'ESP32 board',
  yearPurchased: '2021',
  sellerPhone: '01712 345678',
  location: 'Dhaka',
  resalePrice: '1200',
  usagePeriod: '2 years',
};
const photo = '/uploads/0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99.webp';

describe('the listing form’s proof part', () => {
  it('sends the issued code’s token and the photo, never the code shown', () => {
    const result = ListingFormSchema.parse({ ...filled, proofCode: 'RB-7K2Q', proofToken: 'RB-7K2Q.sig', proofPhoto: photo });
    expect(result).toMatchObject({ proofToken: 'RB-7K2Q.sig', proofPhoto: photo });
    expect(result).not.toHaveProperty('proofCode');
  });

  it('sends no token without one, and an emptied photo as null (taken away)', () => {
    const result = ListingFormSchema.parse(filled);
    expect(result.proofToken).toBeUndefined();
    expect(result.proofPhoto).toBeNull();
  });

  it('fills an edit with the listing’s stored code and photo', () => {
    expect(proofToForm({ proofCode: 'RB-7K2Q', proofPhoto: photo })).toEqual({ proofCode: 'RB-7K2Q', proofToken: '', proofPhoto: photo });
    expect(proofToForm({ proofCode: null, proofPhoto: null })).toEqual({ proofCode: '', proofToken: '', proofPhoto: '' });
  });
});
