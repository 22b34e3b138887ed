import type { AdminProblem } from '@reboard/contracts/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render.tsx';
import { ProblemCard } from './problem-card.tsx';

const problem = (order: Partial<AdminProblem['order']> = {}): AdminProblem => ({
  id: 'problem-1',
  kind: 'not_received',
  description: 'Nothing came',
  status: 'open',
  openedAt: '2026-03-05T12:00:00.000Z',
  resolvedAt: null,
  resolutionNote: null,
  order: { id: 'order-1', productId: 'listing-1', productName: 'W25Q128 flash', price: 5000, quantity: 1, total: 5000, currency: 'BDT', step: 'paid', ...order },
  buyer: { id: 'buyer-1', name: 'Nadia Rahman', email: 'nadia@example.com' },
  seller: { id: 'seller-1', name: 'Rafiq Hasan', email: 'rafiq@example.com' },
  resolvedBy: null,
});

/** The value under a term of the card's description list. */
const fact = (term: string) => within(screen.getByRole('article')).getByText(term).nextElementSibling?.textContent;

describe('an order problem in the admins’ queue', () => {
  it('names what the buyer paid, delivery included, with a lot’s units', async () => {
    await renderApp(<ProblemCard problem={problem({ quantity: 3, total: 21000 })} />);
    expect(fact('Order')).toBe('৳210 (3 × ৳50) · Paid, not sent yet');
  });

  it('names a single item’s price alone', async () => {
    await renderApp(<ProblemCard problem={problem()} />);
    expect(fact('Order')).toBe('৳50 · Paid, not sent yet');
  });
});
