import type { SellerListing } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';
import { listingKeys } from './listing-keys.ts';

/** POST /api/products/:id/boost: the listing joins Featured Products (there is no way back). */
export function boostListing(id: string): Promise<SellerListing> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}/boost`, { method: 'POST', schema: (s) => s.SellerListingSchema });
}

export function useBoostListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: boostListing,
    onSuccess: (listing) => {
      // Show 'Boosted' at once rather than after the list is fetched again.
      queryClient.setQueryData<SellerListing[]>(listingKeys.mine(), (items) =>
        items?.map((item) => (item.id === listing.id ? listing : item)),
      );
      // The row is already updated; refetching in the background does not hold up the toast.
      void invalidateListings(queryClient, { id: listing.id, categoryIds: [listing.categoryId] });
    },
  });
}
