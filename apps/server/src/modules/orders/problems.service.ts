import type { AdminProblem, AdminProblemPage, Order, OrderStep, ReportProblem, ReportView } from '@reboard/contracts';
import type { Database, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf, type ListQuery } from '#server/lib/keyset.ts';
import { partyOf, type AccountsService, type SessionUser } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { MailService } from '../mail/index.ts';
import { problemOf, stepOf, toOrder, totalOf, type OrderRow } from './order-view.ts';
import { createOrdersRepository, type OrderRecord } from './orders.repository.ts';
import type { OrdersService } from './orders.types.ts';
import { createProblemsRepository, type ProblemRecord } from './problems.repository.ts';

/** Sold and not yet arrived: paid or confirmed, shipped or handed over. */
const REPORTABLE_STEPS: ReadonlySet<OrderStep> = new Set(['paid', 'confirmed', 'shipped', 'handed_over']);

export interface ProblemsDeps {
  orders: Pick<OrdersService, 'ownRow' | 'findRow' | 'scheduleCompletion' | 'tell'>;
  catalog: Pick<CatalogService, 'summaries' | 'idsMatching'>;
  accounts: Pick<AccountsService, 'people' | 'idsMatching'>;
  mail: Pick<MailService, 'problemReported' | 'problemRefunded' | 'problemClosed'>;
}

/** An open problem an admin may act on, with the order it is about. */
export interface OpenProblem {
  id: string;
  order: OrderRow;
}

/** Buyers' problem reports on their orders and the admins' answers to them. */
export interface ProblemsService {
  /** The order's buyer reports a problem with it, paid or shipped; one open problem per order. */
  report(buyer: SessionUser, orderId: string, input: ReportProblem): Promise<Order>;
  /** The admins' queue (open) or its history (resolved), searchable, page by page. */
  queue(query: ListQuery & { view: ReportView }): Promise<AdminProblemPage>;
  /** A problem an admin may still act on, with its order. */
  openProblem(id: string): Promise<OpenProblem>;
  /** Refund: the order is cancelled with the admin's reason and both sides are mailed. */
  refund(problem: OpenProblem, actorId: string, reason: string, tx: Tx): Promise<void>;
  /** Close: the order goes on; a shipped one is scheduled to complete again. */
  close(problem: OpenProblem, actorId: string, note: string, tx: Tx): Promise<void>;
}

const WRONG_STEP = 'errors.problem.wrongStep';

/**
 * Buyers' problem reports on their orders and the admins' answers to them. They live in the
 * orders module because an open problem holds the order's own steps (orders.service.ts).
 */
