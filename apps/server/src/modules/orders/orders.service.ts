import { orderPath, REVIEWABLE_STEPS, type NotificationKind, type CreateOrder, type Message, type Order, type OrderDetail, type OrderStep, type OrderViewer, type SellerBuyer, type ShipOrder } from '@reboard/contracts';
import { z } from 'zod';
import type { Database, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { partyOf, type AccountsService, type SessionUser } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { JobsService } from '../jobs/index.ts';
import type { MailService } from '../mail/index.ts';
import type { NoticeText, NotificationsService } from '../notifications/index.ts';
import { problemOf, shipmentOf, stepOf, toOrder, type OrderRow, type Receipts } from './order-view.ts';
import { createOrdersRepository, type OrderRecord } from './orders.repository.ts';
import { createProblemsRepository } from './problems.repository.ts';
import { said } from '#server/lib/i18n.ts';

export interface OrdersDeps {
  catalog: Pick<CatalogService, 'getProduct' | 'summaries'>;
  receipts: Receipts;
  /** The seller's name and email for the buyer's order page. */
  people: AccountsService['people'];
  mail: Pick<MailService, 'orderBooked' | 'orderShipped' | 'orderReceived' | 'orderCompleted' | 'bookingCancelled' | 'itemGone'>;
  jobs: Pick<JobsService, 'enqueue' | 'handle'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** How long after shipping an unconfirmed order completes by itself. */
  autoCompleteMs: number;
}

/** The job that completes a shipped order its buyer never confirmed, keyed by the order. */
const AUTO_COMPLETE = 'order-auto-complete';
const AutoCompleteJob = z.object({ orderId: z.string() });

export function createOrdersService(db: Database, deps: OrdersDeps, currency: string) {
  const repo = createOrdersRepository(db);
  const problems = createProblemsRepository(db);
  /**
   * A notification about an order, linking to its page (the same for its buyer and its seller),
   * with the step's own mail when it has one (sent only if the user wants this kind by mail).
   */
  const tell = (tx: Tx, userId: string, kind: NotificationKind, orderId: string, text: NoticeText, mail?: () => Promise<void>) =>
    deps.notifications.notify(tx, { userId, kind, text, link: orderPath(orderId), ...(mail ? { mail } : {}) });

  /**
   * While a buyer's problem is open only an admin moves the order on (decision 016): the
   * buyer's receipt and the seller's cancel are refused, and completion waits. The order is
   * locked first, so a problem opened at the same moment is seen.
   */
  async function refuseWhileProblemOpen(orderId: string, tx: Tx): Promise<void> {
    await repo.lockAt(orderId, 'beforeCompletion', tx);
    if (await problems.hasOpen(orderId, tx)) {
      throw conflict('PROBLEM_OPEN', 'errors.order.problemOpen');
    }
  }

  /**
   * Completion of a shipped order at its deadline (`shippedAt` + the setting), or at once when
   * that has passed. Keyed by the order, or by what delayed it (a closed problem).
   */
  const scheduleCompletion = (orderId: string, shippedAt: Date, key: string, tx: Tx) =>
    deps.jobs.enqueue(tx, {
      kind: AUTO_COMPLETE,
      key,
      payload: { orderId },
      runAt: new Date(Math.max(shippedAt.getTime() + deps.autoCompleteMs, Date.now())),
    });

  /** Orders with their listings and payments: one lookup each for the whole list, order kept. */
  async function withDetails(records: OrderRecord[]): Promise<OrderRow[]> {
    const ids = records.map((r) => r.id);
    const [listings, receipts, latestProblems] = await Promise.all([
      deps.catalog.summaries(records.map((r) => r.productId)),
      deps.receipts(ids),
      problems.latestOf(ids),
    ]);
    return records.flatMap((r) => {
      const listing = listings.get(r.productId);
      if (!listing) return [];
      const receipt = receipts.get(r.id);
      return [
        {
          ...r,
          productName: listing.name,
          image: listing.picture,
          available: listing.status === 'active' && listing.deletedAt === null,
          listingDeleted: listing.deletedAt !== null,
          transactionId: receipt?.transactionId ?? null,
          refundedAt: receipt?.refundedAt ?? null,
          problem: latestProblems.get(r.id) ?? null,
        },
      ];
    });
  }

  async function findRow(id: string): Promise<OrderRow | undefined> {
    const record = isUuid(id) ? await repo.findById(id) : undefined;
    return record ? (await withDetails([record]))[0] : undefined;
  }

  /** The buyer's own order; someone else's is answered as if it did not exist. */
  async function ownRow(user: SessionUser, id: string): Promise<OrderRow> {
    const row = await findRow(id);
    if (!row || row.buyerId !== user.id) throw notFound('errors.order.noSuch');
    return row;
  }

  /** An order of the seller's listing; anyone else's is answered as if it did not exist. */
  async function ownSale(seller: SessionUser, id: string): Promise<OrderRow> {
    const row = await findRow(id);
    if (!row || row.sellerId !== seller.id) throw notFound('errors.order.noSuch');
    return row;
  }

  /**
   * Moves an order on from `from`, mail included, in one transaction. From any other step, or
   * when a request at the same moment moved it first, it answers 409 and changes nothing.
   */
  async function step(row: OrderRow, from: OrderStep, refusal: string, move: (tx: Tx) => Promise<boolean>): Promise<void> {
    const moved = stepOf(row) === from && (await db.transaction(move));
    if (!moved) throw conflict('WRONG_ORDER_STEP', refusal);
  }

  // Safe to run twice: the update only moves an order still shipped and unconfirmed. An order
  // with an open problem is left alone; closing the problem schedules its completion again.
  deps.jobs.handle(AUTO_COMPLETE, async (payload) => {
    const row = await findRow(AutoCompleteJob.parse(payload).orderId);
    if (!row) return;
    await db.transaction(async (tx) => {
      if (!(await repo.lockAt(row.id, 'shipped', tx)) || (await problems.hasOpen(row.id, tx))) return;
      if (await repo.markCompleted(row.id, tx)) await deps.mail.orderCompleted(tx, row);
    });
  });

  return {
    /** Books a listing at its current price; the body never sets the price. */
    async book(user: SessionUser, input: CreateOrder): Promise<Order> {
      const listing = await deps.catalog.getProduct(input.productId);
      if (listing.seller.id === user.id) throw conflict('OWN_LISTING', 'errors.order.ownProduct');
      if (listing.status !== 'active') throw conflict('ALREADY_SOLD', 'errors.order.alreadySold');
      const values = {
        productId: listing.id,
        buyerId: user.id,
        sellerId: listing.seller.id,
        price: listing.resalePrice,
        currency,
        buyerName: user.name,
        buyerEmail: user.email,
        phone: input.phone,
        location: input.location,
      };
      // The mail is enqueued with the order: both exist, or neither.
      const id = await db.transaction(async (tx) => {
        const inserted = await repo.insert(values, tx);
        if (inserted) {
          await deps.mail.orderBooked(tx, { ...values, id: inserted, productName: listing.name });
          await tell(tx, values.sellerId, 'order_booked', inserted, { key: 'notifications.text.orderBooked', params: { buyer: user.name, product: listing.name } });
        }
        return inserted;
      });
      if (!id) throw conflict('ALREADY_BOOKED', 'errors.order.alreadyBooked');
      return toOrder((await findRow(id))!);
    },

    async list(user: SessionUser): Promise<{ items: Order[] }> {
      return { items: (await withDetails(await repo.listByBuyer(user.id))).map(toOrder) };
    },

    /** One order for its page: the buyer's own, or a sale of the seller's listing. */
    async detail(user: SessionUser, id: string, viewer: OrderViewer): Promise<OrderDetail> {
      const row = viewer === 'buyer' ? await ownRow(user, id) : await ownSale(user, id);
      const seller = (await deps.people([row.sellerId])).get(row.sellerId);
      if (!seller) throw notFound('errors.order.noSuch');
      return { ...toOrder(row), viewer, seller: partyOf(seller), cancelledAt: row.cancelledAt?.toISOString() ?? null };
    },

    /** Paid → shipped, by the order's seller, with the carrier and (optionally) a tracking number. */
    async ship(seller: SessionUser, id: string, input: ShipOrder): Promise<Order> {
      const row = await ownSale(seller, id);
      const shipment = { carrier: input.carrier, trackingNumber: input.trackingNumber ?? null };
      await step(row, 'paid', 'errors.order.onlyPaidShipped', async (tx) => {
        if (!(await repo.markShipped(row.id, shipment, tx))) return false;
        const text = { key: 'notifications.text.orderShipped', params: { product: row.productName, carrier: shipment.carrier } };
        await tell(tx, row.buyerId, 'order_shipped', row.id, text, () => deps.mail.orderShipped(tx, row, shipment));
        await scheduleCompletion(row.id, new Date(), row.id, tx);
        return true;
      });
      return toOrder((await findRow(id))!);
    },

    /** Shipped → received, by the order's buyer. */
    async confirmReceipt(buyer: SessionUser, id: string): Promise<Order> {
      const row = await ownRow(buyer, id);
      await step(row, 'shipped', 'errors.order.onlyShippedReceived', async (tx) => {
        await refuseWhileProblemOpen(row.id, tx);
        if (!(await repo.markReceived(row.id, tx))) return false;
        const text = { key: 'notifications.text.orderReceived', params: { buyer: row.buyerName, product: row.productName } };
        await tell(tx, row.sellerId, 'order_received', row.id, text, () => deps.mail.orderReceived(tx, row));
        return true;
      });
      return toOrder((await findRow(id))!);
    },

    /** Booked → cancelled, by the order's buyer, before paying. */
    async cancelBooking(buyer: SessionUser, id: string): Promise<Message> {
      const row = await ownRow(buyer, id);
      await step(row, 'booked', 'errors.order.onlyUnpaidCancelled', async (tx) => {
        if (!(await repo.cancelPending(row.id, tx))) return false;
        const text = { key: 'notifications.text.bookingCancelled', params: { buyer: row.buyerName, product: row.productName } };
        await tell(tx, row.sellerId, 'order_cancelled', row.id, text, () => deps.mail.bookingCancelled(tx, row));
        return true;
      });
      return said('errors.success.bookingCancelled', { product: row.productName });
    },

    ownRow,

    ownSale,

    /** An order the user bought or sold; anyone else's is answered as if it did not exist. */
    async partyRow(user: SessionUser, id: string): Promise<OrderRow> {
      const row = await findRow(id);
      if (!row || (row.buyerId !== user.id && row.sellerId !== user.id)) throw notFound('errors.order.noSuch');
      return row;
    },

    /** The buyer's own order, once it arrived (received, or completed by time): only then may they review it. */
    async reviewable(buyer: SessionUser, id: string): Promise<OrderRow> {
      const row = await ownRow(buyer, id);
      if (!REVIEWABLE_STEPS.has(stepOf(row))) {
        throw conflict('REVIEW_NOT_ALLOWED', 'errors.order.reviewNotAllowed');
      }
      return row;
    },

    /** How many of a seller's orders reached their buyers (received or completed). */
    completedSalesOf: (sellerId: string) => repo.countDeliveredBySeller(sellerId),

    findRow,

    setIntent: (id: string, intentId: string) => repo.setIntent(id, intentId),

    async buyersOf(seller: SessionUser): Promise<{ items: SellerBuyer[] }> {
      const rows = (await withDetails(await repo.listBySeller(seller.id))).filter((r) => !r.listingDeleted);
      return {
        items: rows.map((r) => ({
          orderId: r.id,
          productId: r.productId,
          productName: r.productName,
          buyerName: r.buyerName,
          buyerEmail: r.buyerEmail,
          phone: r.phone,
          location: r.location,
          price: r.price,
          currency: r.currency,
          paid: r.status === 'paid',
          createdAt: r.createdAt.toISOString(),
          step: stepOf(r),
          shipment: shipmentOf(r),
          problem: problemOf(r.problem),
        })),
      };
    },

    // Writes other modules make as part of their own transaction.

    /** The order's status as the transaction sees it. */
    statusOf: async (id: string, tx: Tx) => (await repo.findById(id, tx))?.status,

    /** Pending → paid; false when it was no longer pending. */
    markPaid: (id: string, tx: Tx) => repo.markPaid(id, tx),

    /** The other buyers who booked a listing that just sold: each is told it is gone. */
    async tellOthersItSold(sold: OrderRow, tx: Tx): Promise<void> {
      for (const other of await repo.pendingFor(sold.productId, sold.id, tx)) {
        await deps.mail.itemGone(tx, { ...other, productName: sold.productName });
      }
    },

    /**
     * Paid and not yet shipped → cancelled by its seller, with the reason; false from any other
     * step, and refused while the buyer's problem is open.
     */
    async cancelSale(id: string, reason: string, tx: Tx): Promise<boolean> {
      await refuseWhileProblemOpen(id, tx);
      return repo.cancelPaid(id, reason, tx);
    },

    scheduleCompletion,

    /** Tells a party of an order of a step another module made, in its transaction. */
    tell,

    /** A deleted account's unpaid bookings, as buyer or seller, are cancelled; returns their ids. */
    cancelPendingOf: (userId: string, tx: Tx) => repo.cancelPendingOf(userId, tx),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
