import type { ListingInput, SellerListing } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';
import { listingKeys } from './listing-keys.ts';

type UpdateListing = { id: string; input: ListingInput };

/** PATCH /api/products/:id: the whole form again; only an active listing of one's own. */
export function updateListing({ id, input }: UpdateListing): Promise<SellerListing> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, schema: (s) => s.SellerListingSchema });
}

export function useUpdateListing(previousCategoryId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.detail(listing.id), listing);
      const categoryIds = [listing.categoryId, ...(previousCategoryId ? [previousCategoryId] : [])];
      return invalidateListings(queryClient, { id: listing.id, categoryIds });
    },
  });
}
