import Stripe from 'stripe';
import type { AppConfig } from '#server/config.ts';
import type { ChargeableOrder, ConfirmedPayment, PaymentProvider } from './payment-provider.ts';
import { PaymentError } from './payment-provider.ts';

type StripeSettings = NonNullable<AppConfig['stripe']>;

export function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}

/** A PaymentIntent is accepted only when it is for this order, at its price, and succeeded. */
export function checkIntent(intent: Stripe.PaymentIntent, order: ChargeableOrder): ConfirmedPayment {
  if (
    intent.metadata?.orderId !== order.id ||
    intent.amount !== order.amount ||
    intent.currency !== order.currency.toLowerCase()
  ) {
    throw new PaymentError('INTENT_MISMATCH', 'errors.payment.intentMismatch', 'invalid');
  }
  if (intent.status !== 'succeeded') {
    throw new PaymentError('PAYMENT_INCOMPLETE', intent.last_payment_error?.message ?? 'errors.payment.notThrough');
  }
  return { ref: intent.id, orderId: order.id, amount: intent.amount, currency: order.currency };
}

/**
 * Stripe: the server creates PaymentIntents (amount and currency from the database, one
 * idempotency key per order and amount), the browser confirms with Stripe Elements, and the
 * server checks the result here or through the signed webhook.
 */
export function createStripeProvider(settings: StripeSettings, stripe = stripeClient(settings)): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent(order) {
      if (order.paymentIntentId) {
        const existing = await stripe.paymentIntents.retrieve(order.paymentIntentId);
        if (existing.amount === order.amount && existing.status !== 'canceled' && existing.client_secret) {
          return { intentId: existing.id, clientSecret: existing.client_secret };
        }
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.amount,
          currency: order.currency.toLowerCase(),
          allowed_payment_method_types: ['card'],
          receipt_email: order.buyerEmail,
          metadata: { orderId: order.id },
        },
        { idempotencyKey: `reboard-order-${order.id}-${order.amount}-${order.currency}` },
      );
      if (!intent.client_secret) throw new PaymentError('PROVIDER_ERROR', 'errors.payment.providerDown', 'upstream_failed');
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },

    async confirm(order, attempt) {
      const id = attempt.paymentIntentId ?? order.paymentIntentId;
      if (!id || id !== order.paymentIntentId) {
        throw new PaymentError('INTENT_MISMATCH', 'errors.payment.intentMismatch', 'invalid');
      }
      return checkIntent(await stripe.paymentIntents.retrieve(id), order);
    },

    async refund(ref) {
      await stripe.refunds.create({ payment_intent: ref }, { idempotencyKey: `reboard-refund-${ref}` });
    },
  };
}
