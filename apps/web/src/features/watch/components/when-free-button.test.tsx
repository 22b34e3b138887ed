import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/lib/catalog/test-product.ts';
import { FakeApi } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { addressOf, renderApp } from '@/test/render.tsx';
import { WhenFreeButton } from './when-free-button.tsx';

const BUYER = aUser({ id: 'buyer-1', role: 'buyer' });

/** A watchlist that remembers what it was told, as the server's does. */
function watching(initial: string[]) {
  let ids = initial;
  return new FakeApi()
    .on('GET', '/api/watchlist/ids', () => ({ body: { ids } }))
    .on('PUT', `/api/watchlist/${aProduct.id}`, () => {
      ids = [aProduct.id];
      return { body: { watching: true } };
    })
    .on('DELETE', `/api/watchlist/${aProduct.id}`, () => {
      ids = [];
      return { body: { watching: false } };
    });
}

describe('"Tell me when it’s free"', () => {
  it('watches the listing (the watchlist tells watchers when a hold ends) and then says so', async () => {
    const api = watching([]);
    const { user } = await renderApp(<WhenFreeButton product={aProduct} />, { api, signedIn: BUYER });
    const ask = await screen.findByRole('button', { name: 'Tell me when it’s free' });
    await waitFor(() => expect(ask).toBeEnabled());
    expect(ask).toHaveAttribute('aria-pressed', 'false');
    await user.click(ask);
    expect(await screen.findByRole('button', { name: 'We’ll tell you when it’s free' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.sent('PUT', `/api/watchlist/${aProduct.id}`)).toHaveLength(1);
  });

  it('pressed again, lets go', async () => {
    const api = watching([aProduct.id]);
    const { user } = await renderApp(<WhenFreeButton product={aProduct} />, { api, signedIn: BUYER });
    const asked = await screen.findByRole('button', { name: 'We’ll tell you when it’s free' });
    await waitFor(() => expect(asked).toBeEnabled());
    await user.click(asked);
    expect(await screen.findByRole('button', { name: 'Tell me when it’s free' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.sent('DELETE', `/api/watchlist/${aProduct.id}`)).toHaveLength(1);
  });

  it('sends a guest to sign in first, asking nothing', async () => {
    const api = new FakeApi();
    const { user, router } = await renderApp(<WhenFreeButton product={aProduct} />, { api, url: `/products/${aProduct.id}` });
    const ask = screen.getByRole('button', { name: 'Tell me when it’s free' });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    await waitFor(() => expect(addressOf(router)).toMatch(/^\/login/));
    expect(api.sent('PUT', `/api/watchlist/${aProduct.id}`)).toHaveLength(0);
  });

  it('is not offered to the listing’s own seller', async () => {
    await renderApp(<WhenFreeButton product={aProduct} />, { signedIn: aUser({ id: aProduct.seller.id, role: 'seller' }), api: watching([]) });
    expect(screen.queryByRole('button', { name: /free/ })).not.toBeInTheDocument();
  });
});
