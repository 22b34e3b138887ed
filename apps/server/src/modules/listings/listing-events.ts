import { randomUUID } from 'node:crypto';
import type { Tx } from '#server/db/client.ts';
import type { JobsService } from '../jobs/index.ts';

/** A listing as the modules that follow listings (saved searches, watchlists) hear of it. */
export interface ListingFacts {
  id: string;
  name: string;
  sellerId: string;
  resalePrice: number;
}

/**
 * What happens to a listing that other modules act on, each inside the transaction of the
 * change, so whatever they record commits with it or not at all. The catalogue names this
 * shape and calls it; app.ts hands in the listeners (the catalogue imports none of them).
 */
export interface ListingListener {
  /** A seller listed it (it is for sale now). */
  published?(tx: Tx, listing: ListingFacts): Promise<void>;
  /** A seller listed many at once (a spreadsheet): told once for all when the listener can be, else each by `published`. */
  publishedMany?(tx: Tx, listings: ListingFacts[]): Promise<void>;
  /** Its seller edited it; `previousPrice` is what it cost before. */
  edited?(tx: Tx, listing: ListingFacts & { previousPrice: number }): Promise<void>;
  /** It was paid for by `buyerId`. */
  sold?(tx: Tx, listing: ListingFacts & { buyerId: string }): Promise<void>;
  /** Its hold by `heldBy`'s booking ended without a sale, or its sale was cancelled: anyone may book it again. */
  freed?(tx: Tx, listing: ListingFacts & { heldBy?: string }): Promise<void>;
}

/** What a listing's writers tell, and how a listener is added. */
export interface ListingEvents {
  /** Adds a listener; app.ts does, once the modules that listen exist. */
  listen(listener: ListingListener): void;
  published(tx: Tx, listing: ListingFacts): Promise<void>;
  publishedMany(tx: Tx, listings: ListingFacts[]): Promise<void>;
  edited(tx: Tx, listing: ListingFacts & { previousPrice: number }): Promise<void>;
  sold(tx: Tx, listing: ListingFacts & { buyerId: string }): Promise<void>;
  freed(tx: Tx, listing: ListingFacts & { heldBy?: string }): Promise<void>;
}

/** The listeners app.ts adds once the modules that listen exist (they need the catalogue first). */
export function createListingEvents(): ListingEvents {
  const listeners: ListingListener[] = [];
  const emit =
    <K extends keyof ListingListener>(event: K) =>
    async (tx: Tx, facts: Parameters<NonNullable<ListingListener[K]>>[1]) => {
      for (const l of listeners) await (l[event] as ((tx: Tx, f: typeof facts) => Promise<void>) | undefined)?.(tx, facts);
    };
  return {
    listen: (listener: ListingListener) => void listeners.push(listener),
    published: emit('published'),
    async publishedMany(tx: Tx, many: ListingFacts[]) {
      for (const l of listeners) {
        if (l.publishedMany) await l.publishedMany(tx, many);
        else if (l.published) for (const listing of many) await l.published(tx, listing);
      }
    },
    edited: emit('edited'),
    sold: emit('sold'),
    freed: emit('freed'),
  };
}

/** What a listener that checks listings in the background does on each: published (once), or edited (again each time). */
export type ListingJobListener = Required<Pick<ListingListener, 'published' | 'publishedMany' | 'edited'>>;

/**
 * A listener that checks each published or edited listing in a job of `kind`, enqueued in the
 * change's own transaction (saved searches and wanted lists do). A publish is checked once; each
 * edit is a cause of its own, so it is checked again. An upload's listings go in one batch.
 */
export function jobPerListing(jobs: Pick<JobsService, 'enqueue' | 'enqueueMany'>, kind: string): ListingJobListener {
  const job = (listing: ListingFacts, cause: string) => ({ kind, key: `${listing.id}:${cause}`, payload: { listingId: listing.id } });
  return {
    published: async (tx, listing) => void (await jobs.enqueue(tx, job(listing, 'published'))),
    publishedMany: async (tx, listings) => void (await jobs.enqueueMany(tx, listings.map((listing) => job(listing, 'published')))),
    edited: async (tx, listing) => void (await jobs.enqueue(tx, job(listing, `edited:${randomUUID()}`))),
  };
}
