import { z } from 'zod';

/**
 * How a buyer receives the item: meeting the seller in the listing's area, or by courier inside
 * or outside the seller's city (Bangladeshi sellers quote "inside Dhaka ৳60, outside ৳120").
 */
export const DELIVERY_CHOICES = ['meetup', 'courier_inside', 'courier_outside'] as const;
export const DeliveryChoiceSchema = z.enum(DELIVERY_CHOICES, { message: 'validation.order.chooseDelivery' });
export type DeliveryChoice = z.infer<typeof DeliveryChoiceSchema>;
export const DELIVERY_CHOICE_KEYS = {
  meetup: 'orders.delivery.meetup',
  courier_inside: 'orders.delivery.courierInside',
  courier_outside: 'orders.delivery.courierOutside',
} as const satisfies Record<DeliveryChoice, string>;

/** Whether a choice sends the item by courier (then the order carries an address, a carrier and tracking). */
export const isCourier = (choice: DeliveryChoice): boolean => choice !== 'meetup';

/**
 * How a listing may be handed over, as everyone sees it. The courier is offered when both fees
 * are set (in the currency's minor unit); a listing offers at least one way.
 */
export const ListingDeliverySchema = z.object({
  meetUp: z.boolean(),
  courierFeeInside: z.number().int().nullable(),
  courierFeeOutside: z.number().int().nullable(),
});
export type ListingDelivery = z.infer<typeof ListingDeliverySchema>;

/** What a listing asks for `choice` (minor unit), or undefined when it does not offer it. */
export function deliveryFeeOf(delivery: ListingDelivery, choice: DeliveryChoice): number | undefined {
  if (choice === 'meetup') return delivery.meetUp ? 0 : undefined;
  const fee = choice === 'courier_inside' ? delivery.courierFeeInside : delivery.courierFeeOutside;
  return fee ?? undefined;
}

/** The choices a listing offers, in the order the booking modal lists them. */
export const offeredChoices = (delivery: ListingDelivery): DeliveryChoice[] =>
  DELIVERY_CHOICES.filter((choice) => deliveryFeeOf(delivery, choice) !== undefined);

/**
 * How an order is paid: by card online (the payment is the sale), or in cash on delivery or at
 * the meet-up (the seller's confirmation is the sale). Decision 028 says what a wallet would add.
 */
export const PAYMENT_METHODS = ['card', 'cash'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { message: 'validation.order.choosePayment' });
export type PaymentMethodName = z.infer<typeof PaymentMethodSchema>;
export const PAYMENT_METHOD_KEYS = {
  card: 'orders.paymentMethod.card',
  cash: 'orders.paymentMethod.cash',
} as const satisfies Record<PaymentMethodName, string>;
