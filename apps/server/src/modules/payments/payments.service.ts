import type { Message, PaymentIntent, PaymentResult, PayRequest } from '@reboard/contracts';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Database, Tx } from '#server/db/client.ts';
import { conflict, DomainError, invalid, notFound } from '#server/lib/errors.ts';
import type { ServiceLog } from '#server/lib/logger.ts';
import type { SessionUser } from '../auth/index.ts';
import type { ListingStatusService } from '../listings/index.ts';
import type { JobsService } from '../jobs/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrderRow, OrdersService } from '../orders/index.ts';
import type { ChargeableOrder, ConfirmedPayment, PaymentProvider } from './payment-provider.ts';
import { createPaymentsRepository } from './payments.repository.ts';

import { checkIntent } from './stripe-provider.ts';
import { said } from '#server/lib/i18n.ts';

export type SaleOutcome = 'sold' | 'already_recorded' | 'sold_out' | 'order_already_paid';

/** The refund of a cancelled sale (by its seller, or an admin after a problem), keyed by the order: asked of the provider once. */
const REFUND = 'refund';
const RefundJob = z.object({ orderId: z.string() });

const chargeable = (row: OrderRow): ChargeableOrder => ({
  id: row.id,
  amount: row.price,
  currency: row.currency,
  buyerEmail: row.buyerEmail,
  paymentIntentId: row.paymentIntentId,
});

function assertPayable(row: OrderRow): void {
  if (row.status === 'paid') throw conflict('ALREADY_PAID', 'errors.payment.alreadyPaid');
  if (row.status !== 'pending' || !row.available) {
    throw conflict('NO_LONGER_AVAILABLE', 'errors.payment.noLongerAvailable');
  }
}

export function createPaymentsService(deps: {
  db: Database;
  orders: Pick<OrdersService, 'ownRow' | 'findRow' | 'setIntent' | 'statusOf' | 'markPaid' | 'tellOthersItSold' | 'cancelSale' | 'ownSale' | 'tell'>;
  listings: Pick<ListingStatusService, 'claimForSale' | 'releaseSale'>;
  mail: Pick<MailService, 'orderPaid' | 'itemSold' | 'saleCancelled'>;
  jobs: Pick<JobsService, 'enqueue' | 'handle'>;
  provider: PaymentProvider;
  stripe?: { client: Stripe; webhookSecret: string | undefined } | undefined;
  log: ServiceLog;
}) {
  const { orders, listings, provider, log } = deps;
  const repo = createPaymentsRepository(deps.db);

  // Safe to run twice: a refund already recorded is not asked for again, and Stripe's refund
  // carries an idempotency key, so a run that died between asking and recording asks once.
  deps.jobs.handle(REFUND, async (payload) => {
    const payment = await repo.byOrder(RefundJob.parse(payload).orderId);
    if (!payment || payment.refundedAt) return;
    await provider.refund(payment.providerRef);
    await repo.markRefunded(payment.id);
  });

  /** The refund of an order's payment, in the transaction that cancels it; asked once per order. */
  const enqueueRefund = (orderId: string, tx: Tx) => deps.jobs.enqueue(tx, { kind: REFUND, key: orderId, payload: { orderId } });

  /**
   * Marks the listing sold, the order paid and records the payment in one transaction, which
   * this service opens and hands to listings and orders. The listing is claimed with a
   * conditional update, so of two buyers paying at once exactly one gets it; the other's
   * transaction changes nothing and the caller refunds them.
   */
  const completeSale = (order: OrderRow, paid: ConfirmedPayment): Promise<SaleOutcome> =>
    deps.db.transaction(async (tx) => {
      if (await repo.isRecorded(paid.ref, tx)) return 'already_recorded';
      if (!(await listings.claimForSale(order.productId, tx, order.buyerId))) {
        return (await orders.statusOf(order.id, tx)) === 'paid' ? 'order_already_paid' : 'sold_out';
      }
      // Throwing rolls the claim on the listing back too.
      if (!(await orders.markPaid(order.id, tx))) throw conflict('ORDER_NOT_PAYABLE', 'errors.payment.notPayable');
      await repo.insert(
        {
          orderId: order.id,
          productId: order.productId,
          buyerId: order.buyerId,
          provider: provider.name,
          providerRef: paid.ref,
          amount: paid.amount,
          currency: paid.currency,
        },
        tx,
      );
      const facts = { ...order, price: paid.amount, currency: paid.currency };
      await deps.mail.orderPaid(tx, facts);
      const text = { key: 'notifications.text.orderPaid', params: { buyer: order.buyerName, product: order.productName } };
      await orders.tell(tx, order.sellerId, 'order_paid', order.id, text, () => deps.mail.itemSold(tx, facts));
      await orders.tellOthersItSold(order, tx);
      return 'sold';
    });

  /** Records a confirmed payment, refunding it when the listing went to someone else first. */
  async function settle(row: OrderRow, paid: ConfirmedPayment): Promise<SaleOutcome> {
    const outcome = await completeSale(row, paid);
    if (outcome === 'sold_out' || outcome === 'order_already_paid') {
      await provider.refund(paid.ref);
      log.warn({ order: row.id, ref: paid.ref, outcome }, 'payment refunded: the sale could not be completed');
    }
    return outcome;
  }

  return {
    enqueueRefund,

    async intent(user: SessionUser, orderId: string): Promise<PaymentIntent> {
      const row = await orders.ownRow(user, orderId);
      assertPayable(row);
      const intent = await provider.createIntent(chargeable(row));
      if (intent.intentId !== row.paymentIntentId) await orders.setIntent(row.id, intent.intentId);
      return {
        provider: provider.name,
        clientSecret: intent.clientSecret,
        publishableKey: provider.publishableKey,
        amount: row.price,
        currency: row.currency,
      };
    },

    async pay(user: SessionUser, orderId: string, attempt: PayRequest): Promise<PaymentResult> {
      const row = await orders.ownRow(user, orderId);
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

    /**
     * The seller cancels a paid order before sending it: in one transaction the order is
     * cancelled with the reason, the listing goes back on sale, the refund is enqueued and the
     * buyer's mail too. From any other step (or a second click) 409, and nothing changes.
     */
    async cancelSale(seller: SessionUser, orderId: string, reason: string): Promise<Message> {
      const row = await orders.ownSale(seller, orderId);
      const cancelled = await deps.db.transaction(async (tx) => {
        if (!(await orders.cancelSale(row.id, reason, tx))) return false;
        await listings.releaseSale(row.productId, tx);
        await enqueueRefund(row.id, tx);
        const text = { key: 'notifications.text.saleCancelled', params: { product: row.productName } };
        await orders.tell(tx, row.buyerId, 'order_cancelled', row.id, text, () => deps.mail.saleCancelled(tx, row, reason));
        return true;
      });
      if (!cancelled) throw conflict('WRONG_ORDER_STEP', 'errors.payment.onlyPaidCancelled');
      return said('errors.success.saleCancelled', { buyer: row.buyerName, product: row.productName });
    },

    /**
     * Stripe's signed webhook, the source of truth for card payments: verified against the raw
     * body (signature and age), each event handled once.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
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
export type PaymentsService = ReturnType<typeof createPaymentsService>;
