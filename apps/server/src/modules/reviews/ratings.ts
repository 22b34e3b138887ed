import type { RatingSummary } from '@reboard/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { reviews } from '#server/db/schema/reviews.ts';
import { toRatingSummary } from './review-view.ts';
import { createReviewsRepository, live } from './reviews.repository.ts';

/**
 * Sellers' ratings by id, for the catalogue's detail page. Made before the reviews service so
 * the catalog (which reviews reads listings from) can take it without a cycle.
 */
export function createSellerRatings(db: Database) {
  const repo = createReviewsRepository(db);
  return async (sellerIds: string[]): Promise<Map<string, RatingSummary>> => {
    const rows = await repo.summaries([...new Set(sellerIds)]);
    const byId = new Map(rows.map((r) => [r.sellerId, r]));
    return new Map(sellerIds.map((id) => [id, toRatingSummary(byId.get(id))]));
  };
}

/**
 * A seller's live reviews, counted as `summaries` counts them, as one SQL expression (JSON
 * `{count, average}`, the average as text) for the catalogue's queries to carry along with each
 * listing; `toRatingSummary` reads it, so the detail page and the seller's page round alike.
 */
export const ratingCountSql = (sellerId: SQLWrapper): SQL<{ count: number; average: string | null }> =>
  sql`(select json_build_object('count', count(*), 'average', avg(${reviews.rating})::text) from ${reviews} where ${reviews.sellerId} = ${sellerId} and ${live})`;
