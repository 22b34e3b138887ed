/*
 * What pages outside this feature mount: the review of an order (on the order page), and the
 * parts of a seller's public page with the loader's queries.
 */
export { OrderReview, type OrderReviewProps } from './components/order-review.tsx';
export { SellerHeader } from './components/seller-header.tsx';
export { SellerReviews } from './components/seller-reviews.tsx';
export { sellerQueryOptions, useSeller as useSellerProfile } from './api/get-seller.ts';
export { sellerReviewsQueryOptions } from './api/get-seller-reviews.ts';
