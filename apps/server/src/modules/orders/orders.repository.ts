import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, payments, products } from '../../db/schema/index.ts';

/** An order with what the buyer needs to see of its listing and payment. */
const orderColumns = {
  id: orders.id,
  productId: orders.productId,
  productName: products.name,
  image: products.picture,
  price: orders.price,
  currency: orders.currency,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  buyerName: orders.buyerName,
  buyerEmail: orders.buyerEmail,
  phone: orders.phone,
  location: orders.location,
  status: orders.status,
  paymentIntentId: orders.paymentIntentId,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  transactionId: payments.providerRef,
  // A pending order can still be paid only while its listing is for sale.
  available: sql<boolean>`(${products.status} = 'active' and ${products.deletedAt} is null)`,
};

export function createOrdersRepository(db: Database) {
  const withListing = () =>
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .leftJoin(payments, eq(payments.orderId, orders.id));

  return {
    /** Returns undefined when this buyer already has a live booking for the listing. */
    async insert(values: typeof orders.$inferInsert): Promise<string | undefined> {
      const [row] = await db
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.buyerId, orders.productId], where: sql`status in ('pending', 'paid')` })
        .returning({ id: orders.id });
      return row?.id;
    },

    listByBuyer: (buyerId: string) =>
      withListing()
        .where(and(eq(orders.buyerId, buyerId), inArray(orders.status, ['pending', 'paid'])))
        .orderBy(desc(orders.createdAt)),

    async findById(id: string) {
      const [row] = await withListing().where(eq(orders.id, id));
      return row;
    },

    async setIntent(id: string, paymentIntentId: string): Promise<void> {
      await db.update(orders).set({ paymentIntentId }).where(eq(orders.id, id));
    },

    /** My Buyers: live bookings and sales of the seller's listings. */
    listBySeller: (sellerId: string) =>
      withListing()
        .where(and(eq(orders.sellerId, sellerId), inArray(orders.status, ['pending', 'paid']), isNull(products.deletedAt)))
        .orderBy(desc(orders.createdAt)),
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type OrderRow = NonNullable<Awaited<ReturnType<OrdersRepository['findById']>>>;
