import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { listingHolds, products } from '#server/db/schema/listings.ts';

const facts = {
  id: products.id,
  name: products.name,
  sellerId: products.sellerId,
  resalePrice: products.resalePrice,
  status: products.status,
  deletedAt: products.deletedAt,
  quantity: products.quantity,
  held: products.held,
};

/** The latest deadline of a listing's holds, or null when it has none left (after `held` changed). */
const latestDeadline = (productId: typeof products.id) =>
  sql`(select max(${listingHolds.heldUntil}) from ${listingHolds} where ${listingHolds.productId} = ${productId})`;

/**
 * A listing's units: booked units held for their buyers, sold units taken off, cancelled sales
 * put back. Every write locks the listing row before a hold row, in the order a sale takes them,
 * so a sale and a hold's end at the same moment never wait on each other in a cycle. Each
 * statement is conditional, so units never go below zero nor are sold twice under races.
 */
export function createStockRepository() {
  /** Locks the listing (of the booking `orderId` when no id is given); its id, or undefined when there is none. */
  async function lockListing(exec: Executor, by: { productId: string } | { orderId: string }): Promise<string | undefined> {
    const id =
      'productId' in by
        ? by.productId
        : (await exec.select({ id: listingHolds.productId }).from(listingHolds).where(eq(listingHolds.orderId, by.orderId)))[0]?.id;
    if (!id) return undefined;
    const [row] = await exec.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    return row?.id;
  }

  /** Removes the booking's hold row (the listing locked first); its units, or 0 when it held none. */
  async function dropHold(exec: Executor, orderId: string): Promise<number> {
    const [hold] = await exec.delete(listingHolds).where(eq(listingHolds.orderId, orderId)).returning({ units: listingHolds.units });
    return hold?.units ?? 0;
  }

  return {
    /**
     * Holds `units` of an active listing for the booking `orderId` until `until`: how many others
     * could book before (enough, or the shortfall to name), and whether it held them. One
     * conditional update: of bookings at the same moment, never more units held than there are.
     */
    async hold(productId: string, orderId: string, units: number, until: Date, exec: Executor): Promise<{ held: boolean; available: number }> {
      const [row] = await exec
        .update(products)
        .set({ held: sql`${products.held} + ${units}`, heldUntil: sql`greatest(${products.heldUntil}, ${until.toISOString()}::timestamptz)` })
        .where(and(eq(products.id, productId), eq(products.status, 'active'), isNull(products.deletedAt), sql`${products.quantity} - ${products.held} >= ${units}`))
        .returning({ id: products.id });
      if (!row) {
        const [now] = await exec
          .select({ available: sql<number>`case when ${products.status} = 'active' and ${products.deletedAt} is null then ${products.quantity} - ${products.held} else 0 end` })
          .from(products)
          .where(eq(products.id, productId));
        return { held: false, available: now?.available ?? 0 };
      }
      await exec.insert(listingHolds).values({ orderId, productId, units, heldUntil: until });
      return { held: true, available: units };
    },

    /**
     * Ends the booking's hold; the listing it freed units of (whatever its status), with
     * `wasFull` when none were free before, or undefined when it held none.
     */
    async releaseHold(orderId: string, exec: Executor) {
      const productId = await lockListing(exec, { orderId });
      const units = productId ? await dropHold(exec, orderId) : 0;
      if (!productId || units === 0) return undefined;
      const [row] = await exec
        .update(products)
        .set({ held: sql`${products.held} - ${units}`, heldUntil: sql`${latestDeadline(products.id)}` })
        .where(eq(products.id, productId))
        .returning(facts);
      return row ? { ...row, wasFull: row.quantity - row.held === units } : undefined;
    },

    /**
     * Sells `units` of an active listing to the booking `orderId`: its own held units, or free
     * ones when its hold has ended. The listing, with `soldOut` when none are left (it is sold
     * then), or undefined when there are not enough (someone else got them): nothing changes then.
     */
    async claimUnits(productId: string, orderId: string, units: number, exec: Executor) {
      if (!(await lockListing(exec, { productId }))) return undefined;
      const own = await dropHold(exec, orderId);
      const [row] = await exec
        .update(products)
        .set({
          quantity: sql`${products.quantity} - ${units}`,
          unitsSold: sql`${products.unitsSold} + ${units}`,
          held: sql`${products.held} - ${own}`,
          heldUntil: sql`${latestDeadline(products.id)}`,
          status: sql`case when ${products.quantity} = ${units} then 'sold' else ${products.status} end`,
          updatedAt: new Date(),
        })
        .where(and(eq(products.id, productId), eq(products.status, 'active'), isNull(products.deletedAt), sql`${products.quantity} - ${products.held} + ${own} >= ${units}`))
        .returning(facts);
      return row ? { ...row, soldOut: row.quantity === 0 } : undefined;
    },

    /**
     * A cancelled sale's units go back (a sold-out listing is for sale again); the listing, with
     * `wasSoldOut` when it had none left before.
     */
    async returnUnits(productId: string, units: number, exec: Executor) {
      const [row] = await exec
        .update(products)
        .set({
          quantity: sql`${products.quantity} + ${units}`,
          unitsSold: sql`greatest(${products.unitsSold} - ${units}, 0)`,
          status: sql`case when ${products.status} = 'sold' then 'active' else ${products.status} end`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, productId))
        .returning(facts);
      return row ? { ...row, wasSoldOut: row.quantity === units } : undefined;
    },

    /** The units each of these bookings holds now (bookings holding none are left out). */
    async heldBy(orderIds: string[], exec: Executor): Promise<Map<string, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await exec.select({ orderId: listingHolds.orderId, units: listingHolds.units }).from(listingHolds).where(inArray(listingHolds.orderId, orderIds));
      return new Map(rows.map((r) => [r.orderId, r.units]));
    },
  };
}
