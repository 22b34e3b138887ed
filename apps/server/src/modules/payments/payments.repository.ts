import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { payments, webhookEvents } from '../../db/schema/payments.ts';

export type NewPayment = typeof payments.$inferInsert;

/** Recorded payments and the provider events already handled. */
export function createPaymentsRepository(db: Database) {
  return {
    async isRecorded(ref: string, exec: Executor = db): Promise<boolean> {
      const [row] = await exec.select({ id: payments.id }).from(payments).where(eq(payments.providerRef, ref));
      return Boolean(row);
    },

    async insert(values: NewPayment, exec: Executor = db): Promise<void> {
      await exec.insert(payments).values(values);
    },

    /** The provider's reference of each paid order among `orderIds`, in one query. */
    refsByOrder: (orderIds: string[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ orderId: payments.orderId, ref: payments.providerRef })
            .from(payments)
            .where(inArray(payments.orderId, orderIds)),

    async eventSeen(id: string): Promise<boolean> {
      const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id));
      return Boolean(row);
    },

    async rememberEvent(id: string, type: string): Promise<void> {
      await db.insert(webhookEvents).values({ id, type }).onConflictDoNothing();
    },
  };
}
