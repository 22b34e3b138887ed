import { z } from 'zod';
import { CursorParamSchema } from './cursor.ts';
import { multiLine } from './text.ts';

export { RATINGS } from './listing-terms.ts';

/*
 * Reviews of sellers by the buyers of their completed orders, the seller's one answer, and the
 * public seller page that shows them.
 */

export const REVIEW_TEXT_MAX = 1000;

const reviewText = (requiredMessage: string) =>
  multiLine({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(REVIEW_TEXT_MAX, 'validation.atMost.chars1000');

const CHOOSE_RATING = 'validation.review.chooseRating';

/** What a buyer posts, and sends again to edit it. */
export const ReviewRequestSchema = z.object({
  rating: z.number({ message: CHOOSE_RATING }).int(CHOOSE_RATING).min(1, CHOOSE_RATING).max(5, CHOOSE_RATING),
  text: reviewText('validation.review.textRequired'),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

export const ReviewAnswerRequestSchema = z.object({ answer: reviewText('validation.review.answerRequired') });
export type ReviewAnswerRequest = z.infer<typeof ReviewAnswerRequestSchema>;

/** An admin's removal; the reason goes to the audit log only. */
export const RemoveReviewSchema = z.object({ reason: multiLine().trim().max(500, 'validation.atMost.chars500').optional() });
export type RemoveReview = z.infer<typeof RemoveReviewSchema>;

/** A review as anyone may read it: the buyer by first name only. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  buyerName: z.string(),
  productName: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** A review as the two sides of its order see it. */
export const ReviewSchema = PublicReviewSchema.extend({
  orderId: z.string(),
  updatedAt: z.string(),
  /** Until when its author may edit it. */
  editableUntil: z.string(),
  /** An admin took it down: it no longer shows anywhere public. */
  removed: z.boolean(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** GET /api/orders/:id/review: the order's review, or null before the buyer posts one. */
export const OrderReviewSchema = z.object({ review: ReviewSchema.nullable() });
export type OrderReview = z.infer<typeof OrderReviewSchema>;

/** A seller's standing: the mean of their live reviews to one decimal (null with none), and how many. */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** GET /api/sellers/:id: the public seller page's header. */
export const SellerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
  memberSince: z.string(),
  /** Where their newest listing is; null when they never listed anything. */
  location: z.string().nullable(),
  /** Orders of theirs that were received or completed. */
  completedSales: z.number().int(),
  rating: RatingSummarySchema,
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;

export const SellerReviewsQuerySchema = z.object({
  cursor: CursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type SellerReviewsQuery = z.input<typeof SellerReviewsQuerySchema>;

export const SellerReviewPageSchema = z.object({
  items: z.array(PublicReviewSchema),
  nextCursor: z.string().nullable(),
});
export type SellerReviewPage = z.infer<typeof SellerReviewPageSchema>;
