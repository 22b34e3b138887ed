import { z } from 'zod';
import { PartySchema, PhoneSchema } from './accounts.ts';
import { DeliveryChoiceSchema, PaymentMethodSchema } from './delivery.ts';
import { OrderProblemSchema } from './problems.ts';
import { lotQuantitySchema } from './listings.ts';
import { ID_PATTERN, multiLine, singleLine } from './text.ts';

/**
 * `paid` by card or `confirmed` by the seller for cash: either way the listing is sold to this
 * order (the one sale per listing).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'confirmed', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/**
 * Where an order stands after its booking. A card order is paid, a cash order confirmed by its
 * seller; a courier order is then shipped, a meet-up handed over. It ends `received` when its
 * buyer confirms it, or `completed` when the time to do so has passed.
 */
export const ORDER_STEPS = ['booked', 'paid', 'confirmed', 'shipped', 'handed_over', 'received', 'completed', 'cancelled'] as const;
export const OrderStepSchema = z.enum(ORDER_STEPS);
export type OrderStep = z.infer<typeof OrderStepSchema>;

/** Where an order stands, in the words the order page and the admins' problem queue show. */
export const ORDER_STEP_KEYS = {
  booked: 'orders.step.booked',
  paid: 'orders.step.paid',
  confirmed: 'orders.step.confirmed',
  shipped: 'orders.step.shipped',
  handed_over: 'orders.step.handed_over',
  received: 'orders.step.received',
  completed: 'orders.step.completed',
  cancelled: 'orders.step.cancelled',
} as const satisfies Record<OrderStep, string>;

/** The steps at which a purchase is real enough to review: the item reached its buyer. */
export const REVIEWABLE_STEPS: ReadonlySet<OrderStep> = new Set(['received', 'completed']);

/** The steps at which the item is sold to the order and waits to be sent or handed over. */
export const SOLD_STEPS: ReadonlySet<OrderStep> = new Set(['paid', 'confirmed']);

/** How a paid order was sent: what the seller adds when marking it shipped. */
export const ShipOrderSchema = z.object({
  carrier: singleLine({ message: 'validation.order.carrierRequired' })
    .trim()
    .min(1, 'validation.order.carrierRequired')
    .max(60, 'validation.atMost.chars60'),
  trackingNumber: singleLine()
    .trim()
    .max(60, 'validation.atMost.chars60')
    .optional()
    .transform((value) => value || undefined),
});
export type ShipOrder = z.infer<typeof ShipOrderSchema>;

