import { formatPrice } from '@reboard/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/lib/catalog/test-product.ts';
import { createI18n } from '@/lib/i18n/i18n.ts';
import { productSummary } from './product-summary.ts';

describe('a listing’s summary for link previews', () => {
  it('says the facts in the page’s language and keeps the seller’s words as written', async () => {
    const en = await createI18n('en');
    const bn = await createI18n('bn');
    const product = { ...aProduct, condition: 'good' as const, resalePrice: 120000, location: 'Dhaka', description: 'Works  fine' };
    expect(productSummary(product, en.t, (m) => formatPrice(m, 'BDT', 'en'), 'Network Modules')).toBe('Good condition, ৳1,200, in Dhaka. Works fine');
    const bengali = productSummary(product, bn.t, (m) => formatPrice(m, 'BDT', 'bn'), 'নেটওয়ার্ক মডিউল');
    expect(bengali).toContain('ভালো');
    expect(bengali).toContain('৳১,২০০');
    expect(bengali).toMatch(/Works fine$/);
    expect(productSummary({ ...product, description: ' ' }, en.t, (m) => formatPrice(m, 'BDT', 'en'), 'Network Modules')).toMatch(/Network Modules on Reboard\.$/);
  });
});
