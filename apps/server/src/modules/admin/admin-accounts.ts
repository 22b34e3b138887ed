import { sellerPath, type AdminAccountQuery, type AdminUserPage, type Message } from '@reboard/contracts';
import { conflict, forbidden, notFound } from '#server/lib/errors.ts';
import { said } from '#server/lib/i18n.ts';
import type { SessionUser } from '../auth/index.ts';
import type { AdminContext, AdminService } from './admin.types.ts';

export type AdminAccounts = Pick<AdminService, 'sellers' | 'buyers' | 'verifySeller' | 'deleteUser' | 'restoreUser'>;

/** Admins' actions on people: the lists, a seller's verification, an account's removal and restore. */
export function createAdminAccounts({ db, deps, audit }: AdminContext): AdminAccounts {
  const { accounts, listings, orders, notifications } = deps;
  return {
    sellers: (query: AdminAccountQuery): Promise<AdminUserPage> => accounts.listByRole('seller', query),
    buyers: (query: AdminAccountQuery): Promise<AdminUserPage> => accounts.listByRole('buyer', query),

    async verifySeller(admin: SessionUser, id: string): Promise<Message> {
      const target = await accounts.findActive(id);
      if (!target || target.role !== 'seller') throw notFound('errors.seller.noSuch');
      if (!target.sellerVerified) {
        await db.transaction(async (tx) => {
          await accounts.verifySeller(id, tx);
          await listings.markSellerVerified(id, tx);
          const summary = `Verified seller ${target.name}`;
          await audit.record({ actorId: admin.id, action: 'verify_seller', targetType: 'user', targetId: id, details: { summary } }, tx);
          const text = { key: 'notifications.text.sellerVerified' };
          await notifications.notify(tx, { userId: id, kind: 'seller_verified', text, link: sellerPath(id) });
        });
      }
      return said('errors.success.sellerVerified', { name: target.name });
    },

    /**
     * Soft delete: the account keeps its row (paid orders and payments point at it), its
     * sessions end now, its unsold listings leave the storefront, and its unpaid bookings, as
     * buyer or as seller, are cancelled. The spec's toasts differ by role: "{name} deleted
     * successfully" for sellers, "{name}'s account…" for buyers.
     */
    async deleteUser(admin: SessionUser, id: string): Promise<Message> {
      if (id === admin.id) throw forbidden('errors.admin.deleteSelf');
      const target = await accounts.findActive(id);
      if (!target) throw notFound('errors.admin.noSuchAccount');
      if (target.role === 'admin') throw forbidden('errors.admin.deleteAdmin');
      // One moment for the account and its listings, so a restore knows which listings left with it.
      const at = new Date();
      await db.transaction(async (tx) => {
        await accounts.softDelete(target.id, at, tx);
        await listings.withdrawSellerListings(target.id, at, tx);
        const cancelledOrders = await orders.cancelPendingOf(target.id, tx);
        const summary = `Deleted ${target.role} ${target.name} <${target.email}>`;
        await audit.record(
          { actorId: admin.id, action: 'delete_user', targetType: 'user', targetId: target.id, details: { summary, cancelledOrders } },
          tx,
        );
      });
      return target.role === 'seller'
        ? said('errors.success.deleted', { name: target.name })
        : said('errors.success.accountDeleted', { name: target.name });
    },

    /**
     * Undoes a removal: the account can sign in again and the unsold listings that left with it
     * return to the storefront. Bookings cancelled at the removal stay cancelled.
     */
    async restoreUser(admin: SessionUser, id: string): Promise<Message> {
      const target = await accounts.findRemoved(id);
      if (!target) {
        if (await accounts.findActive(id)) throw conflict('ACCOUNT_ACTIVE', 'errors.admin.accountActive');
        throw notFound('errors.admin.noSuchAccount');
      }
      await db.transaction(async (tx) => {
        await accounts.restore(target.id, target.email, tx);
        const returned = await listings.returnSellerListings(target.id, target.removedAt, tx);
        const summary = `Restored ${target.role} ${target.name} <${target.email}>`;
        await audit.record(
          { actorId: admin.id, action: 'restore_user', targetType: 'user', targetId: target.id, details: { summary, listings: returned } },
          tx,
        );
      });
      return said('errors.success.accountRestored', { name: target.name });
    },
  };
}
