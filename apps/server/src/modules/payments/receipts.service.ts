import type { Database } from '#server/db/client.ts';
import type { Receipt } from '../orders/index.ts';
import { createPaymentsRepository } from './payments.repository.ts';

/**
 * What others may read of recorded payments: an order's transaction id and refund. Kept apart
 * from the payments service (which needs orders) so orders can be given it without a cycle.
 */
export interface ReceiptsService {
  /** Each paid order's transaction id and refund among `orderIds`, in one query. */
  receipts(orderIds: string[]): Promise<Map<string, Receipt>>;
}

export function createReceiptsService(db: Database): ReceiptsService {
  const repo = createPaymentsRepository(db);
  return {
    async receipts(orderIds) {
      const rows = await repo.refsByOrder([...new Set(orderIds)]);
      return new Map(rows.map((r) => [r.orderId, { transactionId: r.ref, refundedAt: r.refundedAt }]));
    },
  };
}
