import type { Message, Order, ReportProblem, ShipOrder } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateStorefront } from '@/lib/catalog/storefront-cache.ts';
import { orderApiPath } from './get-order.ts';
import { orderKeys } from './order-keys.ts';

const orderPath = (id: string) => orderApiPath('buyer', id);

/** POST /api/orders/:id/cancel: the buyer withdraws a booking before paying. */
export function cancelBooking(id: string): Promise<Message> {
  return apiFetch(`${orderPath(id)}/cancel`, { method: 'POST', schema: (s) => s.MessageSchema });
}

/** POST /api/orders/:id/received: the buyer says a shipped order arrived. */
export function confirmReceipt(id: string): Promise<Order> {
  return apiFetch(`${orderPath(id)}/received`, { method: 'POST', schema: (s) => s.OrderSchema });
}

/** POST /api/seller/orders/:id/shipped: the seller sent a paid order. */
export function markShipped({ id, shipment }: { id: string; shipment: ShipOrder }): Promise<Order> {
  return apiFetch(`${orderApiPath('seller', id)}/shipped`, { method: 'POST', body: shipment, schema: (s) => s.OrderSchema });
}

/** POST /api/seller/orders/:id/handed-over: the seller handed a meet-up order over. */
export function markHandedOver(id: string): Promise<Order> {
  return apiFetch(`${orderApiPath('seller', id)}/handed-over`, { method: 'POST', schema: (s) => s.OrderSchema });
}

/** POST /api/seller/orders/:id/confirm: the seller confirms a cash order, which sells the listing to it. */
export function confirmCashOrder(id: string): Promise<Order> {
  return apiFetch(`${orderApiPath('seller', id)}/confirm`, { method: 'POST', schema: (s) => s.OrderSchema });
}

/** POST /api/seller/orders/:id/cash-received: the seller records the cash of a sent or handed-over order. */
export function recordCash(id: string): Promise<Order> {
  return apiFetch(`${orderApiPath('seller', id)}/cash-received`, { method: 'POST', schema: (s) => s.OrderSchema });
}

/** POST /api/seller/orders/:id/cancel: the seller cancels a paid order before sending it; the buyer is refunded. */
export function cancelSale({ id, reason }: { id: string; reason: string }): Promise<Message> {
  return apiFetch(`${orderApiPath('seller', id)}/cancel`, { method: 'POST', body: { reason }, schema: (s) => s.MessageSchema });
}

/** POST /api/orders/:id/problem: the buyer reports a problem with a paid or shipped order to the admins. */
export function reportProblem({ id, problem }: { id: string; problem: ReportProblem }): Promise<Order> {
  return apiFetch(`${orderPath(id)}/problem`, { method: 'POST', body: problem, schema: (s) => s.OrderSchema });
}

/**
 * A step of an order, with both sides' lists refetched afterwards, also after a refusal (the
 * other party or another tab acted first, so the lists are stale).
 */
function useOrderStep<Input, Output>(send: (input: Input) => Promise<Output>, { relists = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.sellerBuyers() }),
        // A cancelled sale puts its listing back on sale.
        relists ? invalidateStorefront(queryClient) : undefined,
      ]),
  });
}

export const useCancelBooking = () => useOrderStep(cancelBooking);
export const useConfirmReceipt = () => useOrderStep(confirmReceipt);
export const useMarkShipped = () => useOrderStep(markShipped);
export const useMarkHandedOver = () => useOrderStep(markHandedOver);
// A confirmed cash order sells the listing: the storefront changes.
export const useConfirmCashOrder = () => useOrderStep(confirmCashOrder, { relists: true });
export const useRecordCash = () => useOrderStep(recordCash);
export const useCancelSale = () => useOrderStep(cancelSale, { relists: true });
export const useReportProblem = () => useOrderStep(reportProblem);
