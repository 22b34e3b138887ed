import type { RatingSummary } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { toRatingSummary } from './review-view.ts';
import { createReviewsRepository } from './reviews.repository.ts';

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
