import { formatMoney, productPath, WATCHLIST_LIMIT, type WatchedIds, type WatcherCounts, type WatchlistPage } from '@reboard/contracts';
import type { Database, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf } from '#server/lib/keyset.ts';
import type { SessionUser } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { ListingFacts, ListingListener } from '../listings/index.ts';
import type { NoticeText, NotificationsService } from '../notifications/index.ts';
import { createWatchlistRepository } from './watchlist.repository.ts';

/**
 * Watchlists: a person hearts a listing and is told, in the transaction of the change, when its
 * seller lowers the price, someone buys it, or a booking's hold on it ends without a sale. Sellers see how many watch each of their listings.
 */
export interface WatchlistDeps {
  db: Database;
  catalog: Pick<CatalogService, 'summaries'>;
  notifications: Pick<NotificationsService, 'notify'>;
  currency: string;
}

export interface WatchlistService {
  watch(user: SessionUser, productId: string): Promise<{ watching: true }>;
  /** A listing they do not watch (someone else's entry, say) is not found. */
  unwatch(user: SessionUser, productId: string): Promise<{ watching: false }>;
  ids(user: SessionUser): Promise<WatchedIds>;
  list(user: SessionUser, query: { cursor?: string | undefined; limit: number }): Promise<WatchlistPage>;
  countsForSeller(user: SessionUser): Promise<WatcherCounts>;
  /** What this module does when a watched listing changes (app.ts adds it to the catalogue's listeners). */
  listener: Required<Pick<ListingListener, 'edited' | 'sold' | 'freed'>>;
}

export function createWatchlistService(deps: WatchlistDeps): WatchlistService {
  const { catalog, notifications, currency } = deps;
  const repo = createWatchlistRepository(deps.db);

  /** Everyone watching the listing but `except`, told the same thing. */
  async function tellWatchers(tx: Tx, listing: ListingFacts, except: string | undefined, kind: 'watched_price_drop' | 'watched_sold' | 'watched_free', text: NoticeText) {
    for (const userId of await repo.watchersOf(listing.id, tx)) {
      if (userId !== except) await notifications.notify(tx, { userId, kind, text, link: productPath(listing.id) });
    }
  }

  return {
    async watch(user: SessionUser, productId: string): Promise<{ watching: true }> {
      const listing = isUuid(productId) ? (await catalog.summaries([productId])).get(productId) : undefined;
      if (!listing || listing.deletedAt || listing.status === 'removed') throw notFound('errors.listing.noSuch');
      if (listing.sellerId === user.id) throw conflict('OWN_LISTING', 'errors.watch.ownListing');
      if (listing.status !== 'active') throw conflict('LISTING_NOT_ACTIVE', 'errors.listing.noLongerForSale');
      if ((await repo.countOf(user.id)) >= WATCHLIST_LIMIT) {
        throw conflict('WATCHLIST_FULL', 'errors.watch.full').withParams({ limit: WATCHLIST_LIMIT });
      }
      await repo.add({ userId: user.id, productId, sellerId: listing.sellerId });
      return { watching: true };
    },

    /** A listing they do not watch (someone else's entry, say) is not found. */
    async unwatch(user: SessionUser, productId: string): Promise<{ watching: false }> {
      if (!isUuid(productId) || !(await repo.remove(user.id, productId))) throw notFound('errors.watch.notWatching');
      return { watching: false };
    },

    ids: async (user: SessionUser): Promise<WatchedIds> => ({ ids: await repo.idsOf(user.id) }),

    async list(user: SessionUser, query: { cursor?: string | undefined; limit: number }): Promise<WatchlistPage> {
      const after = decodeUuidKeyset(query.cursor);
      const [rows, total] = await Promise.all([repo.pageOf(user.id, after, query.limit), repo.countOf(user.id)]);
      const { items, nextCursor } = pageOf(rows, query.limit, (last) => encodeKeyset({ createdAt: last.createdAt, id: last.productId }));
      const listings = await catalog.summaries(items.map((r) => r.productId));
      return {
        items: items.map((r) => {
          const l = listings.get(r.productId);
          return {
            productId: r.productId,
            name: l?.name ?? 'Deleted listing',
            picture: l?.picture ?? null,
            resalePrice: l?.resalePrice ?? 0,
            status: l?.status ?? 'removed',
            available: Boolean(l && !l.deletedAt && l.status !== 'removed'),
            watchedAt: r.createdAt.toISOString(),
          };
        }),
        nextCursor,
        total,
      };
    },

    async countsForSeller(user: SessionUser): Promise<WatcherCounts> {
      const rows = await repo.countsForSeller(user.id);
      return { counts: Object.fromEntries(rows.map((r) => [r.productId, r.n])) };
    },

    /** What this module does when a watched listing changes (app.ts adds it to the catalogue's listeners). */
    listener: {
      async edited(tx: Tx, listing: ListingFacts & { previousPrice: number }) {
        if (listing.resalePrice >= listing.previousPrice) return;
        const [was, now] = [formatMoney(listing.previousPrice, currency), formatMoney(listing.resalePrice, currency)];
        await tellWatchers(tx, listing, undefined, 'watched_price_drop', { key: 'notifications.text.priceDrop', params: { product: listing.name, was, now } });
      },
      async sold(tx: Tx, listing: ListingFacts & { buyerId: string }) {
        await tellWatchers(tx, listing, listing.buyerId, 'watched_sold', { key: 'notifications.text.watchedSold', params: { product: listing.name } });
      },
      // "Tell me when it's free" on a reserved listing is a watch: its end without a sale is news.
      async freed(tx: Tx, listing: ListingFacts & { heldBy?: string }) {
        await tellWatchers(tx, listing, listing.heldBy, 'watched_free', { key: 'notifications.text.watchedFree', params: { product: listing.name } });
      },
    },
  };
}
