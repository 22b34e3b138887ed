import {
  ACCOUNT_PAGES,
  DASHBOARD_PAGES,
  DELIVERY_CHOICE_KEYS,
  DELIVERY_CHOICES,
  NotificationKindSchema,
  PAYMENT_METHODS,
  PROBLEM_KIND_KEYS,
  PROBLEM_KINDS,
  tokenLinkPath,
  type ProblemKind,
} from '@reboard/contracts';
import { DEFAULT_LOCALE, formatNumber, formatPrice, type Locale } from '@reboard/contracts/i18n';
import { z } from 'zod';
import { translatorFor } from '#server/lib/i18n.ts';
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
    'order-confirmed',
    'order-shipped',
    'order-handed-over',
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
  /** The units' price together, how many units, and what the buyer pays with delivery (older jobs have neither count nor total). */
  price: z.number().int(),
  quantity: z.number().int().positive().optional(),
  total: z.number().int().optional(),
  currency: z.string(),
  buyerName: z.string().optional(),
  /** The buyer's delivery choice and its fee, and how the order is paid (older jobs have none). */
  delivery: z.enum(DELIVERY_CHOICES).optional(),
  deliveryFee: z.number().int().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
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
  /** The English words; `key` and `params` give them in the recipient's language (older jobs have only the words). */
  text: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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

/** "Your password was changed", after a reset link was used or the password changed while signed in. */
const PasswordChangedMail = z.object({
  message: z.literal('password-changed'),
  to: z.string().min(1),
});

export const MailJob = z.discriminatedUnion('message', [OrderMail, ReviewMail, TokenMail, PasswordChangedMail, NotificationMail, SearchMatchMail, SearchDigestMail]);
export type MailJob = z.infer<typeof MailJob>;

/** The words of the two mails with a link that carries a token. */
function tokenLetter(job: z.infer<typeof TokenMail>, t: T): Letter {
  if (job.message === 'email-verification') {
    return {
      subject: t('mail.verify.subject'),
      paragraphs: [t('mail.verify.welcome'), t('mail.verify.once')],
      link: { label: t('mail.verify.link'), path: tokenLinkPath('verifyEmail', job.token) },
    };
  }
  return {
    subject: t('mail.reset.subject'),
    paragraphs: [t('mail.reset.asked'), t('mail.reset.once'), t('mail.reset.endsOthers')],
    link: { label: t('mail.reset.link'), path: tokenLinkPath('resetPassword', job.token) },
  };
}

/** The words of the two review mails. */
function reviewLetter(job: z.infer<typeof ReviewMail>, t: T, locale: Locale): Letter {
  const words = { product: job.productName, buyer: job.buyerName, rating: formatNumber(job.rating, locale) };
  if (job.message === 'review-posted') {
    return {
      subject: t('mail.reviewPosted.subject', words),
      paragraphs: [t('mail.reviewPosted.rated', words), t('mail.reviewPosted.answerOnce')],
      link: { label: t('mail.link.myBuyers'), path: DASHBOARD_PAGES.myBuyers },
    };
  }
  return {
    subject: t('mail.reviewAnswered.subject', words),
    paragraphs: [t('mail.reviewAnswered.body', words)],
    link: { label: t('mail.link.myOrders'), path: DASHBOARD_PAGES.myOrders },
  };
}

/** A message before layout: a greeting, a few sentences, and the one page to go to next. */
export interface Letter {
  subject: string;
  paragraphs: string[];
  link: { label: string; path: string };
}

/** A translator bound to the recipient's language. */
export type T = ReturnType<typeof translatorFor>;

// Mid-sentence, as the spec words it: "…a problem with W5500 module: not received." (no case in Bengali).
const problemWords = (kind: ProblemKind | undefined, t: T) => (kind ? t(PROBLEM_KIND_KEYS[kind]).toLowerCase() : t('mail.problemReported.seeOrder'));

/**
 * The words of each message in the recipient's language (English for one who never chose).
 * Nothing here names an id or anything internal; only the reset and verification links carry a token.
 */
export function letterFor(job: MailJob, locale: Locale = DEFAULT_LOCALE): Letter {
  const t = translatorFor(locale);
  if (job.message === 'notification') {
    const words = job.key ? t(job.key, job.params) : job.text;
    return { subject: words, paragraphs: [`${words}.`], link: { label: t('mail.link.seeIt'), path: job.link } };
  }
  if ('token' in job) return tokenLetter(job, t);
  if (job.message === 'password-changed') {
    return {
      subject: t('mail.passwordChanged.subject'),
      paragraphs: [t('mail.passwordChanged.body'), t('mail.passwordChanged.notYou')],
      link: { label: t('mail.passwordChanged.link'), path: ACCOUNT_PAGES.forgotPassword },
    };
  }
  if ('rating' in job) return reviewLetter(job, t, locale);
  if (job.message === 'saved-search-match' || job.message === 'saved-search-digest') return searchAlertLetter(job, t, locale);
  return orderLetter(job, t, locale);
}

type OrderJob = z.infer<typeof OrderMail>;

/**
 * What the buyer pays. Jobs enqueued before the total was carried had the listing's price
 * (booked) or what was paid (the payment mails' price), and nothing to add for a refund.
 */
function totalOf(job: OrderJob): number {
  if (job.total !== undefined) return job.total;
  return job.message === 'order-booked' ? job.price + (job.deliveryFee ?? 0) : job.price;
}

