import type Stripe from 'stripe';
import { conflict, DomainError, invalid, notFound } from '#server/lib/errors.ts';
import type { PaymentsContext, PaymentsService } from './payments.types.ts';
import { assertMethod } from './payment-method.ts';
import { assertPayable, chargeable } from './settlement.ts';
import { checkIntent } from './stripe-provider.ts';

export type Checkout = Pick<PaymentsService, 'intent' | 'pay' | 'webhook'>;

/** A buyer pays for their order: by card through the provider, or confirmed by Stripe's webhook. */
export function createCheckout({ deps, repo, settle }: PaymentsContext): Checkout {
  const { orders, provider, log } = deps;
  return {
    async intent(user, orderId) {
      const row = await orders.ownRow(user, orderId);
      assertMethod(row, 'card');
      assertPayable(row);
      const charge = chargeable(row);
      const intent = await provider.createIntent(charge);
      if (intent.intentId !== row.paymentIntentId) await orders.setIntent(row.id, intent.intentId);
      return {
        provider: provider.name,
        clientSecret: intent.clientSecret,
        publishableKey: provider.publishableKey,
        amount: charge.amount,
        currency: row.currency,
      };
    },

    async pay(user, orderId, attempt) {
      const row = await orders.ownRow(user, orderId);
      assertMethod(row, 'card');
      assertPayable(row);
      const paid = await provider.confirm(chargeable(row), {
        clientSecret: attempt.clientSecret,
        paymentIntentId: attempt.paymentIntentId,
        cardNumber: attempt.card?.number,
      });
      const outcome = await settle(row, paid);
      if (outcome === 'sold_out') {
        throw conflict('SOLD_OUT', 'errors.payment.soldOut');
      }
      if (outcome === 'order_already_paid') throw conflict('ALREADY_PAID', 'errors.payment.alreadyPaid');
      return { orderId: row.id, transactionId: paid.ref, amount: paid.amount, currency: paid.currency };
    },

    /** Verified against the raw body (signature and age), each event handled once. */
    async webhook(rawBody, signature) {
      if (!deps.stripe?.webhookSecret) throw notFound('errors.payment.noWebhooks');
      let event: Stripe.Event;
      try {
        event = deps.stripe.client.webhooks.constructEvent(rawBody, signature ?? '', deps.stripe.webhookSecret);
      } catch {
        throw invalid('errors.payment.badSignature', undefined, 'BAD_SIGNATURE');
      }
      if (await repo.eventSeen(event.id)) return { received: true };
      if (event.type === 'payment_intent.succeeded') {
        const intent = event.data.object;
        const row = await orders.findRow(intent.metadata?.orderId ?? '');
        if (!row) {
          log.warn({ intent: intent.id }, 'webhook: payment for an unknown order ignored');
        } else {
          try {
            await settle(row, checkIntent(intent, chargeable(row)));
          } catch (err) {
            if (!(err instanceof DomainError)) throw err;
            log.warn({ intent: intent.id, order: row.id, reason: err.message }, 'webhook: payment not accepted');
          }
        }
      }
      await repo.rememberEvent(event.id, event.type);
      return { received: true };
    },
  };
}
