import { REVIEWABLE_STEPS } from '@reboard/contracts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { partyOf } from '../auth/index.ts';
import type { OrderCore } from './order-core.ts';
import { problemOf, shipmentOf, stepOf, toOrder, totalOf } from './order-view.ts';
import type { OrdersService } from './orders.types.ts';

export type OrderReads = Pick<
  OrdersService,
  'list' | 'detail' | 'ownRow' | 'ownSale' | 'partyRow' | 'reviewable' | 'completedSalesOf' | 'findRow' | 'orderOf' | 'buyersOf'
>;

/** A buyer's orders, a seller's buyers, one order for its page, and the checks other modules ask. */
export function createOrderReads(core: OrderCore): OrderReads {
  const { deps, repo, withDetails, findRow, ownRow, ownSale } = core;
  return {
    async list(user) {
      return { items: (await withDetails(await repo.listByBuyer(user.id))).map(toOrder) };
    },

    async detail(user, id, viewer) {
      const row = viewer === 'buyer' ? await ownRow(user, id) : await ownSale(user, id);
      const seller = (await deps.people([row.sellerId])).get(row.sellerId);
      if (!seller) throw notFound('errors.order.noSuch');
      return { ...toOrder(row), viewer, seller: partyOf(seller), cancelledAt: row.cancelledAt?.toISOString() ?? null };
    },

    ownRow,

    ownSale,

    async partyRow(user, id) {
      const row = await findRow(id);
      if (!row || (row.buyerId !== user.id && row.sellerId !== user.id)) throw notFound('errors.order.noSuch');
      return row;
    },

    async reviewable(buyer, id) {
      const row = await ownRow(buyer, id);
      if (!REVIEWABLE_STEPS.has(stepOf(row))) {
        throw conflict('REVIEW_NOT_ALLOWED', 'errors.order.reviewNotAllowed');
      }
      return row;
    },

    completedSalesOf: (sellerId) => repo.countDeliveredBySeller(sellerId),

    findRow,

    async orderOf(id) {
      const row = await findRow(id);
      return row ? toOrder(row) : undefined;
    },

    async buyersOf(seller) {
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
          quantity: r.quantity,
          currency: r.currency,
          delivery: r.delivery,
          deliveryFee: r.deliveryFee,
          total: totalOf(r),
          paymentMethod: r.paymentMethod,
          cashReceivedAt: r.cashReceivedAt?.toISOString() ?? null,
          paid: r.status === 'paid' || r.status === 'confirmed',
          createdAt: r.createdAt.toISOString(),
          step: stepOf(r),
          shipment: shipmentOf(r),
          problem: problemOf(r.problem),
        })),
      };
    },
  };
}
