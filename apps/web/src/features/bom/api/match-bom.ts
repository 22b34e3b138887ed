import type { BomMatchResult } from '@reboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export function matchBom(text: string): Promise<BomMatchResult> {
  return apiFetch('/api/bom/match', { method: 'POST', body: { text }, schema: (s) => s.BomMatchResultSchema });
}

/** Matching is asked for with a button and answers once: a mutation, not a cached query. */
export const useMatchBom = () => useMutation({ mutationFn: matchBom });
