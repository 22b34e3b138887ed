import { orderPath, type OrderStep } from '@reboard/contracts';
import type { Database, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { SessionUser } from '../auth/index.ts';
import { availableOf } from '../listings/index.ts';
import { stepOf, type OrderRow } from './order-view.ts';
import { createOrdersRepository, type OrderRecord, type OrdersRepository } from './orders.repository.ts';
import type { OrdersDeps, OrdersService, TellAboutOrder } from './orders.types.ts';
import { createProblemsRepository, type ProblemsRepository } from './problems.repository.ts';

/** What each use case of the orders service builds on: the repositories and the shared steps. */
export interface OrderCore {
  db: Database;
  deps: OrdersDeps;
  repo: OrdersRepository;
  problems: ProblemsRepository;
  tell: TellAboutOrder;
  scheduleCompletion: OrdersService['scheduleCompletion'];
  /** Refuses (409) while the buyer's problem with the order is open; locks the order first. */
  refuseWhileProblemOpen(orderId: string, tx: Tx): Promise<void>;
  /** Orders with their listings and payments: one lookup each for the whole list, order kept. */
  withDetails(records: OrderRecord[]): Promise<OrderRow[]>;
  findRow(id: string): Promise<OrderRow | undefined>;
  ownRow(user: SessionUser, id: string): Promise<OrderRow>;
  ownSale(seller: SessionUser, id: string): Promise<OrderRow>;
  /** Moves an order on from `from` (one step or several) in one transaction; 409 from any other step. */
  step(row: OrderRow, from: OrderStep | ReadonlySet<OrderStep>, refusal: string, move: (tx: Tx) => Promise<boolean>): Promise<void>;
}

/** The job that completes a shipped order its buyer never confirmed, keyed by the order. */
export const AUTO_COMPLETE = 'order-auto-complete';

export function createOrderCore(db: Database, deps: OrdersDeps): OrderCore {
  const repo = createOrdersRepository(db);
  const problems = createProblemsRepository(db);
  const tell: TellAboutOrder = (tx, userId, kind, orderId, text, mail) =>
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

  const scheduleCompletion = (orderId: string, shippedAt: Date, key: string, tx: Tx) =>
    deps.jobs.enqueue(tx, {
      kind: AUTO_COMPLETE,
      key,
      payload: { orderId },
      runAt: new Date(Math.max(shippedAt.getTime() + deps.autoCompleteMs, Date.now())),
    });

  async function withDetails(records: OrderRecord[]): Promise<OrderRow[]> {
    const ids = records.map((r) => r.id);
    const [listings, receipts, latestProblems, holds] = await Promise.all([
      deps.catalog.summaries(records.map((r) => r.productId)),
      deps.receipts(ids),
      problems.latestOf(ids),
      deps.listings.heldBy(ids),
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
          // Its own held units, or enough free ones (its hold ended, or it was booked before holds existed).
          available:
            listing.status === 'active' &&
            listing.deletedAt === null &&
            ((holds.get(r.id) ?? 0) >= r.quantity || availableOf(listing) >= r.quantity),
          listingDeleted: listing.deletedAt !== null,
          transactionId: receipt?.transactionId ?? null,
          refundedAt: receipt?.refundedAt ?? null,
          problem: latestProblems.get(r.id) ?? null,
          sellerPhone: listing.sellerPhone,
        },
      ];
    });
  }

  async function findRow(id: string): Promise<OrderRow | undefined> {
    const record = isUuid(id) ? await repo.findById(id) : undefined;
    return record ? (await withDetails([record]))[0] : undefined;
  }

  async function ownRow(user: SessionUser, id: string): Promise<OrderRow> {
    const row = await findRow(id);
    if (!row || row.buyerId !== user.id) throw notFound('errors.order.noSuch');
    return row;
  }

  async function ownSale(seller: SessionUser, id: string): Promise<OrderRow> {
    const row = await findRow(id);
    if (!row || row.sellerId !== seller.id) throw notFound('errors.order.noSuch');
    return row;
  }

  /**
   * From any other step, or when a request at the same moment moved it first, it answers 409
   * and changes nothing; mail is sent inside `move`, in the same transaction.
   */
  async function step(row: OrderRow, from: OrderStep | ReadonlySet<OrderStep>, refusal: string, move: (tx: Tx) => Promise<boolean>): Promise<void> {
    const at = stepOf(row);
    const moved = (typeof from === 'string' ? at === from : from.has(at)) && (await db.transaction(move));
    if (!moved) throw conflict('WRONG_ORDER_STEP', refusal);
  }

  return { db, deps, repo, problems, tell, scheduleCompletion, refuseWhileProblemOpen, withDetails, findRow, ownRow, ownSale, step };
}
