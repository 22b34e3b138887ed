import type { CreateOrder, Message, NotificationKind, Order, OrderDetail, OrderViewer, SellerBuyer, ShipOrder } from '@reboard/contracts';
import type { Tx } from '#server/db/client.ts';
import type { AccountsService, SessionUser } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { JobsService } from '../jobs/index.ts';
import type { ListingStatusService } from '../listings/index.ts';
import type { MailService } from '../mail/index.ts';
import type { NoticeText, NotificationsService } from '../notifications/index.ts';
import type { OrderRow, Receipts } from './order-view.ts';

/** What the orders service needs from other modules, handed in by app.ts. */
export interface OrdersDeps {
  catalog: Pick<CatalogService, 'getProduct' | 'summaries'>;
  receipts: Receipts;
  /** The seller's name and email for the buyer's order page. */
  people: AccountsService['people'];
  mail: Pick<MailService, 'orderBooked' | 'orderShipped' | 'orderHandedOver' | 'orderReceived' | 'orderCompleted' | 'bookingCancelled' | 'itemGone'>;
  jobs: Pick<JobsService, 'enqueue' | 'handle'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** How long after shipping an unconfirmed order completes by itself. */
  autoCompleteMs: number;
  /** A booking's hold on its listing (holds.ts). */
  listings: Pick<ListingStatusService, 'hold' | 'releaseHold' | 'heldBy'>;
  /** How long a booking holds its listing for its buyer. */
  holdMs: number;
  /** Empties the storefront's cache after a change no request made (a hold's end by its job). */
  catalogChanged: () => void;
}

/**
 * A notification about an order, linking to its page (the same for its buyer and its seller),
 * with the step's own mail when it has one (sent only if the user wants this kind by mail).
 */
export type TellAboutOrder = (
  tx: Tx,
  userId: string,
  kind: NotificationKind,
  orderId: string,
  text: NoticeText,
  mail?: () => Promise<void>,
) => Promise<void>;

/**
 * A buyer's bookings and a seller's sales, their steps, and the writes payments and admins make
 * inside their own transactions. Built by use case: order-booking.ts, order-steps.ts,
 * order-reads.ts and order-writes.ts.
 */
export interface OrdersService {
  // Booking (order-booking.ts)
  /** Books a listing at its current price; the body never sets the price. */
  book(user: SessionUser, input: CreateOrder): Promise<Order>;
  /** Booked → cancelled, by the order's buyer, before paying. */
  cancelBooking(buyer: SessionUser, id: string): Promise<Message>;

  // Steps after payment (order-steps.ts)
  /** A courier order paid or confirmed → shipped, by its seller, with the carrier and (optionally) a tracking number. */
  ship(seller: SessionUser, id: string, input: ShipOrder): Promise<Order>;
  /** A meet-up order paid or confirmed → handed over, by its seller. */
  handOver(seller: SessionUser, id: string): Promise<Order>;
  /** Shipped or handed over → received, by the order's buyer. */
  confirmReceipt(buyer: SessionUser, id: string): Promise<Order>;

  // Reads (order-reads.ts)
  list(user: SessionUser): Promise<{ items: Order[] }>;
  /** One order for its page: the buyer's own, or a sale of the seller's listing. */
  detail(user: SessionUser, id: string, viewer: OrderViewer): Promise<OrderDetail>;
  /** The buyer's own order; someone else's is answered as if it did not exist. */
  ownRow(user: SessionUser, id: string): Promise<OrderRow>;
  /** An order of the seller's listing; anyone else's is answered as if it did not exist. */
  ownSale(seller: SessionUser, id: string): Promise<OrderRow>;
  /** An order the user bought or sold; anyone else's is answered as if it did not exist. */
  partyRow(user: SessionUser, id: string): Promise<OrderRow>;
  /** The buyer's own order, once it arrived (received, or completed by time): only then may they review it. */
  reviewable(buyer: SessionUser, id: string): Promise<OrderRow>;
  /** How many of a seller's orders reached their buyers (received or completed). */
  completedSalesOf(sellerId: string): Promise<number>;
  findRow(id: string): Promise<OrderRow | undefined>;
  /** An order as its parties read it, after a step another module made. */
  orderOf(id: string): Promise<Order | undefined>;
  buyersOf(seller: SessionUser): Promise<{ items: SellerBuyer[] }>;

  // Writes other modules make, most as part of their own transaction (order-writes.ts)
  setIntent(id: string, intentId: string): Promise<void>;
  /** The order's status as the transaction sees it. */
  statusOf(id: string, tx: Tx): Promise<OrderRow['status'] | undefined>;
  /** A card order pending → paid; false when it was no longer pending. */
  markPaid(id: string, tx: Tx): Promise<boolean>;
  /** A cash order pending → confirmed by its seller (the sale); false when it was no longer pending. */
  markConfirmed(id: string, tx: Tx): Promise<boolean>;
  /** A cash order's money received by its seller, once sent or handed over; false otherwise or when already recorded. */
  markCashReceived(id: string, tx: Tx): Promise<boolean>;
  /** The other buyers who booked a listing that just sold: each is told it is gone. */
  tellOthersItSold(sold: OrderRow, tx: Tx): Promise<void>;
  /**
   * Paid and not yet shipped → cancelled by its seller, with the reason; false from any other
   * step, and refused while the buyer's problem is open.
   */
  cancelSale(id: string, reason: string, tx: Tx): Promise<boolean>;
  /**
   * Completion of a shipped order at its deadline (`shippedAt` + the setting), or at once when
   * that has passed. Keyed by the order, or by what delayed it (a closed problem).
   */
  scheduleCompletion(orderId: string, shippedAt: Date, key: string, tx: Tx): Promise<boolean>;
  /** Tells a party of an order of a step another module made, in its transaction. */
  tell: TellAboutOrder;
  /** A deleted account's unpaid bookings, as buyer or seller, are cancelled; returns their ids. */
  cancelPendingOf(userId: string, tx: Tx): Promise<string[]>;
}
