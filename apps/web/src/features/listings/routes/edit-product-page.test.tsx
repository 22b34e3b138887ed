import { CATEGORY_IDS, type SellerListing } from '@reboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/lib/catalog/test-product.ts';
import { FakeApi } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { EditProductPage } from './edit-product-page.tsx';

const ID = '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e01';
const LOT: SellerListing = {
  ...aProduct,
  id: ID,
  name: 'LM317T regulators',
  categoryId: CATEGORY_IDS.networkModules,
  quantity: 10,
  available: 10,
  lot: true,
  sellerPhone: '+8801711000000',
  removedReason: null,
  specs: {},
  boostedUntil: null,
  proofCode: null,
  proofPhoto: null,
  proofBadgeRemoved: false,
  proofStatus: null,
  proofRejectedReason: null,
};

async function renderEdit() {
  const api = new FakeApi()
    .on('GET', `/api/seller/products/${ID}`, { body: LOT })
    .on('GET', '/api/seller/proof-code', { body: { code: 'RB-7K2Q', token: 'signed' } })
    .on('PATCH', `/api/products/${ID}`, { body: LOT });
  const view = await renderApp(<EditProductPage />, { api, url: `/dashboard/edit/${ID}`, path: '/dashboard/edit/:id', signedIn: aUser({ role: 'seller' }) });
  const units = await screen.findByLabelText('Quantity (units for sale at this price)');
  return { ...view, units };
}

const sentQuantities = (api: FakeApi) => api.sent('PATCH', `/api/products/${ID}`).map((r) => (r.body as { quantity?: unknown }).quantity);

describe('editing a lot', () => {
  it('leaves the units alone when the seller did not change them (units sold meanwhile stay sold)', async () => {
    const { user, api, units } = await renderEdit();
    expect(units).toHaveValue('10');
    await user.type(screen.getByLabelText('Product name'), ', 5 V');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentQuantities(api)).toEqual([undefined]));
  });

  it('sends the units the seller typed', async () => {
    const { user, api, units } = await renderEdit();
    await user.clear(units);
    await user.type(units, '১২');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentQuantities(api)).toEqual([12]));
  });
});
