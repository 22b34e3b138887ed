/** The signed-in buyer's orders live under `all`: booking and paying invalidate it. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  /** An order of the signed-in seller's listing, for its order page. */
  sale: (id: string) => [...orderKeys.all, 'sale', id] as const,
  // Not under `all`: paying invalidates the orders, and refetching the intent of a just-paid
  // order would only earn a 409.
  paymentIntent: (orderId: string) => ['payment-intents', orderId] as const,
  /** My Buyers: who booked the signed-in seller's listings. */
  sellerBuyers: () => ['seller-buyers'] as const,
};
