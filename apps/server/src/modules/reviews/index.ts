/* What other modules may use of reviews: sellers' ratings (the catalogue's detail page) and a
 * review's removal, which admins make inside their own audited transaction. */
export { createSellerRatings } from './ratings.ts';
export { createReviewsService, type LiveReview, type ReviewsService } from './reviews.service.ts';
