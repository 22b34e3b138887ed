import type { ListingInput, SellerListing } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';

/** POST /api/products: prices go as whole amounts and come back in the minor unit. */
export function createListing(input: ListingInput): Promise<SellerListing> {
  return apiFetch('/api/products', { method: 'POST', body: input, schema: (s) => s.SellerListingSchema });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => invalidateListings(queryClient, { id: listing.id, categoryIds: [listing.categoryId] }),
  });
}
