import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { OrderReceipt } from './order-receipt.tsx';

const ORDER_ID = '3f2b8c1e-7d4a-4e5b-9c6f-0a1b2c3d4e5f';
const SELLER = { id: 'seller-1', name: 'Rafiq Hasan', email: 'rafiq@example.com' };
const paid = () => ({
  ...anOrder({ id: ORDER_ID, status: 'paid', step: 'paid', paidAt: '2026-03-05T12:00:00.000Z', transactionId: 'pi_test_123' }),
  viewer: 'buyer' as const,
  seller: SELLER,
  cancelledAt: null,
});

/** The receipt's rows as label → value. */
const rows = () => {
  const list = screen.getByRole('region', { name: 'Receipt' }).querySelector('dl')!;
  const terms = within(list).getAllByRole('term').map((dt) => dt.textContent);
  const values = within(list).getAllByRole('definition').map((dd) => dd.textContent);
  return terms.map((term, i) => [term, values[i]]);
};

describe('the order receipt', () => {
  it('carries the full order number, the item, the price, both sides and the payment', async () => {
    await renderApp(<OrderReceipt order={paid()} />, { signedIn: aUser() });
    expect(rows()).toEqual([
      ['Order number', ORDER_ID],
      ['Item', 'ESP32 dev board'],
      ['Price', '৳2,150'],
      ['Buyer', 'Nadia Rahman'],
      ['Seller', 'Rafiq Hasan'],
      ['Paid on', expect.stringContaining('2026')],
      ['Payment reference', 'pi_test_123'],
    ]);
  });

  it('says how many units of a lot at what price each', async () => {
    await renderApp(<OrderReceipt order={{ ...paid(), quantity: 3, price: 5000 }} />, { signedIn: aUser() });
    expect(rows()[2]).toEqual(['Price', '3 × ৳50']);
  });

  it('shows the delivery rows it is handed under the price', async () => {
    const delivery = (
      <>
        <dt>Hand-over</dt>
        <dd>Courier</dd>
      </>
    );
    await renderApp(<OrderReceipt order={paid()} delivery={delivery} />, { signedIn: aUser() });
    expect(rows().slice(2, 4)).toEqual([
      ['Price', '৳2,150'],
      ['Hand-over', 'Courier'],
    ]);
  });
});
