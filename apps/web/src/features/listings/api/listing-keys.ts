/** The signed-in seller's own listings; every key starts with `all`, so one invalidation covers list and items. */
export const listingKeys = {
  all: ['seller-listings'] as const,
  mine: () => [...listingKeys.all, 'mine'] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  /** The proof code the Add Product form shows (get-proof-code.ts). */
  proofCode: () => [...listingKeys.all, 'proof-code'] as const,
};
