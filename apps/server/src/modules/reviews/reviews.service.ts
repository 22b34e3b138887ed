import { orderPath, type Review, type ReviewRequest, type SellerReviewPage, type SellerReviewsQuery } from '@reboard/contracts';
import type { Database, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf } from '#server/lib/keyset.ts';
import type { AccountsService, SessionUser } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { MailService } from '../mail/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { toPublicReview, toReview } from './review-view.ts';
import { createReviewsRepository, type ReviewRecord } from './reviews.repository.ts';

export interface ReviewsDeps {
  /** Orders decide who may review which order, and who sees its review. */
  orders: Pick<OrdersService, 'reviewable' | 'partyRow'>;
  accounts: Pick<AccountsService, 'people'>;
  catalog: Pick<CatalogService, 'summaries'>;
  mail: Pick<MailService, 'reviewPosted' | 'reviewAnswered'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** How long after posting its author may edit a review. */
  editableMs: number;
}

/** A live review as an admin acts on it. */
export interface LiveReview {
  id: string;
  productName: string;
  buyerName: string;
  rating: number;
}

/** Buyers' reviews of the sellers they bought from, sellers' answers, and the admins' removals. */
export interface ReviewsService {
  /** A buyer rates the seller of an order that reached them; one review per order. */
  post(buyer: SessionUser, orderId: string, input: ReviewRequest): Promise<Review>;
  /** The order's review for its buyer or seller, or null before one is posted. */
  forOrder(user: SessionUser, orderId: string): Promise<{ review: Review | null }>;
  /** Its author changes rating and text, within the edit window. */
  edit(buyer: SessionUser, id: string, input: ReviewRequest): Promise<Review>;
  /** The reviewed seller answers, once; the buyer is mailed. */
  answer(seller: SessionUser, id: string, answer: string): Promise<Review>;
  /** A seller's live reviews, newest first, page by page. */
  sellerReviews(sellerId: string, query: SellerReviewsQuery & { limit: number }): Promise<SellerReviewPage>;
  /** A review an admin may still remove. */
  liveReview(id: string): Promise<LiveReview>;
  /** Takes a review out of every public list and average, in the admin's transaction. */
  remove(id: string, adminId: string, tx: Tx): Promise<boolean>;
}

export function createReviewsService(db: Database, deps: ReviewsDeps): ReviewsService {
  const repo = createReviewsRepository(db);
  const { orders, accounts, catalog, mail, notifications, editableMs } = deps;

  /** Each review's buyer's name and listing's name: one lookup of each for the whole list. */
  async function namesOf(records: ReviewRecord[]) {
    const [people, listings] = await Promise.all([
      accounts.people(records.map((r) => r.buyerId)),
      catalog.summaries(records.map((r) => r.productId)),
    ]);
    return (r: ReviewRecord) => ({ buyer: people.get(r.buyerId)?.name ?? '', product: listings.get(r.productId)?.name ?? '' });
  }

  async function view(record: ReviewRecord): Promise<Review> {
    const names = (await namesOf([record]))(record);
    return toReview(record, names.buyer, names.product, editableMs);
  }

  async function find(id: string): Promise<ReviewRecord | undefined> {
    return isUuid(id) ? repo.findById(id) : undefined;
  }

  const mailFacts = (r: ReviewRecord, buyerName: string, productName: string) => ({
    id: r.id,
    buyerId: r.buyerId,
    sellerId: r.sellerId,
    buyerName,
    productName,
    rating: r.rating,
  });

  return {
    /** A buyer rates the seller of an order that reached them; one review per order. */
    async post(buyer: SessionUser, orderId: string, input: ReviewRequest): Promise<Review> {
      const order = await orders.reviewable(buyer, orderId);
      const values = { orderId: order.id, sellerId: order.sellerId, buyerId: buyer.id, productId: order.productId, ...input };
      // The seller's mail is enqueued with the review: both exist, or neither.
      const created = await db.transaction(async (tx) => {
        const row = await repo.insert(values, tx);
        if (row) {
          const text = { key: 'notifications.text.reviewPosted', params: { buyer: buyer.name, rating: row.rating, product: order.productName } };
          const ownMail = () => mail.reviewPosted(tx, mailFacts(row, buyer.name, order.productName));
          await notifications.notify(tx, { userId: row.sellerId, kind: 'review_posted', text, link: orderPath(order.id), mail: ownMail });
        }
        return row;
      });
      if (!created) throw conflict('ALREADY_REVIEWED', 'errors.review.alreadyReviewed');
      return view(created);
    },

    /** The order's review for its buyer or seller, or null before one is posted. */
    async forOrder(user: SessionUser, orderId: string): Promise<{ review: Review | null }> {
      const order = await orders.partyRow(user, orderId);
      const record = await repo.findByOrder(order.id);
      return { review: record ? await view(record) : null };
    },

    /** Its author changes rating and text, within the edit window. */
    async edit(buyer: SessionUser, id: string, input: ReviewRequest): Promise<Review> {
      const record = await find(id);
      if (!record || record.buyerId !== buyer.id || record.removedAt) throw notFound('errors.review.noSuch');
      const since = new Date(Date.now() - editableMs);
      const edited = record.createdAt > since ? await repo.edit(record.id, buyer.id, since, input) : undefined;
      if (!edited) throw conflict('REVIEW_LOCKED', 'errors.review.locked');
      return view(edited);
    },

    /** The reviewed seller answers, once; the buyer is mailed. */
    async answer(seller: SessionUser, id: string, answer: string): Promise<Review> {
      const record = await find(id);
      if (!record || record.sellerId !== seller.id || record.removedAt) throw notFound('errors.review.noSuch');
      const names = (await namesOf([record]))(record);
      const answered = await db.transaction(async (tx) => {
        const row = await repo.answer(record.id, seller.id, answer, tx);
        if (row) await mail.reviewAnswered(tx, mailFacts(row, names.buyer, names.product));
        return row;
      });
      if (!answered) throw conflict('ALREADY_ANSWERED', 'errors.review.alreadyAnswered');
      return toReview(answered, names.buyer, names.product, editableMs);
    },

    /** A seller's live reviews, newest first, page by page. */
    async sellerReviews(sellerId: string, query: SellerReviewsQuery & { limit: number }): Promise<SellerReviewPage> {
      const after = decodeUuidKeyset(query.cursor);
      const rows = await repo.pageForSeller(sellerId, after, query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit, encodeKeyset);
      const names = await namesOf(items);
      return { items: items.map((r) => toPublicReview(r, names(r).buyer, names(r).product)), nextCursor };
    },

    /** A review an admin may still remove. */
    async liveReview(id: string): Promise<LiveReview> {
      const record = await find(id);
      if (!record) throw notFound('errors.review.noSuch');
      if (record.removedAt) throw conflict('ALREADY_REMOVED', 'errors.review.alreadyRemoved');
      const names = (await namesOf([record]))(record);
      return { id: record.id, productName: names.product, buyerName: names.buyer, rating: record.rating };
    },

    /** Takes a review out of every public list and average, in the admin's transaction. */
    remove: (id: string, adminId: string, tx: Tx) => repo.remove(id, adminId, tx),
  };
}