export function createProblemsService(db: Database, deps: ProblemsDeps): ProblemsService {
  const repo = createProblemsRepository(db);
  const ordersRepo = createOrdersRepository(db);
  const { orders, catalog, accounts } = deps;

  /** Problems with their listings and people: one lookup each for the whole page, in its order. */
  async function withDetails(rows: { problem: ProblemRecord; order: OrderRecord }[]): Promise<AdminProblem[]> {
    const listings = await catalog.summaries(rows.map((r) => r.order.productId));
    const people = await accounts.people(
      rows.flatMap(({ problem, order }) => [order.buyerId, order.sellerId, ...(problem.resolvedBy ? [problem.resolvedBy] : [])]),
    );
    return rows.flatMap(({ problem, order }) => {
      const listing = listings.get(order.productId);
      const buyer = people.get(order.buyerId);
      const seller = people.get(order.sellerId);
      if (!listing || !buyer || !seller) return [];
      const resolver = problem.resolvedBy ? people.get(problem.resolvedBy) : undefined;
      return [
        {
          ...problemOf(problem)!,
          id: problem.id,
          order: {
            id: order.id,
            productId: order.productId,
            productName: listing.name,
            price: order.price,
            quantity: order.quantity,
            total: totalOf(order),
            currency: order.currency,
            step: stepOf(order),
          },
          buyer: partyOf(buyer),
          seller: partyOf(seller),
          resolvedBy: resolver ? partyOf(resolver) : null,
        },
      ];
    });
  }

  /** A search over listing names and buyers' and sellers' names and emails, as ids. */
  async function match(q: string | undefined) {
    if (!q) return undefined;
    const personIds = await accounts.idsMatching(q);
    return { productIds: await catalog.idsMatching(q, personIds), personIds };
  }

  /**
   * Open → resolved, with the order locked first (so completion, the buyer's receipt and a
   * second admin wait for it); a problem resolved already, even a moment ago, is refused.
   */
  async function resolve(problem: OpenProblem, outcome: { status: 'refunded' | 'closed'; note: string; actorId: string }, tx: Tx) {
    await ordersRepo.lockAt(problem.order.id, 'beforeCompletion', tx);
    if (!(await repo.resolve(problem.id, outcome, tx))) throw conflict('ALREADY_RESOLVED', 'errors.problem.alreadyResolved');
  }

  return {
    /** The order's buyer reports a problem with it, paid or shipped; one open problem per order. */
    async report(buyer: SessionUser, orderId: string, input: ReportProblem): Promise<Order> {
      const row = await orders.ownRow(buyer, orderId);
      const step = stepOf(row);
      if (!REPORTABLE_STEPS.has(step)) throw conflict('WRONG_ORDER_STEP', WRONG_STEP);
      const outcome = await db.transaction(async (tx) => {
        // Locked at its step, so completion or receipt at the same moment goes first or waits.
        if (!(await ordersRepo.lockAt(row.id, 'beforeCompletion', tx))) return 'wrong_step';
        const id = await repo.insertOpen({ orderId: row.id, kind: input.kind, description: input.description }, tx);
        if (!id) return 'already_open';
        await deps.mail.problemReported(tx, row, { id, kind: input.kind });
        return 'opened';
      });
      if (outcome === 'wrong_step') throw conflict('WRONG_ORDER_STEP', WRONG_STEP);
      if (outcome === 'already_open') throw conflict('PROBLEM_OPEN', 'errors.problem.alreadyOpen');
      return toOrder((await orders.findRow(row.id))!);
    },

    /** The admins' queue (open) or its history (resolved), searchable, page by page. */
    async queue(query: ListQuery & { view: ReportView }): Promise<AdminProblemPage> {
      const { rows, total } = await repo.page(query.view, await match(query.q), decodeUuidKeyset(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit, (last) => encodeKeyset(last.problem));
      return { items: await withDetails(items), nextCursor, total };
    },

    /** A problem an admin may still act on, with its order. */
    async openProblem(id: string): Promise<OpenProblem> {
      const problem = isUuid(id) ? await repo.find(id) : undefined;
      const order = problem && (await orders.findRow(problem.orderId));
      if (!problem || !order) throw notFound('errors.problem.noSuch');
      if (problem.status !== 'open') throw conflict('ALREADY_RESOLVED', 'errors.problem.alreadyResolved');
      return { id: problem.id, order };
    },

    /**
     * Refund: the order is cancelled with the admin's reason and both sides are mailed. The
     * listing stays sold (the item went out); the caller enqueues the refund itself.
     */
    async refund(problem: OpenProblem, actorId: string, reason: string, tx: Tx): Promise<void> {
      await resolve(problem, { status: 'refunded', note: reason, actorId }, tx);
      if (!(await ordersRepo.cancelRefunded(problem.order.id, reason, tx))) {
        throw conflict('WRONG_ORDER_STEP', 'errors.problem.notRefundable');
      }
      const { order } = problem;
      const note = { id: problem.id, note: reason };
      await deps.mail.problemRefunded(tx, 'seller', order, note);
      const text = { key: 'notifications.text.refunded', params: { product: order.productName } };
      await orders.tell(tx, order.buyerId, 'order_refunded', order.id, text, () => deps.mail.problemRefunded(tx, 'buyer', order, note));
    },

    /** Close: the order goes on; a shipped one is scheduled to complete again, as its problem held it. */
    async close(problem: OpenProblem, actorId: string, note: string, tx: Tx): Promise<void> {
      await resolve(problem, { status: 'closed', note, actorId }, tx);
      const order = await ordersRepo.findById(problem.order.id, tx);
      if (order?.shippedAt && (stepOf(order) === 'shipped' || stepOf(order) === 'handed_over')) {
        await orders.scheduleCompletion(order.id, order.shippedAt, `${order.id}:${problem.id}`, tx);
      }
      await deps.mail.problemClosed(tx, problem.order, { id: problem.id, note });
    },
  };
}
