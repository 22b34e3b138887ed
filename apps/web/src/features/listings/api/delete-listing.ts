import type { Message, SellerListing } from '@reboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';
import { listingKeys } from './listing-keys.ts';

/** DELETE /api/products/:id answers '{name} deleted successfully'; a sold listing is refused (409). */
export function deleteListing(id: string): Promise<Message> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE', schema: (s) => s.MessageSchema });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: Pick<SellerListing, 'id' | 'categoryId'>) => deleteListing(listing.id),
    onSuccess: (_message, listing) => {
      queryClient.setQueryData<SellerListing[]>(listingKeys.mine(), (items) =>
        items?.filter((item) => item.id !== listing.id),
      );
      // The row is already updated; refetching in the background does not hold up the toast.
      void invalidateListings(queryClient, { id: listing.id, categoryIds: [listing.categoryId] });
    },
  });
}
