/*
 * What pages outside this feature mount: the review of an order (on the order page), and the
 * parts of a seller's public page with the loader's queries.
 */
export type { OrderReviewProps } from './components/order-review.tsx';
/**
 * The order review, fetched when the order page asks for it: the seller page's loader reaches
 * this door from the main script, and the review's forms (and their form library) would come along.
 */
export const loadOrderReview = async () => (await import('./components/order-review.tsx')).OrderReview;
export { SellerHeader } from './components/seller-header.tsx';
export { SellerReviews } from './components/seller-reviews.tsx';
export { sellerQueryOptions, useSeller as useSellerProfile } from './api/get-seller.ts';
export { sellerReviewsQueryOptions } from './api/get-seller-reviews.ts';
