import type { Order } from '@reboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session/get-session.ts';
import { ordersQueryOptions } from '../api/get-orders.ts';

/**
 * The signed-in buyer's unpaid booking of a listing, if any: the listing is held for them, so
 * it shows "Booked by you" instead of Add to Cart. Read from My Cart's list (one request for
 * every card on a page, refreshed when they book, cancel or pay); nobody else asks.
 */
export function useMyBooking(productId: string): Order | undefined {
  const { user } = useSession();
  const orders = useQuery({ ...ordersQueryOptions, enabled: user?.role === 'buyer' });
  if (user?.role !== 'buyer') return undefined;
  return orders.data?.find((o) => o.productId === productId && o.step === 'booked');
}
