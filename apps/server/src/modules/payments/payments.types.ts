import type { Message, Order, PaymentIntent, PaymentResult, PayRequest } from '@reboard/contracts';
import type Stripe from 'stripe';
import type { Database, Tx } from '#server/db/client.ts';
import type { ServiceLog } from '#server/lib/logger.ts';
import type { SessionUser } from '../auth/index.ts';
import type { JobsService } from '../jobs/index.ts';
import type { ListingStatusService } from '../listings/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrderRow, OrdersService } from '../orders/index.ts';
import type { ConfirmedPayment, PaymentProvider } from './payment-provider.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** What the payments service needs, handed in by app.ts: other modules, the provider and its setup. */
export interface PaymentsDeps {
  db: Database;
  orders: Pick<
    OrdersService,
    | 'ownRow'
    | 'findRow'
    | 'orderOf'
    | 'setIntent'
    | 'statusOf'
    | 'markPaid'
    | 'markConfirmed'
    | 'markCashReceived'
    | 'tellOthersItSold'
    | 'cancelSale'
    | 'ownSale'
    | 'tell'
  >;
  listings: Pick<ListingStatusService, 'claimForSale' | 'releaseSale'>;
  mail: Pick<MailService, 'orderPaid' | 'itemSold' | 'orderConfirmed' | 'saleCancelled'>;
  jobs: Pick<JobsService, 'enqueue' | 'handle'>;
  provider: PaymentProvider;
  stripe?: { client: Stripe; webhookSecret: string | undefined } | undefined;
  log: ServiceLog;
}

export type SaleOutcome = 'sold' | 'already_recorded' | 'sold_out' | 'order_already_paid';

/**
 * Paying for an order, by card or through Stripe's webhook, or in cash confirmed by the seller,
 * and a seller's cancel of a paid sale with its refund. Built by use case: checkout.ts, cash.ts
 * and refunds.ts, over settlement.ts and the payment methods (payment-method.ts).
 */
export interface PaymentsService {
  // Refunds (refunds.ts)
  /** The refund of an order's payment, in the transaction that cancels it; asked once per order. */
  enqueueRefund(orderId: string, tx: Tx): Promise<boolean>;
  /** The seller cancels a paid order before sending it; refunded, and the listing back on sale. */
  cancelSale(seller: SessionUser, orderId: string, reason: string): Promise<Message>;

  // Paying (checkout.ts)
  intent(user: SessionUser, orderId: string): Promise<PaymentIntent>;
  pay(user: SessionUser, orderId: string, attempt: PayRequest): Promise<PaymentResult>;
  /** Stripe's signed webhook, the source of truth for card payments; each event handled once. */
  webhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }>;

  // Cash (cash.ts)
  /** The seller confirms a booked cash order: the listing is sold to it (one sale per listing, as by card). */
  confirmCash(seller: SessionUser, orderId: string): Promise<Order>;
  /** The seller records the cash of an order sent or handed over; once. */
  recordCash(seller: SessionUser, orderId: string): Promise<Order>;
}

/** What both use cases build on. */
export interface PaymentsContext {
  deps: PaymentsDeps;
  repo: PaymentsRepository;
  /** Records a confirmed payment, refunding it when the listing went to someone else first. */
  settle(row: OrderRow, paid: ConfirmedPayment): Promise<SaleOutcome>;
}