/** The sending of an order, once the seller has marked it shipped (or handed over: no carrier). */
export const ShipmentSchema = z.object({
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string(),
  receivedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const CreateOrderSchema = z.object({
  productId: z.string({ message: 'validation.order.chooseProduct' }).min(1, 'validation.order.chooseProduct').regex(ID_PATTERN, 'validation.id.invalid'),
  phone: singleLine({ message: 'validation.order.phoneRequired' })
    .trim()
    .min(1, 'validation.order.phoneRequired')
    .pipe(PhoneSchema),
  /** Where to meet, or the courier's delivery address. */
  location: singleLine({ message: 'validation.order.meetingLocationRequired' })
    .trim()
    .min(1, 'validation.order.meetingLocationRequired')
    .max(120, 'validation.atMost.chars120'),
  /** One of the ways the listing offers; its fee is taken from the listing, never from the body. */
  delivery: DeliveryChoiceSchema.default('meetup'),
  paymentMethod: PaymentMethodSchema.default('card'),
  /** Units of a lot to book (1 when left out); at most what is available. */
  quantity: lotQuantitySchema().default(1),
});
export type CreateOrder = z.infer<typeof CreateOrderSchema>;

/**
 * A buyer's booking. `available` is false when the listing was sold to someone else or
 * taken off the market, so the buyer can no longer pay for it.
 */
export const OrderSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  image: z.string().nullable(),
  /** One unit's price. */
  price: z.number().int(),
  /** Units booked (1 for a single item). */
  quantity: z.number().int(),
  currency: z.string(),
  delivery: DeliveryChoiceSchema,
  deliveryFee: z.number().int(),
  /** Price × quantity and delivery: what the card is charged, or the cash the seller receives. */
  total: z.number().int(),
  paymentMethod: PaymentMethodSchema,
  buyerName: z.string(),
  buyerEmail: z.string(),
  phone: z.string(),
  location: z.string(),
  /** The listing's phone, for its buyer to call the seller once booked. */
  sellerPhone: z.string().nullable(),
  status: OrderStatusSchema,
  available: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** A cash order: when its seller confirmed it (the sale), and when they recorded the cash. */
  confirmedAt: z.string().nullable(),
  cashReceivedAt: z.string().nullable(),
  transactionId: z.string().nullable(),
  /** Why the seller cancelled it, when they did after payment; and when the payment came back. */
  cancelReason: z.string().nullable(),
  refundedAt: z.string().nullable(),
  step: OrderStepSchema,
  shipment: ShipmentSchema.nullable(),
  /** The buyer's latest problem report on it, open or resolved. */
  problem: OrderProblemSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** Who is looking at an order page: its buyer or the seller of its listing. */
export const ORDER_VIEWERS = ['buyer', 'seller'] as const;
export const OrderViewerSchema = z.enum(ORDER_VIEWERS);
export type OrderViewer = z.infer<typeof OrderViewerSchema>;

/**
 * One order as its page shows it to its buyer or its seller: the order, who is looking, the
 * seller's contact details (the buyer's are in the order itself) and when it was cancelled.
 */
export const OrderDetailSchema = OrderSchema.extend({
  viewer: OrderViewerSchema,
  seller: PartySchema,
  cancelledAt: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/**
 * Why a paid order is cancelled and refunded, which the buyer reads: its seller's reason before
 * sending it, or an admin's on refunding a problem.
 */
export const CancelSaleSchema = z.object({
  reason: multiLine({ message: 'validation.order.reasonRequired' })
    .trim()
    .min(1, 'validation.order.reasonRequired')
    .max(300, 'validation.atMost.chars300'),
});
export type CancelSale = z.infer<typeof CancelSaleSchema>;
export const OrderListSchema = z.object({ items: z.array(OrderSchema) });

/** The built-in offline test provider, or Stripe when its keys are set. */
export const PaymentProviderNameSchema = z.enum(['test', 'stripe']);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

export const PaymentIntentSchema = z.object({
  provider: PaymentProviderNameSchema,
  clientSecret: z.string(),
  /** Stripe's publishable key when the provider is Stripe. */
  publishableKey: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

/** Stripe's own words for a card's expiry and security code, shown by the form and the API alike. */
export const CARD_MESSAGES = {
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  monthInvalid: "Your card's expiration month is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** A card's security code: 3 digits, or 4 (American Express). */
export const CVC_PATTERN = /^\d{3,4}$/;

/**
 * What is wrong with a card's expiry, and which part, or undefined. A card is good through the
 * last day of its expiry month, as card networks count. The form and the API both ask this.
 */
export function expiryProblem(expMonth: number, expYear: number, now: Date): { part: 'expMonth' | 'expYear'; message: string } | undefined {
  if (expMonth < 1 || expMonth > 12) return { part: 'expMonth', message: CARD_MESSAGES.monthInvalid };
  if (expYear < 2000 || expYear > 2099) return { part: 'expYear', message: CARD_MESSAGES.expiryIncomplete };
  if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { part: 'expYear', message: CARD_MESSAGES.expiryPast };
  }
  return undefined;
}

/** The built-in test provider's card, as complete as Stripe's form requires it. */
export const TestCardSchema = z
  .object({
    number: singleLine().max(40),
    name: singleLine().max(120).optional(),
    expMonth: z.number({ error: CARD_MESSAGES.expiryIncomplete }).int(CARD_MESSAGES.monthInvalid),
    expYear: z.number({ error: CARD_MESSAGES.expiryIncomplete }).int(CARD_MESSAGES.expiryIncomplete),
    cvc: z.string({ error: CARD_MESSAGES.cvcIncomplete }).regex(CVC_PATTERN, CARD_MESSAGES.cvcIncomplete),
  })
  .superRefine((card, ctx) => {
    const problem = expiryProblem(card.expMonth, card.expYear, new Date());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.part], message: problem.message });
  });
export type TestCard = z.infer<typeof TestCardSchema>;

/** Test provider: the client secret and the test card; Stripe: the confirmed PaymentIntent's id. */
export const PayRequestSchema = z.object({
  clientSecret: singleLine().max(300).optional(),
  paymentIntentId: singleLine().max(300).optional(),
  card: TestCardSchema.optional(),
});
export type PayRequest = z.infer<typeof PayRequestSchema>;

export const PaymentResultSchema = z.object({
  orderId: z.string(),
  transactionId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** My Buyers: who booked or bought each of a seller's listings. */
export const SellerBuyerSchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  productName: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  phone: z.string(),
  location: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  currency: z.string(),
  delivery: DeliveryChoiceSchema,
  deliveryFee: z.number().int(),
  total: z.number().int(),
  paymentMethod: PaymentMethodSchema,
  cashReceivedAt: z.string().nullable(),
  /** Sold to this buyer: paid by card, or a cash order the seller confirmed. */
  paid: z.boolean(),
  createdAt: z.string(),
  step: OrderStepSchema,
  shipment: ShipmentSchema.nullable(),
  problem: OrderProblemSchema.nullable(),
});
export type SellerBuyer = z.infer<typeof SellerBuyerSchema>;
export const SellerBuyerListSchema = z.object({ items: z.array(SellerBuyerSchema) });
