import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render.tsx';
import { ListingStatus } from './listing-status.tsx';

const single = { status: 'active', removedReason: null, lot: false, quantity: 1, available: 1 } as const;

describe('a listing’s status in My Products', () => {
  it('gives an active lot’s stock and the units held for buyers', async () => {
    await renderApp(<ListingStatus listing={{ ...single, lot: true, quantity: 10, available: 7 }} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('10 for sale · 3 booked')).toBeInTheDocument();
  });

  it('leaves out the booked units when none are, and the stock of a single item', async () => {
    const { unmount } = await renderApp(<ListingStatus listing={{ ...single, lot: true, quantity: 4, available: 4 }} />);
    expect(screen.getByText('4 for sale')).toBeInTheDocument();
    unmount();
    await renderApp(<ListingStatus listing={single} />);
    expect(screen.queryByText(/for sale/)).toBeNull();
  });

  it('says why an admin removed a listing', async () => {
    await renderApp(<ListingStatus listing={{ ...single, status: 'removed', removedReason: 'Counterfeit chips' }} />);
    expect(screen.getByText('Removed')).toBeInTheDocument();
    expect(screen.getByText('Reason: Counterfeit chips')).toBeInTheDocument();
  });
});
