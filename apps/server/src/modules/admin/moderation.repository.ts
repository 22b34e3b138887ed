import { and, count, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, products, session, user } from '../../db/schema/index.ts';
import { afterKeyset, containsAny, type Keyset } from '../../lib/keyset.ts';
import { recordAudit } from './audit.repository.ts';

/** Accounts as admins see and change them. Every change commits with its audit row. */
export function createModerationRepository(db: Database) {
  return {
    async users(role: 'buyer' | 'seller', q: string | undefined, after: Keyset | undefined, limit: number) {
      const where = and(eq(user.role, role), isNull(user.deletedAt), containsAny(q, user.name, user.email));
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          image: user.image,
          role: user.role,
          verified: user.sellerVerified,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(and(where, afterKeyset(user.createdAt, user.id, after)))
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(limit + 1);
      const [total] = await db.select({ n: count() }).from(user).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async find(id: string) {
      const [row] = await db
        .select({ id: user.id, name: user.name, email: user.email, role: user.role, sellerVerified: user.sellerVerified })
        .from(user)
        .where(and(eq(user.id, id), isNull(user.deletedAt)));
      return row;
    },

    verifySeller: (id: string, actorId: string, name: string) =>
      db.transaction(async (tx) => {
        await tx.update(user).set({ sellerVerified: true, updatedAt: new Date() }).where(eq(user.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'verify_seller',
          targetType: 'user',
          targetId: id,
          details: { summary: `Verified seller ${name}` },
        });
      }),

    /**
     * Soft delete: the account keeps its row (paid orders and payments point at it), its
     * sessions end now, and its unpaid bookings, as buyer or as seller, are cancelled.
     */
    softDelete: (target: { id: string; name: string; email: string; role: string }, actorId: string) =>
      db.transaction(async (tx) => {
        await tx.update(user).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(user.id, target.id));
        await tx.delete(session).where(eq(session.userId, target.id));
        // Their unsold listings leave the storefront with them; sold ones stay for the record.
        await tx
          .update(products)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(products.sellerId, target.id), ne(products.status, 'sold'), isNull(products.deletedAt)));
        const cancelled = await tx
          .update(orders)
          .set({ status: 'cancelled' })
          .where(
            and(eq(orders.status, 'pending'), or(eq(orders.buyerId, target.id), eq(orders.sellerId, target.id))),
          )
          .returning({ id: orders.id });
        await recordAudit(tx, {
          actorId,
          action: 'delete_user',
          targetType: 'user',
          targetId: target.id,
          details: {
            summary: `Deleted ${target.role} ${target.name} <${target.email}>`,
            cancelledOrders: cancelled.map((o) => o.id),
          },
        });
      }),
  };
}
