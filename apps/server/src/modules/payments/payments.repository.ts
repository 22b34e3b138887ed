import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { payments, webhookEvents } from '#server/db/schema/payments.ts';

export type NewPayment = typeof payments.$inferInsert;

export type PaymentRecord = typeof payments.$inferSelect;

/** Recorded payments and the provider events already handled. */
export interface PaymentsRepository {
  isRecorded(ref: string, exec?: Executor): Promise<boolean>;
  insert(values: NewPayment, exec?: Executor): Promise<void>;
  /** The provider's reference of each paid order among `orderIds`, in one query. */
  refsByOrder(orderIds: string[]): Promise<{ orderId: string; ref: string; refundedAt: Date | null }[]>;
  byOrder(orderId: string): Promise<PaymentRecord | undefined>;
  /** Records the refund once; false when it was already recorded. */
  markRefunded(id: string): Promise<boolean>;
  eventSeen(id: string): Promise<boolean>;
  rememberEvent(id: string, type: string): Promise<void>;
}

export function createPaymentsRepository(db: Database): PaymentsRepository {
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
            .select({ orderId: payments.orderId, ref: payments.providerRef, refundedAt: payments.refundedAt })
            .from(payments)
            .where(inArray(payments.orderId, orderIds)),

    async byOrder(orderId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
      return row;
    },

    /** Records the refund once; false when it was already recorded. */
    async markRefunded(id: string): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ refundedAt: new Date() })
        .where(and(eq(payments.id, id), isNull(payments.refundedAt)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    async eventSeen(id: string): Promise<boolean> {
      const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id));
      return Boolean(row);
    },

    async rememberEvent(id: string, type: string): Promise<void> {
      await db.insert(webhookEvents).values({ id, type }).onConflictDoNothing();
    },
  };
}