/** "Delivery: courier inside the seller's city, ৳60. Total: ৳1,560." when the order carries its choice. */
function deliveryLine(job: OrderJob, t: T, locale: Locale): string[] {
  if (!job.delivery) return [];
  return [
    t('mail.delivery.line', {
      choice: t(DELIVERY_CHOICE_KEYS[job.delivery]),
      fee: formatPrice(job.deliveryFee ?? 0, job.currency, locale),
      total: formatPrice(totalOf(job), job.currency, locale),
    }),
  ];
}

/** The words of the order mails: booked, paid, sent, received, cancelled, refunded, problems. */
function orderLetter(job: OrderJob, t: T, locale: Locale): Letter {
  const w = {
    // A lot's units are named with it in every mail: "W25Q128 flash × 3", digits in the reader's language.
    product: job.quantity && job.quantity > 1 ? `${job.productName} × ${formatNumber(job.quantity, locale)}` : job.productName,
    price: formatPrice(job.price, job.currency, locale),
    total: formatPrice(totalOf(job), job.currency, locale),
    buyer: job.buyerName ?? t('mail.words.theBuyer'),
    reason: job.reason ?? '',
  };
  const myOrders = { label: t('mail.link.myOrders'), path: DASHBOARD_PAGES.myOrders };
  const myBuyers = { label: t('mail.link.myBuyers'), path: DASHBOARD_PAGES.myBuyers };
  const delivery = deliveryLine(job, t, locale);
  switch (job.message) {
    case 'order-booked':
      if (job.paymentMethod === 'cash') {
        return { subject: t('mail.booked.subject', w), paragraphs: [t('mail.booked.body', w), ...delivery, t('mail.booked.cash')], link: myOrders };
      }
      return {
        subject: t('mail.booked.subject', w),
        paragraphs: [t('mail.booked.body', w), ...delivery, t('mail.booked.paySoon')],
        link: { label: t('mail.link.payFromMyOrders'), path: DASHBOARD_PAGES.myOrders },
      };
    case 'payment-received':
      return { subject: t('mail.paid.subject', w), paragraphs: [t('mail.paid.body', w), ...delivery, t('mail.paid.sellerTold')], link: myOrders };
    case 'order-confirmed':
      return { subject: t('mail.confirmed.subject', w), paragraphs: [t('mail.confirmed.body', w), ...delivery, t('mail.confirmed.payInCash')], link: myOrders };
    case 'order-handed-over':
      return { subject: t('mail.handedOver.subject', w), paragraphs: [t('mail.handedOver.body', w), t('mail.shipped.confirm')], link: myOrders };
    case 'item-sold':
      return {
        subject: t('mail.sold.subject', w),
        paragraphs: [t('mail.sold.body', { ...w, buyer: job.buyerName ?? t('mail.words.aBuyer') }), ...delivery, t('mail.sold.contact')],
        link: myBuyers,
      };
    case 'order-shipped':
      return {
        subject: t('mail.shipped.subject', w),
        paragraphs: [
          t('mail.shipped.body', { ...w, carrier: job.carrier ?? t('mail.words.aCarrier') }),
          job.trackingNumber ? t('mail.shipped.tracking', { tracking: job.trackingNumber }) : t('mail.shipped.noTracking'),
          t('mail.shipped.confirm'),
        ],
        link: myOrders,
      };
    case 'order-received':
      return { subject: t('mail.received.subject', w), paragraphs: [t('mail.received.body', w)], link: myBuyers };
    case 'order-completed':
      return {
        subject: t('mail.completed.subject', w),
        paragraphs: [t('mail.completed.body', { ...w, buyer: job.buyerName ?? t('mail.words.theBuyerMidSentence') })],
        link: myBuyers,
      };
    case 'sale-cancelled':
      // A cash order was never paid: nothing comes back to a card.
      return {
        subject: t('mail.saleCancelled.subject', w),
        paragraphs: [t('mail.saleCancelled.body', w), ...(job.paymentMethod === 'cash' ? [] : [t('mail.refundToCard', w)])],
        link: myOrders,
      };
    case 'problem-reported':
      return {
        subject: t('mail.problemReported.subject', w),
        paragraphs: [t('mail.problemReported.body', { ...w, problem: problemWords(job.problemKind, t) }), t('mail.problemReported.waits')],
        link: myBuyers,
      };
    case 'problem-refunded-buyer':
      return { subject: t('mail.refundedBuyer.subject', w), paragraphs: [t('mail.refundedBuyer.body', w), t('mail.refundToCard', w)], link: myOrders };
    case 'problem-refunded-seller':
      return { subject: t('mail.refundedSeller.subject', w), paragraphs: [t('mail.refundedSeller.body', w), t('mail.refundedSeller.staysSold')], link: myBuyers };
    case 'problem-closed-buyer':
    case 'problem-closed-seller':
      return {
        subject: t('mail.problemClosed.subject', w),
        paragraphs: [t('mail.problemClosed.body', w), t('mail.problemClosed.goesOn')],
        link: job.message === 'problem-closed-buyer' ? myOrders : myBuyers,
      };
    case 'item-gone':
      return { subject: t('mail.itemGone.subject', w), paragraphs: [t('mail.itemGone.body', w), t('mail.itemGone.notCharged')], link: { label: t('mail.link.browse'), path: '/products' } };
    case 'booking-cancelled':
      return { subject: t('mail.bookingCancelled.subject', w), paragraphs: [t('mail.bookingCancelled.body', w), t('mail.bookingCancelled.staysOnSale')], link: myBuyers };
  }
}
