import { DASHBOARD_PAGES, formatMoney, NotificationKindSchema, PROBLEM_KIND_LABELS, PROBLEM_KINDS, tokenLinkPath, type ProblemKind } from '@reboard/contracts';
import { z } from 'zod';
import { SearchDigestMail, SearchMatchMail, searchAlertLetter } from './search-alerts.ts';

/**
 * What a mail job carries: the facts of its cause as they were when it committed, and who it is
 * for (by account, so the address is the one the account has when the mail goes out).
 */
const OrderMail = z.object({
  message: z.enum([
    'order-booked',
    'payment-received',
    'item-sold',
    'order-shipped',
    'order-received',
    'order-completed',
    'booking-cancelled',
    'item-gone',
    'sale-cancelled',
    'problem-reported',
    'problem-refunded-buyer',
    'problem-refunded-seller',
    'problem-closed-buyer',
    'problem-closed-seller',
  ]),
  to: z.string().min(1),
  productName: z.string(),
  price: z.number().int(),
  currency: z.string(),
  buyerName: z.string().optional(),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  /** The seller's or an admin's reason, or an admin's note on a closed problem. */
  reason: z.string().optional(),
  problemKind: z.enum(PROBLEM_KINDS).optional(),
  /** The notification kind this mail is the mail of: it carries that kind's unsubscribe link. */
  unsubscribe: NotificationKindSchema.optional(),
});

/** A review of a seller (to the seller), or the seller's answer to it (to its buyer). */
const ReviewMail = z.object({
  message: z.enum(['review-posted', 'review-answered']),
  to: z.string().min(1),
  productName: z.string(),
  rating: z.number().int().min(1).max(5),
  buyerName: z.string(),
  unsubscribe: NotificationKindSchema.optional(),
});

/** A notification of a kind without a mail of its own: its text and a link to what it is about. */
const NotificationMail = z.object({
  message: z.literal('notification'),
  to: z.string().min(1),
  kind: NotificationKindSchema,
  text: z.string(),
  link: z.string(),
});

/**
 * The two mails that carry a secret: the password reset link's one-use token (valid for an
 * hour), and the signed one-use token that proves an address (valid for a day).
 */
const TokenMail = z.object({
  message: z.enum(['password-reset', 'email-verification']),
  to: z.string().min(1),
  token: z.string().min(1),
});

export const MailJob = z.discriminatedUnion('message', [OrderMail, ReviewMail, TokenMail, NotificationMail, SearchMatchMail, SearchDigestMail]);
export type MailJob = z.infer<typeof MailJob>;

/** The words of the two mails with a link that carries a token. */
function tokenLetter(job: z.infer<typeof TokenMail>): Letter {
  if (job.message === 'email-verification') {
    return {
      subject: 'Verify your email address for Reboard',
      paragraphs: [
        'Welcome to Reboard. Please confirm that this address is yours, so that we know our mails about your orders reach you.',
        'The link below works once, for one day. If you did not create a Reboard account, ignore this mail.',
      ],
      link: { label: 'Verify my email address', path: tokenLinkPath('verifyEmail', job.token) },
    };
  }
  return {
    subject: 'Reset your Reboard password',
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your Reboard account.',
      'The link below works once, for one hour. If you did not ask, ignore this mail: your password stays as it is.',
    ],
    link: { label: 'Choose a new password', path: tokenLinkPath('resetPassword', job.token) },
  };
}

/** The words of the two review mails. */
function reviewLetter(job: z.infer<typeof ReviewMail>): Letter {
  if (job.message === 'review-posted') {
    return {
      subject: `New review: ${job.rating} of 5 stars for ${job.productName}`,
      paragraphs: [
        `${job.buyerName} rated you ${job.rating} of 5 stars for ${job.productName}.`,
        'You can answer it once; your answer shows under the review on your seller page.',
      ],
      link: { label: 'See My Buyers', path: DASHBOARD_PAGES.myBuyers },
    };
  }
  return {
    subject: `The seller answered your review of ${job.productName}`,
    paragraphs: [`The seller of ${job.productName} answered the review you left. Their answer shows under it on their page.`],
    link: { label: 'See My Orders', path: DASHBOARD_PAGES.myOrders },
  };
}

/** A message before layout: a greeting, a few sentences, and the one page to go to next. */
export interface Letter {
  subject: string;
  paragraphs: string[];
  link: { label: string; path: string };
}

const problemWords = (kind: ProblemKind | undefined) => (kind ? PROBLEM_KIND_LABELS[kind].toLowerCase() : 'see the order');

