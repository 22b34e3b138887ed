import { formatMoney, productPath, type ProductFilters } from '@reboard/contracts';
import { z } from 'zod';
import type { Database, Tx } from '#server/db/client.ts';
import type { CatalogService } from '../catalog/index.ts';
import { jobPerListing, type ListingJobListener } from '../listings/index.ts';
import type { JobsService } from '../jobs/index.ts';
import type { MailService } from '../mail/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { createSavedSearchesRepository, type HitRecord, type SavedSearchRecord } from './saved-searches.repository.ts';

/** Checks one new or edited listing against every saved search. */
const MATCH = 'saved-search-match';
/** Sends the day's digests; one job per day, enqueued by the first match that waits for it. */
const DIGEST = 'saved-search-digest';
const MatchJob = z.object({ listingId: z.string() });

/** Saved searches read per batch while matching one listing. */
const BATCH = 200;
/** A digest lists at most this many listings and counts the rest. */
const DIGEST_MAX_ITEMS = 20;

/** The next midnight (UTC) after `now`: when the digest of the day's matches goes out. */
export function nextDigestAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** What the alerts need from other modules, handed in by app.ts. */
export interface SearchAlertsDeps {
  db: Database;
  catalog: Pick<CatalogService, 'matchingFilters' | 'summaries'>;
  jobs: Pick<JobsService, 'enqueue' | 'enqueueMany' | 'handle'>;
  mail: Pick<MailService, 'searchMatch' | 'searchDigest'>;
  notifications: Pick<NotificationsService, 'notify'>;
  currency: string;
}

/**
 * Alerts for saved searches. A new listing (or an edit) enqueues a match job in its own
 * transaction; the job asks the catalogue which saved searches the listing matches, by the
 * storefront's own filters, and records one hit per search and listing, ever. Each new hit
 * is a notification and, by the search's alert, a mail now or a line in the next daily digest.
 */
export interface SearchAlertsService {
  /** What this module does when a listing is published or edited (app.ts adds it to the catalogue's listeners). */
  listener: ListingJobListener;
  /** Checks one listing against every saved search and records the new hits. */
  matchListing(listingId: string): Promise<void>;
  /** Sends the digests waiting; how many went out. */
  sendDigests(now?: Date): Promise<number>;
}

export function createSearchAlertsService(deps: SearchAlertsDeps): SearchAlertsService {
  const { db, catalog, jobs, mail, notifications, currency } = deps;
  const repo = createSavedSearchesRepository(db);

  async function recordHits(tx: Tx, listing: { id: string; name: string; resalePrice: number }, searches: SavedSearchRecord[]): Promise<void> {
    const alertOf = new Map(searches.map((s) => [s.id, s]));
    const hits = await repo.insertHits(
      searches.map((s) => ({
        searchId: s.id,
        userId: s.userId,
        productId: listing.id,
        productName: listing.name,
        price: listing.resalePrice,
      })),
      tx,
    );
    const forDigest: string[] = [];
    for (const hit of hits) {
      const search = alertOf.get(hit.searchId)!;
      const match = { searchName: search.name, productId: listing.id, productName: listing.name, price: listing.resalePrice };
      // notify calls `mail` only when the person wants saved-search mail (an unsubscribe turns it off).
      await notifications.notify(tx, {
        userId: hit.userId,
        kind: 'saved_search_match',
        text: { key: 'notifications.text.searchMatch', params: { search: search.name, product: listing.name, price: formatMoney(listing.resalePrice, currency) } },
        link: productPath(listing.id),
        mail: async () => {
          if (search.alert === 'immediate') await mail.searchMatch(tx, hit.id, { to: hit.userId, currency, match });
          else forDigest.push(hit.id);
        },
      });
    }
    await repo.markDigestPending(forDigest, tx);
    if (forDigest.length > 0) {
      const at = nextDigestAt(new Date());
      await jobs.enqueue(tx, { kind: DIGEST, key: at.toISOString().slice(0, 10), payload: {}, runAt: at });
    }
  }

  /** Safe to run twice: a hit already recorded is neither notified nor mailed again. */
  async function matchListing(listingId: string): Promise<void> {
    const listing = (await catalog.summaries([listingId])).get(listingId);
    if (!listing || listing.status !== 'active' || listing.deletedAt) return;
    for (let after: string | undefined; ; ) {
      const searches = await repo.batchAfter(after, listing.sellerId, BATCH);
      if (searches.length === 0) return;
      after = searches.at(-1)!.id;
      const matched = await catalog.matchingFilters(listingId, searches.map((s) => s.filters as Partial<ProductFilters>));
      if (matched.length > 0) await db.transaction((tx) => recordHits(tx, listing, matched.map((i) => searches[i]!)));
    }
  }

  /** Gathers every hit waiting for a digest into one mail per person; the hits leave the wait in the same transaction. */
  async function sendDigests(now = new Date()): Promise<number> {
    return db.transaction(async (tx) => {
      const pending = await repo.takeDigestPending(tx);
      const names = await repo.namesOf([...new Set(pending.map((h) => h.searchId))], tx);
      const byUser = new Map<string, HitRecord[]>();
      for (const hit of pending) byUser.set(hit.userId, [...(byUser.get(hit.userId) ?? []), hit]);
      const day = now.toISOString().slice(0, 10);
      for (const [userId, hits] of byUser) {
        hits.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        const matches = hits.slice(0, DIGEST_MAX_ITEMS).map((h) => ({
          searchName: names.get(h.searchId) ?? 'your search',
          productId: h.productId,
          productName: h.productName,
          price: h.price,
        }));
        await mail.searchDigest(tx, day, { to: userId, currency, matches, more: hits.length - matches.length });
      }
      return byUser.size;
    });
  }

  jobs.handle(MATCH, async (payload) => matchListing(MatchJob.parse(payload).listingId));
  jobs.handle(DIGEST, async () => void (await sendDigests()));

  return {
    /** What this module does when a listing is published or edited (app.ts adds it to the catalogue's listeners). */
    listener: jobPerListing(jobs, MATCH),
    matchListing,
    sendDigests,
  };
}
