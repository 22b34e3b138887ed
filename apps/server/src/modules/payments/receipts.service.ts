import type { Database } from '#server/db/client.ts';
import type { Receipt } from '../orders/index.ts';
import { createPaymentsRepository } from './payments.repository.ts';

/**
 * What others may read of recorded payments: an order's transaction id and refund. Kept apart
 * from the payments service (which needs orders) so orders can be given it without a cycle.
 */
export function createReceiptsService(db: Database) {
  const repo = createPaymentsRepository(db);
  return {
    async receipts(orderIds: string[]): Promise<Map<string, Receipt>> {
      const rows = await repo.refsByOrder([...new Set(orderIds)]);
      return new Map(rows.map((r) => [r.orderId, { transactionId: r.ref, refundedAt: r.refundedAt }]));
    },
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
