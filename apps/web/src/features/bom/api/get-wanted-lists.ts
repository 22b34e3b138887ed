import type { WantedList, WantedLists } from '@reboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { bomKeys } from './bom-keys.ts';

export const wantedListsQueryOptions = () =>
  queryOptions({
    queryKey: bomKeys.lists(),
    queryFn: ({ signal }): Promise<WantedLists> => apiFetch('/api/bom/lists', { schema: (s) => s.WantedListsSchema, signal }),
  });

export const useWantedLists = () => useQuery(wantedListsQueryOptions());

/** One list with its open lines matched now. */
export const wantedListQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bomKeys.list(id),
    queryFn: ({ signal }): Promise<WantedList> => apiFetch(`/api/bom/lists/${encodeURIComponent(id)}`, { schema: (s) => s.WantedListSchema, signal }),
  });

export const useWantedList = (id: string) => useQuery(wantedListQueryOptions(id));
