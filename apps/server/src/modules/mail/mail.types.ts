import type { DeliveryChoice, NotificationKind, PaymentMethodName, ProblemKind } from '@reboard/contracts';
import type { z } from 'zod';
import type { Tx } from '#server/db/client.ts';
import type { ServiceLog } from '#server/lib/logger.ts';
import type { AccountsService } from '../auth/index.ts';
import type { JobsService } from '../jobs/index.ts';
import type { Site } from './layout.ts';
import type { MailJob } from './mail-texts.ts';
import type { SearchDigestMail, SearchMatchMail } from './search-alerts.ts';
import type { MailTransport } from './transport.ts';

/** What the mail service needs from other modules and the setup, handed in by app.ts. */
export interface MailDeps {
  jobs: Pick<JobsService, 'enqueue' | 'handle'>;
  accounts: Pick<AccountsService, 'people'>;
  transport: MailTransport;
  site: Site & { from: string };
  log: ServiceLog;
  /** The token of the link that stops `kind` of mail for `userId` (the notifications module makes it). */
  unsubscribeToken: (userId: string, kind: NotificationKind) => string;
}

/** What a mail needs to know of an order; the id only makes the job's key, never the text. */
export interface OrderFacts {
  id: string;
  buyerId: string;
  sellerId: string;
  buyerName: string;
  productName: string;
  /** Each unit's price, and how many the order is for (a lot's buyer may take several). */
  price: number;
  quantity: number;
  currency: string;
  /** How it is handed over, its fee and how it is paid (orders from before delivery choices have none). */
  delivery?: DeliveryChoice;
  deliveryFee?: number;
  paymentMethod?: PaymentMethodName;
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

/** A notification of a kind without a mail of its own. */
export interface NotificationFacts {
  id: string;
  userId: string;
  kind: NotificationKind;
  text: { key: string; params?: Record<string, string | number> };
  link: string;
}

type SearchMatch = z.infer<typeof SearchMatchMail>;
type SearchDigest = z.infer<typeof SearchDigestMail>;

/**
 * Mail to people about their orders, reviews, accounts and saved searches. Each method enqueues
 * one message (or two) in the caller's transaction; the jobs runner sends it later. Built by use
 * case: order-mail.ts, account-mail.ts and notice-mail.ts, sent by mail-sender.ts.
 */
export interface MailService {
  // Orders and their problems (order-mail.ts)
  /** "Your order is booked", to the buyer. */
  orderBooked(tx: Tx, order: OrderFacts): Promise<void>;
  /** "Payment received", the buyer's receipt. */
  orderPaid(tx: Tx, order: OrderFacts): Promise<void>;
  /** "Your item sold", to the seller: the mail of their 'order_paid' notification. */
  itemSold(tx: Tx, order: OrderFacts): Promise<void>;
  /** "Confirmed", to the buyer of a cash order its seller confirmed (the sale). */
  orderConfirmed(tx: Tx, order: OrderFacts): Promise<void>;
  /** "On its way", to the buyer, with the carrier and tracking number. */
  orderShipped(tx: Tx, order: OrderFacts, shipment: { carrier: string; trackingNumber: string | null }): Promise<void>;
  /** "Handed over", to the buyer of a meet-up order, who confirms receipt. */
  orderHandedOver(tx: Tx, order: OrderFacts): Promise<void>;
  /** "Received", to the seller, once the buyer confirms. */
  orderReceived(tx: Tx, order: OrderFacts): Promise<void>;
  /** "Sale complete", to the seller, when the buyer let the time to object pass. */
  orderCompleted(tx: Tx, order: OrderFacts): Promise<void>;
  /** "No longer available", to a buyer whose unpaid booking was overtaken by another's payment. */
  itemGone(tx: Tx, order: OrderFacts): Promise<void>;
  /** "Order cancelled and refunded", to the buyer, with the seller's reason. */
  saleCancelled(tx: Tx, order: OrderFacts, reason: string): Promise<void>;
  /** "Booking cancelled", to the seller, when the buyer withdraws before paying. */
  bookingCancelled(tx: Tx, order: OrderFacts): Promise<void>;
  /** "Problem reported", to the seller, when the buyer reports one. */
  problemReported(tx: Tx, order: OrderFacts, problem: { id: string; kind: ProblemKind }): Promise<void>;
  /** "Refunded", to one side, with the admin's reason. */
  problemRefunded(tx: Tx, side: 'buyer' | 'seller', order: OrderFacts, problem: { id: string; note: string }): Promise<void>;
  /** "Problem closed", to both sides, with the admin's note. */
  problemClosed(tx: Tx, order: OrderFacts, problem: { id: string; note: string }): Promise<void>;

  // Accounts (account-mail.ts)
  /** The password reset link, to the account's own address. */
  passwordReset(tx: Tx, reset: { userId: string; token: string }): Promise<void>;
  /** "Your password was changed", to the account's own address; every change is its own mail. */
  passwordChanged(tx: Tx, change: { userId: string }): Promise<void>;
  /** The email verification link, to the account's own address; every request is its own mail. */
  emailVerification(tx: Tx, verify: { userId: string; token: string }): Promise<void>;

  // Reviews, notifications and saved searches (notice-mail.ts)
  /** "New review", to the reviewed seller. */
  reviewPosted(tx: Tx, review: ReviewFacts): Promise<void>;
  /** "The seller answered", to the review's author. */
  reviewAnswered(tx: Tx, review: ReviewFacts): Promise<void>;
  /** A notification of a kind without a mail of its own, when its user wants it by mail. */
  notification(tx: Tx, n: NotificationFacts): Promise<void>;
  /** "New for your saved search", at once; one per search and listing (`hitId`). */
  searchMatch(tx: Tx, hitId: string, job: Omit<SearchMatch, 'message'>): Promise<void>;
  /** A day's matches in one mail; `day` (YYYY-MM-DD) makes it one per person and day. */
  searchDigest(tx: Tx, day: string, job: Omit<SearchDigest, 'message'>): Promise<void>;
}

/** Enqueues one message under its key (a second one with the same key is not added). */
export type EnqueueMail = (tx: Tx, key: string, job: MailJob) => Promise<boolean>;
