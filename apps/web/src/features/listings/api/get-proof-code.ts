import type { ProofCode } from '@reboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

/** GET /api/seller/proof-code: a fresh code to handwrite beside the item, and its signed token. */
export function getProofCode(signal?: AbortSignal): Promise<ProofCode> {
  return apiFetch('/api/seller/proof-code', { schema: (s) => s.ProofCodeSchema, signal });
}

/**
 * The code the form shows while the seller writes it down and takes the photo: fetched once
 * and never refreshed behind their back (coming back to the tab must not change it). Saving a
 * listing invalidates it (under listingKeys.all), so the next listing gets a new one.
 */
export function useProofCode(enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.proofCode(),
    queryFn: ({ signal }) => getProofCode(signal),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
