import type { Holds } from './holds.ts';
import type { OrderCore } from './order-core.ts';
import type { OrdersService } from './orders.types.ts';

export type OrderWrites = Pick<
  OrdersService,
  'setIntent' | 'statusOf' | 'markPaid' | 'markConfirmed' | 'markCashReceived' | 'tellOthersItSold' | 'cancelSale' | 'scheduleCompletion' | 'tell' | 'cancelPendingOf'
>;

/** The writes other modules (payments, admin) make to orders, most inside their own transaction. */
export function createOrderWrites(core: OrderCore, holds: Holds): OrderWrites {
  const { deps, repo } = core;
  return {
    setIntent: (id, intentId) => repo.setIntent(id, intentId),

    statusOf: async (id, tx) => (await repo.findById(id, tx))?.status,

    markPaid: (id, tx) => repo.markPaid(id, tx),

    markConfirmed: (id, tx) => repo.markConfirmed(id, tx),

    markCashReceived: (id, tx) => repo.markCashReceived(id, tx),

    async tellOthersItSold(sold, tx) {
      for (const other of await repo.pendingFor(sold.productId, sold.id, tx)) {
        await deps.mail.itemGone(tx, { ...other, productName: sold.productName });
      }
    },

    async cancelSale(id, reason, tx) {
      await core.refuseWhileProblemOpen(id, tx);
      return repo.cancelPaid(id, reason, tx);
    },

    scheduleCompletion: core.scheduleCompletion,

    tell: core.tell,

    async cancelPendingOf(userId, tx) {
      const ids = await repo.cancelPendingOf(userId, tx);
      // Their listings are free again (a withdrawn seller's are off the storefront anyway).
      for (const id of ids) await holds.end(tx, { id, buyerId: userId });
      return ids;
    },
  };
}
