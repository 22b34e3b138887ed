import type { PublicReview, RatingSummary, Review } from '@reboard/contracts';
import type { ReviewRecord } from './reviews.repository.ts';

/** Reviews name their buyer by first name only: enough to be human, never an email or surname. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] || 'A buyer';

/** The mean as shown: one decimal ("4.8"); null when nobody reviewed yet. */
export function toRatingSummary(row: { count: number; average: string | number | null } | undefined): RatingSummary {
  const n = Number(row?.count ?? 0);
  return { count: n, average: n > 0 ? Math.round(Number(row?.average) * 10) / 10 : null };
}

export function toPublicReview(r: ReviewRecord, buyerName: string, productName: string): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    text: r.text,
    buyerName: firstName(buyerName),
    productName,
    createdAt: r.createdAt.toISOString(),
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
  };
}

export function toReview(r: ReviewRecord, buyerName: string, productName: string, editableMs: number): Review {
  return {
    ...toPublicReview(r, buyerName, productName),
    orderId: r.orderId,
    updatedAt: r.updatedAt.toISOString(),
    editableUntil: new Date(r.createdAt.getTime() + editableMs).toISOString(),
    removed: r.removedAt !== null,
  };
}
