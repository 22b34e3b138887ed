import { createHash, randomUUID } from 'node:crypto';
import { englishText, tokenLinkPath, type NotificationKind, type ProblemKind } from '@reboard/contracts';
import { DEFAULT_LOCALE } from '@reboard/contracts/i18n';
import type { z } from 'zod';
import type { Tx } from '#server/db/client.ts';
import type { ServiceLog } from '#server/lib/logger.ts';
import type { AccountsService } from '../auth/index.ts';
import type { JobsService } from '../jobs/index.ts';
import { renderHtml, renderText, type Site } from './layout.ts';
import { letterFor, MailJob } from './mail-texts.ts';
import type { SearchDigestMail, SearchMatchMail } from './search-alerts.ts';
import type { MailTransport } from './transport.ts';

const KIND = 'mail';
type SearchMatch = z.infer<typeof SearchMatchMail>;
type SearchDigest = z.infer<typeof SearchDigestMail>;

/** What a mail needs to know of an order; the id only makes the job's key, never the text. */
export interface OrderFacts {
  id: string;
  buyerId: string;
  sellerId: string;
  buyerName: string;
  productName: string;
  price: number;
  currency: string;
}

/** What a review mail needs: who wrote it about which listing; the id only makes the job's key. */
export interface ReviewFacts {
  id: string;
  buyerId: string;
  sellerId: string;
  buyerName: string;
  productName: string;
  rating: number;
}

/**
 * Mail to people about their orders. Other modules enqueue a message in the transaction of its
 * cause; the jobs runner sends it later, through the transport, and retries it when that fails.
 */
