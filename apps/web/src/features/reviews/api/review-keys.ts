/** An order's review: private to its buyer and seller (the seller page's keys are public, in lib/query-keys.ts). */
export const reviewKeys = {
  all: ['reviews'] as const,
  order: (orderId: string) => [...reviewKeys.all, 'order', orderId] as const,
};
