import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import type { ReviewsService } from './reviews.service.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { sellerPageRoutes } from './seller-page.routes.ts';
import { createSellerPageService, type SellerPageDeps } from './seller-page.service.ts';

/* What other modules may use of reviews: sellers' ratings (the catalogue's pages carry them in
 * their own queries, as SQL this module builds) and a review's removal, which admins make inside
 * their own audited transaction. */
export { createSellerRatings, ratingCountSql } from './ratings.ts';
export { toRatingSummary } from './review-view.ts';
export { createReviewsService, type LiveReview, type ReviewsService } from './reviews.service.ts';

/** Mounts reviews of orders with the sellers' answers, and a seller's public page (which reads people, orders and listings). */
export async function mountReviews(app: AppInstance, deps: { reviews: ReviewsService; sellerPage: SellerPageDeps }): Promise<void> {
  await app.register(reviewsRoutes, { prefix: API_PREFIX, reviews: deps.reviews });
  await app.register(sellerPageRoutes, { prefix: API_PREFIX, sellers: createSellerPageService(deps.sellerPage), reviews: deps.reviews });
}
