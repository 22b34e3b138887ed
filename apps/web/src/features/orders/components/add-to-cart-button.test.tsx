import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/lib/catalog/test-product.ts';
import { FakeApi } from '@/test/fake-api.ts';
import { anOrder, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { orderKeys } from '../api/order-keys.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import type { WhenFreeProps } from './hold-states.tsx';

const BUYER = aUser({ id: 'buyer-1', role: 'buyer', name: 'Nadia Rahman', email: 'nadia@example.com' });
const RESERVED = { ...aProduct, reservedUntil: '2026-03-06T10:00:00.000Z' };
/** What app/ hands in; the watch feature's own button is tested beside it. */
const WhenFree = ({ product }: WhenFreeProps) => <button type="button">Tell me when {product.name} is free</button>;

function withBookings(...orders: ReturnType<typeof anOrder>[]) {
  return new FakeApi().on('GET', '/api/orders', { body: { items: orders } });
}

describe('Add to Cart and its states', () => {
  it('offers Add to Cart on a free listing, to a guest without asking for anyone’s orders', async () => {
    const { api } = await renderApp(<AddToCartButton product={aProduct} WhenFree={WhenFree} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
    expect(api.sent('GET', '/api/orders')).toHaveLength(0);
  });

  it('offers Add to Cart to a buyer who has not booked it (their other bookings aside)', async () => {
    const api = withBookings(anOrder({ productId: 'another-listing' }));
    await renderApp(<AddToCartButton product={aProduct} />, { api, signedIn: BUYER });
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(api.sent('GET', '/api/orders')).toHaveLength(1);
    expect(screen.queryByText('Booked by you')).not.toBeInTheDocument();
  });

  it('shows "Reserved" with until when, and "Tell me when it’s free", to everyone else while another buyer holds it; never Add to Cart', async () => {
    const api = withBookings();
    await renderApp(<AddToCartButton product={RESERVED} WhenFree={WhenFree} />, { api, signedIn: BUYER });
    expect(await screen.findByText('Reserved')).toBeInTheDocument();
    expect(screen.getByText(/^Held for another buyer until .+2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tell me when ESP32 module is free' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('shows the buyer who booked it "Booked by you" with Pay now and See your order, never Add to Cart', async () => {
    const api = withBookings(anOrder({ id: 'order-7', productId: aProduct.id }));
    await renderApp(<AddToCartButton product={RESERVED} WhenFree={WhenFree} />, { api, signedIn: BUYER });
    expect(await screen.findByText('Booked by you')).toBeInTheDocument();
    expect(screen.getByText(/^Held for you until .+2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/dashboard/payment/order-7');
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/dashboard/orders/order-7');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tell me when/ })).not.toBeInTheDocument();
  });

  it('a paid or cancelled order of the listing is no booking: the listing shows as the catalogue says', async () => {
    const api = withBookings(anOrder({ productId: aProduct.id, status: 'cancelled', step: 'cancelled' }));
    const { queryClient } = await renderApp(<AddToCartButton product={aProduct} />, { api, signedIn: BUYER });
    await waitFor(() => expect(queryClient.getQueryState(orderKeys.mine())?.status).toBe('success'));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Booked by you')).not.toBeInTheDocument();
  });

  it('says it in Bengali', async () => {
    const api = withBookings(anOrder({ id: 'order-7', productId: aProduct.id }));
    await renderApp(<AddToCartButton product={RESERVED} />, { api, signedIn: BUYER, locale: 'bn' });
    expect(await screen.findByText('আপনি বুক করেছেন')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'এখনই পেমেন্ট করুন' })).toBeInTheDocument();
  });

  it('a seller sees another buyer’s hold as "Reserved" too, and nobody’s bookings are asked for', async () => {
    const api = new FakeApi();
    await renderApp(<AddToCartButton product={RESERVED} />, { api, signedIn: aUser({ role: 'seller' }) });
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    expect(api.sent('GET', '/api/orders')).toHaveLength(0);
  });
});
