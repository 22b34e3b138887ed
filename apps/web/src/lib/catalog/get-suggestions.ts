import type { Suggestion, Suggestions } from '@reboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../api-client.ts';
import { productKeys } from '../query-keys.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

/** The pause in typing after which the search boxes ask for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 150;

export function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return apiFetch(withQuery('/api/products/suggestions', { q }), { schema: (s) => s.SuggestionsSchema, signal });
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: productKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    // The vocabulary changes slowly; a minute saves asking again while a person types and erases.
    staleTime: 60 * 1000,
  });

/**
 * The suggestions for what is typed, asked for once typing pauses. The last answer stays while
 * the next one comes, so the list does not flicker with each key; an empty box has none.
 */
export function useSuggestions(typed: string): Suggestion[] {
  const q = useDebouncedValue(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({ ...suggestionsQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
  return typed.trim() && q ? (query.data?.suggestions ?? []) : [];
}