/** The words of each message. Nothing here names an id or anything internal; only the reset and verification links carry a token. */
export function letterFor(job: MailJob): Letter {
  if (job.message === 'notification') return { subject: job.text, paragraphs: [`${job.text}.`], link: { label: 'See it on Reboard', path: job.link } };
  if ('token' in job) return tokenLetter(job);
  if ('rating' in job) return reviewLetter(job);
  if (job.message === 'saved-search-match' || job.message === 'saved-search-digest') return searchAlertLetter(job);
  const price = formatMoney(job.price, job.currency);
  switch (job.message) {
    case 'order-booked':
      return {
        subject: `Your order is booked: ${job.productName}`,
        paragraphs: [
          `You booked ${job.productName} for ${price}.`,
          'The listing stays on sale until someone pays, so pay soon to make it yours.',
        ],
        link: { label: 'Pay from My Orders', path: DASHBOARD_PAGES.myOrders },
      };
    case 'payment-received':
      return {
        subject: `Payment received: ${job.productName}`,
        paragraphs: [
          `We received your payment of ${price} for ${job.productName}. It is yours.`,
          'The seller has been told and will arrange the handover with you.',
        ],
        link: { label: 'See My Orders', path: DASHBOARD_PAGES.myOrders },
      };
    case 'item-sold':
      return {
        subject: `Your item sold: ${job.productName}`,
        paragraphs: [
          `${job.buyerName ?? 'A buyer'} paid ${price} for ${job.productName}.`,
          'Their phone number and location are on My Buyers: get in touch to arrange the handover.',
        ],
        link: { label: 'See My Buyers', path: DASHBOARD_PAGES.myBuyers },
      };
    case 'order-shipped':
      return {
        subject: `On its way: ${job.productName}`,
        paragraphs: [
          `The seller sent ${job.productName} with ${job.carrier ?? 'a carrier'}.`,
          job.trackingNumber ? `Tracking number: ${job.trackingNumber}.` : 'The seller gave no tracking number.',
          'Once it arrives, confirm it on My Orders so the seller knows.',
        ],
        link: { label: 'See My Orders', path: DASHBOARD_PAGES.myOrders },
      };
    case 'order-received':
      return {
        subject: `Received: ${job.productName}`,
        paragraphs: [`${job.buyerName ?? 'The buyer'} confirmed that ${job.productName} arrived. The sale is complete.`],
        link: { label: 'See My Buyers', path: DASHBOARD_PAGES.myBuyers },
      };
    case 'order-completed':
      return {
        subject: `Sale complete: ${job.productName}`,
        paragraphs: [
          `The time for ${job.buyerName ?? 'the buyer'} to report a problem with ${job.productName} has passed, so the sale is complete.`,
        ],
        link: { label: 'See My Buyers', path: DASHBOARD_PAGES.myBuyers },
      };
    case 'sale-cancelled':
      return {
        subject: `Order cancelled and refunded: ${job.productName}`,
        paragraphs: [
          `The seller cancelled your order of ${job.productName} before sending it, saying: “${job.reason ?? ''}”`,
          `Your payment of ${price} is refunded to your card; your bank may take a few days to show it.`,
        ],
        link: { label: 'See My Orders', path: DASHBOARD_PAGES.myOrders },
      };
    case 'problem-reported':
      return {
        subject: `Problem reported: ${job.productName}`,
        paragraphs: [
          `${job.buyerName ?? 'The buyer'} reported a problem with ${job.productName}: ${problemWords(job.problemKind)}.`,
          'Reboard will look at it and may refund the buyer. Until then the order waits: it cannot be cancelled or complete by itself.',
        ],
        link: { label: 'See My Buyers', path: DASHBOARD_PAGES.myBuyers },
      };
    case 'problem-refunded-buyer':
      return {
        subject: `Refunded: ${job.productName}`,
        paragraphs: [
          `Reboard looked at the problem you reported with ${job.productName} and refunded you, saying: “${job.reason ?? ''}”`,
          `Your payment of ${price} is refunded to your card; your bank may take a few days to show it.`,
        ],
        link: { label: 'See My Orders', path: DASHBOARD_PAGES.myOrders },
      };
    case 'problem-refunded-seller':
      return {
        subject: `Order refunded by Reboard: ${job.productName}`,
        paragraphs: [
          `${job.buyerName ?? 'The buyer'} reported a problem with ${job.productName}, and Reboard refunded their payment of ${price}, saying: “${job.reason ?? ''}”`,
          'The order is cancelled. The listing stays sold, as the item was already on its way.',
        ],
        link: { label: 'See My Buyers', path: DASHBOARD_PAGES.myBuyers },
      };
    case 'problem-closed-buyer':
    case 'problem-closed-seller':
      return {
        subject: `Problem closed: ${job.productName}`,
        paragraphs: [
          `Reboard closed the problem reported with ${job.productName} without a refund, saying: “${job.reason ?? ''}”`,
          'The order goes on as before.',
        ],
        link:
          job.message === 'problem-closed-buyer'
            ? { label: 'See My Orders', path: DASHBOARD_PAGES.myOrders }
            : { label: 'See My Buyers', path: DASHBOARD_PAGES.myBuyers },
      };
    case 'item-gone':
      return {
        subject: `No longer available: ${job.productName}`,
        paragraphs: [
          `${job.productName}, which you booked, was bought by another buyer before you paid, so it is no longer available.`,
          'You were not charged. Similar listings may still be for sale.',
        ],
        link: { label: 'Browse products', path: '/products' },
      };
    case 'booking-cancelled':
      return {
        subject: `Booking cancelled: ${job.productName}`,
        paragraphs: [
          `${job.buyerName ?? 'The buyer'} cancelled their booking of ${job.productName} before paying.`,
          'The listing stays on sale for everyone else.',
        ],
        link: { label: 'See My Buyers', path: DASHBOARD_PAGES.myBuyers },
      };
  }
}