export function createMailService(deps: {
  jobs: Pick<JobsService, 'enqueue' | 'handle'>;
  accounts: Pick<AccountsService, 'people'>;
  transport: MailTransport;
  site: Site & { from: string };
  log: ServiceLog;
  /** The token of the link that stops `kind` of mail for `userId` (the notifications module makes it). */
  unsubscribeToken: (userId: string, kind: NotificationKind) => string;
}) {
  const { site } = deps;
  const host = new URL(site.url).hostname;

  // Sending twice (a runner died between sending and recording it) gives the same Message-ID
  // and, for files, the same file: receivers and readers can tell it is one message.
  async function send(payload: unknown, { key }: { key: string }): Promise<void> {
    const job = MailJob.parse(payload);
    const person = (await deps.accounts.people([job.to])).get(job.to);
    if (!person || person.deleted) {
      deps.log.warn({ message: job.message }, 'mail not sent: its recipient’s account is gone');
      return;
    }
    // In the language the person chose; English for one who never chose.
    const locale = person.locale ?? DEFAULT_LOCALE;
    const letter = letterFor(job, locale);
    const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
    const out = unsubscribeOf(job);
    await deps.transport.send(
      {
        from: site.from,
        to: { name: person.name, address: person.email },
        subject: letter.subject,
        text: renderText(letter, person.name, site, out?.page, locale),
        html: renderHtml(letter, person.name, site, out?.page, locale),
        messageId: `<${digest}@${host}>`,
        // RFC 8058: a mail client's own unsubscribe button POSTs here, no page in between.
        ...(out ? { headers: { 'List-Unsubscribe': `<${out.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
      },
      `${job.message}-${digest.slice(0, 16)}`,
    );
  }
  deps.jobs.handle(KIND, send);

  /** A notification kind's mail carries the links that stop that kind: a page, and one-click. */
  function unsubscribeOf(job: MailJob) {
    const kind = job.message === 'notification' ? job.kind : 'unsubscribe' in job ? job.unsubscribe : undefined;
    if (!kind) return undefined;
    const token = deps.unsubscribeToken(job.to, kind);
    return {
      page: { url: `${site.url}${tokenLinkPath('unsubscribe', token)}` },
      oneClick: `${site.url}/api/unsubscribe?token=${encodeURIComponent(token)}`,
    };
  }

  const enqueue = (tx: Tx, key: string, job: MailJob) => deps.jobs.enqueue(tx, { kind: KIND, key, payload: job });
  const facts = (o: OrderFacts) => ({ productName: o.productName, price: o.price, currency: o.currency });

  /** An admin's answer to a buyer's problem, to both sides, with the admin's reason or note. */
  async function problemOutcome(
    tx: Tx,
    outcome: 'refunded' | 'closed',
    side: 'buyer' | 'seller',
    order: OrderFacts,
    problem: { id: string; note: string },
  ): Promise<void> {
    const words = { buyerName: order.buyerName, reason: problem.note, ...facts(order) };
    const to = side === 'buyer' ? order.buyerId : order.sellerId;
    // The buyer's refund is the mail of their 'order_refunded' notification.
    const unsubscribe = outcome === 'refunded' && side === 'buyer' ? ({ unsubscribe: 'order_refunded' } as const) : {};
    await enqueue(tx, `problem-${outcome}-${side}:${problem.id}`, { message: `problem-${outcome}-${side}`, to, ...words, ...unsubscribe });
  }

  return {
    /** "Your order is booked", to the buyer. */
    orderBooked: async (tx: Tx, order: OrderFacts) => {
      await enqueue(tx, `order-booked:${order.id}`, { message: 'order-booked', to: order.buyerId, ...facts(order) });
    },

    /** "Payment received", the buyer's receipt. */
    orderPaid: async (tx: Tx, order: OrderFacts) => {
      await enqueue(tx, `payment-received:${order.id}`, { message: 'payment-received', to: order.buyerId, ...facts(order) });
    },

    /** "Your item sold", to the seller: the mail of their 'order_paid' notification. */
    itemSold: async (tx: Tx, order: OrderFacts) => {
      const words = { buyerName: order.buyerName, ...facts(order), unsubscribe: 'order_paid' } as const;
      await enqueue(tx, `item-sold:${order.id}`, { message: 'item-sold', to: order.sellerId, ...words });
    },

    /** "On its way", to the buyer, with the carrier and tracking number. */
    orderShipped: async (tx: Tx, order: OrderFacts, { carrier, trackingNumber }: { carrier: string; trackingNumber: string | null }) => {
      await enqueue(tx, `order-shipped:${order.id}`, {
        message: 'order-shipped',
        to: order.buyerId,
        ...facts(order),
        carrier,
        ...(trackingNumber ? { trackingNumber } : {}),
        unsubscribe: 'order_shipped',
      });
    },

    /** "New review", to the reviewed seller. */
    reviewPosted: async (tx: Tx, r: ReviewFacts) => {
      const { productName, rating, buyerName } = r;
      await enqueue(tx, `review-posted:${r.id}`, { message: 'review-posted', to: r.sellerId, productName, rating, buyerName, unsubscribe: 'review_posted' });
    },

    /** "The seller answered", to the review's author. */
    reviewAnswered: async (tx: Tx, r: ReviewFacts) => {
      const { productName, rating, buyerName } = r;
      await enqueue(tx, `review-answered:${r.id}`, { message: 'review-answered', to: r.buyerId, productName, rating, buyerName });
    },

    /** "Received", to the seller, once the buyer confirms. */
    orderReceived: async (tx: Tx, order: OrderFacts) => {
      await enqueue(tx, `order-received:${order.id}`, { message: 'order-received', to: order.sellerId, buyerName: order.buyerName, ...facts(order), unsubscribe: 'order_received' });
    },

    /** "Sale complete", to the seller, when the buyer let the time to object pass. */
    orderCompleted: async (tx: Tx, order: OrderFacts) => {
      await enqueue(tx, `order-completed:${order.id}`, { message: 'order-completed', to: order.sellerId, buyerName: order.buyerName, ...facts(order) });
    },

    /** "No longer available", to a buyer whose unpaid booking was overtaken by another's payment. */
    itemGone: async (tx: Tx, order: OrderFacts) => {
      await enqueue(tx, `item-gone:${order.id}`, { message: 'item-gone', to: order.buyerId, ...facts(order) });
    },

    /** The password reset link, to the account's own address. */
    passwordReset: async (tx: Tx, reset: { userId: string; token: string }) => {
      await enqueue(tx, `password-reset:${reset.token}`, { message: 'password-reset', to: reset.userId, token: reset.token });
    },

    /**
     * "Your password was changed", to the account's own address: every change is its own cause,
     * so two changes in a row are two mails.
     */
    passwordChanged: async (tx: Tx, change: { userId: string }) => {
      await enqueue(tx, `password-changed:${change.userId}:${randomUUID()}`, { message: 'password-changed', to: change.userId });
    },

    /**
     * The email verification link, to the account's own address. Each request is its own cause:
     * the token is a JWT made from the account and the second, so a resend in the same second
     * repeats it and would otherwise be taken for the sign-up's job.
     */
    emailVerification: async (tx: Tx, verify: { userId: string; token: string }) => {
      await enqueue(tx, `email-verification:${verify.userId}:${randomUUID()}`, { message: 'email-verification', to: verify.userId, token: verify.token });
    },

    /** "Order cancelled and refunded", to the buyer, with the seller's reason. */
    saleCancelled: async (tx: Tx, order: OrderFacts, reason: string) => {
      await enqueue(tx, `sale-cancelled:${order.id}`, { message: 'sale-cancelled', to: order.buyerId, reason, ...facts(order), unsubscribe: 'order_cancelled' });
    },

    /** "Problem reported", to the seller, when the buyer reports one. */
    problemReported: async (tx: Tx, order: OrderFacts, problem: { id: string; kind: ProblemKind }) => {
      await enqueue(tx, `problem-reported:${problem.id}`, {
        message: 'problem-reported',
        to: order.sellerId,
        buyerName: order.buyerName,
        problemKind: problem.kind,
        ...facts(order),
      });
    },

    /** "Refunded", to one side, with the admin's reason. */
    problemRefunded: (tx: Tx, side: 'buyer' | 'seller', order: OrderFacts, problem: { id: string; note: string }) =>
      problemOutcome(tx, 'refunded', side, order, problem),

    /** "Problem closed", to both sides, with the admin's note. */
    async problemClosed(tx: Tx, order: OrderFacts, problem: { id: string; note: string }): Promise<void> {
      await problemOutcome(tx, 'closed', 'buyer', order, problem);
      await problemOutcome(tx, 'closed', 'seller', order, problem);
    },

    /** A notification of a kind without a mail of its own, when its user wants it by mail. */
    notification: async (
      tx: Tx,
      n: { id: string; userId: string; kind: NotificationKind; text: { key: string; params?: Record<string, string | number> }; link: string },
    ) => {
      const { key, params } = n.text;
      await enqueue(tx, `notification:${n.id}`, { message: 'notification', to: n.userId, kind: n.kind, text: englishText(key, params), key, params, link: n.link });
    },

    /** "New for your saved search", at once, for a search whose alert is 'immediate'; one per search and listing (`hitId`). */
    searchMatch: async (tx: Tx, hitId: string, job: Omit<SearchMatch, 'message'>) => {
      await enqueue(tx, `saved-search-match:${hitId}`, { message: 'saved-search-match', ...job, unsubscribe: 'saved_search_match' });
    },

    /** A day's matches in one mail; `day` (YYYY-MM-DD) makes it one per person and day. */
    searchDigest: async (tx: Tx, day: string, job: Omit<SearchDigest, 'message'>) => {
      await enqueue(tx, `saved-search-digest:${job.to}:${day}`, { message: 'saved-search-digest', ...job, unsubscribe: 'saved_search_match' });
    },

    /** "Booking cancelled", to the seller, when the buyer withdraws before paying. */
    bookingCancelled: async (tx: Tx, order: OrderFacts) => {
      await enqueue(tx, `booking-cancelled:${order.id}`, { message: 'booking-cancelled', to: order.sellerId, buyerName: order.buyerName, ...facts(order), unsubscribe: 'order_cancelled' });
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
