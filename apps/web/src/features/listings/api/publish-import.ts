import type { ListingImport } from '@reboard/contracts';
import { DEFAULT_CATEGORIES } from '@reboard/contracts/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';
import { importKeys } from './import-keys.ts';

/** POST /api/listings/imports/:id/publish: every row not skipped is listed, in one go. */
export function publishImport(id: string): Promise<ListingImport> {
  return apiFetch(`/api/listings/imports/${encodeURIComponent(id)}/publish`, { method: 'POST', schema: (s) => s.ListingImportSchema });
}

export function usePublishImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishImport,
    onSuccess: async (upload) => {
      queryClient.setQueryData(importKeys.detail(upload.id), upload);
      // Listings of any category were added or changed: My Products and every storefront view.
      await invalidateListings(queryClient, { id: '', categoryIds: DEFAULT_CATEGORIES.map((c) => c.id) });
    },
  });
}
