import { formatMoney, productPath } from '@reboard/contracts';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { JobsService } from '../jobs/index.ts';
import { jobPerListing, type ListingJobListener } from '../listings/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { createBomRepository } from './bom.repository.ts';

/** Checks one new or edited listing against the open lines of everyone's wanted lists. */
export const WANTED_MATCH = 'wanted-line-match';
const MatchJob = z.object({ listingId: z.string() });

export interface WantedAlertsDeps {
  db: Database;
  catalog: Pick<CatalogService, 'offersByIds'>;
  jobs: Pick<JobsService, 'enqueue' | 'enqueueMany' | 'handle'>;
  notifications: Pick<NotificationsService, 'notify'>;
  currency: string;
}

/**
 * Wanted lists' alerts, as saved searches' are: a published (or edited) listing enqueues a job in
 * its own transaction; the job finds the open lines whose part key is the listing's (by index)
 * and records one hit per line and listing, ever. Each new hit is a notification, mailed when
 * its owner wants wanted-list mail (notify decides, by their settings).
 */
export interface WantedAlerts {
  /** app.ts adds it to the listings' listeners. */
  listener: ListingJobListener;
  /** Checks one listing against the open lines and tells their owners of it, once per line. */
  matchListing(listingId: string): Promise<void>;
}

export function createWantedAlerts(deps: WantedAlertsDeps): WantedAlerts {
  const { db, catalog, jobs, notifications, currency } = deps;
  const repo = createBomRepository(db);

  /** Safe to run twice: a line already told of this listing is not told again. */
  async function matchListing(listingId: string): Promise<void> {
    const [offer] = await catalog.offersByIds([listingId]);
    if (!offer || offer.partKey === '') return;
    const { product } = offer;
    const lines = await repo.openLinesFor(offer.partKey, product.seller.id);
    if (lines.length === 0) return;
    await db.transaction(async (tx) => {
      const fresh = new Set(await repo.insertHits(lines.map((l) => l.id), product.id, tx));
      for (const line of lines.filter((l) => fresh.has(l.id))) {
        await notifications.notify(tx, {
          userId: line.userId,
          kind: 'wanted_match',
          text: {
            key: 'notifications.text.wantedMatch',
            params: { part: line.partNumber ?? line.description, list: line.listName, product: product.name, price: formatMoney(product.resalePrice, currency) },
          },
          link: productPath(product.id),
        });
      }
    });
  }

  jobs.handle(WANTED_MATCH, async (payload) => matchListing(MatchJob.parse(payload).listingId));

  return {
    /** app.ts adds it to the listings' listeners. An edit may give a listing its part number. */
    listener: jobPerListing(jobs, WANTED_MATCH),
    matchListing,
  };
}
