import {
  defaultSearchName,
  filtersKey,
  normaliseFilters,
  SAVED_SEARCH_LIMIT,
  searchPath,
  type SavedSearchFilters,
  type SaveSearchRequestSchema,
  type SavedSearch,
  type SavedSearchPage,
  type UpdateSavedSearch,
} from '@reboard/contracts';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf } from '#server/lib/keyset.ts';
import type { SessionUser } from '../auth/index.ts';
import { createSavedSearchesRepository, type SavedSearchRecord } from './saved-searches.repository.ts';

type SaveSearchRequest = z.output<typeof SaveSearchRequestSchema>;

const toSavedSearch = (r: SavedSearchRecord): SavedSearch => {
  const filters = r.filters as SavedSearchFilters;
  return { id: r.id, name: r.name, filters, path: searchPath(filters), alert: r.alert, createdAt: r.createdAt.toISOString() };
};

/** A person's saved searches: at most SAVED_SEARCH_LIMIT, each filter set once. */
export interface SavedSearchesService {
  save(user: SessionUser, body: SaveSearchRequest): Promise<SavedSearch>;
  list(user: SessionUser, query: { cursor?: string | undefined; limit: number }): Promise<SavedSearchPage>;
  /** Someone else's search is answered as no such search: its existence is not theirs to learn. */
  update(user: SessionUser, id: string, changes: UpdateSavedSearch): Promise<SavedSearch>;
  remove(user: SessionUser, id: string): Promise<void>;
}

export function createSavedSearchesService(db: Database): SavedSearchesService {
  const repo = createSavedSearchesRepository(db);
  const noSuch = () => notFound('errors.watch.noSuchSearch');

  return {
    async save(user: SessionUser, body: SaveSearchRequest): Promise<SavedSearch> {
      const filters = normaliseFilters(body.filters);
      const row = await db.transaction(async (tx) => {
        await repo.lockUser(user.id, tx);
        if ((await repo.countOf(user.id, tx)) >= SAVED_SEARCH_LIMIT) {
          throw conflict('SAVED_SEARCH_LIMIT', 'errors.watch.searchLimit').withParams({ limit: SAVED_SEARCH_LIMIT });
        }
        const saved = await repo.insert(
          { userId: user.id, name: body.name ?? defaultSearchName(filters), filters, filterKey: filtersKey(filters), alert: body.alert },
          tx,
        );
        if (!saved) throw conflict('SEARCH_ALREADY_SAVED', 'errors.watch.alreadySaved');
        return saved;
      });
      return toSavedSearch(row);
    },

    async list(user: SessionUser, query: { cursor?: string | undefined; limit: number }): Promise<SavedSearchPage> {
      const after = decodeUuidKeyset(query.cursor);
      const [rows, total] = await Promise.all([repo.pageOf(user.id, after, query.limit), repo.countOf(user.id)]);
      const { items, nextCursor } = pageOf(rows, query.limit, encodeKeyset);
      return { items: items.map(toSavedSearch), nextCursor, total, limit: SAVED_SEARCH_LIMIT };
    },

    /** Someone else's search is answered as no such search: its existence is not theirs to learn. */
    async update(user: SessionUser, id: string, changes: UpdateSavedSearch): Promise<SavedSearch> {
      const row = isUuid(id) ? await repo.update(id, user.id, changes) : undefined;
      if (!row) throw noSuch();
      return toSavedSearch(row);
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.remove(id, user.id))) throw noSuch();
    },
  };
}
