import { englishText } from '@reboard/contracts';
import type { EnqueueMail, MailService } from './mail.types.ts';

export type NoticeMail = Pick<MailService, 'reviewPosted' | 'reviewAnswered' | 'notification' | 'searchMatch' | 'searchDigest'>;

/** Mail about reviews, notifications without a mail of their own, and saved searches' matches. */
export function createNoticeMail(enqueue: EnqueueMail): NoticeMail {
  return {
    reviewPosted: async (tx, r) => {
      const { productName, rating, buyerName } = r;
      await enqueue(tx, `review-posted:${r.id}`, { message: 'review-posted', to: r.sellerId, productName, rating, buyerName, unsubscribe: 'review_posted' });
    },

    reviewAnswered: async (tx, r) => {
      const { productName, rating, buyerName } = r;
      await enqueue(tx, `review-answered:${r.id}`, { message: 'review-answered', to: r.buyerId, productName, rating, buyerName });
    },

    notification: async (tx, n) => {
      const { key, params } = n.text;
      await enqueue(tx, `notification:${n.id}`, { message: 'notification', to: n.userId, kind: n.kind, text: englishText(key, params), key, params, link: n.link });
    },

    searchMatch: async (tx, hitId, job) => {
      await enqueue(tx, `saved-search-match:${hitId}`, { message: 'saved-search-match', ...job, unsubscribe: 'saved_search_match' });
    },

    searchDigest: async (tx, day, job) => {
      await enqueue(tx, `saved-search-digest:${job.to}:${day}`, { message: 'saved-search-digest', ...job, unsubscribe: 'saved_search_match' });
    },
  };
}
