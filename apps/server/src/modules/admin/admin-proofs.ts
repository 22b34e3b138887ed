import type { Message, PendingProofPage } from '@reboard/contracts';
import { said } from '#server/lib/i18n.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf, type ListQuery } from '#server/lib/keyset.ts';
import { partyOf, type SessionUser } from '../auth/index.ts';
import type { AdminContext, AdminService } from './admin.types.ts';

export type AdminProofs = Pick<AdminService, 'pendingProofs' | 'approveProof' | 'rejectProof'>;

/** Where a seller reads the outcome: their listings, with the check's state beside each. */
const SELLER_LISTINGS = '/dashboard/myproducts';

/**
 * Admins' check of proof photos: the photo must show the code the seller was given, written
 * beside the item. The decision, its audit row and the seller's notification commit together.
 */
export function createAdminProofs({ db, deps, audit }: AdminContext): AdminProofs {
  const { listings, accounts, notifications } = deps;
  return {
    /** The photos waiting for a check, newest first, with their sellers (one lookup for the page). */
    async pendingProofs(query: Pick<ListQuery, 'cursor' | 'limit'>): Promise<PendingProofPage> {
      const { rows, total } = await listings.pendingProofs(decodeUuidKeyset(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit, (last) => encodeKeyset({ createdAt: last.submittedAt, id: last.id }));
      const people = await accounts.people(items.map((r) => r.sellerId));
      return {
        items: items.flatMap((r) => {
          const seller = people.get(r.sellerId);
          return seller ? [{ id: r.id, name: r.name, seller: partyOf(seller), code: r.code, photo: r.photo, submittedAt: r.submittedAt.toISOString() }] : [];
        }),
        nextCursor,
        total,
      };
    },

    async approveProof(admin: SessionUser, id: string): Promise<Message> {
      const { name } = await db.transaction(async (tx) => {
        const listing = await listings.approveProof(id, tx);
        const summary = `Approved the proof photo of ${listing.name}`;
        await audit.record({ actorId: admin.id, action: 'approve_proof', targetType: 'product', targetId: id, details: { summary } }, tx);
        const text = { key: 'notifications.text.proofApproved', params: { product: listing.name } };
        await notifications.notify(tx, { userId: listing.sellerId, kind: 'proof_checked', text, link: `/products/${id}` });
        return listing;
      });
      return said('errors.success.proofApproved', { name });
    },

    async rejectProof(admin: SessionUser, id: string, reason: string): Promise<Message> {
      const { name } = await db.transaction(async (tx) => {
        const listing = await listings.rejectProof(id, reason, tx);
        const summary = `Rejected the proof photo of ${listing.name}: ${reason}`;
        await audit.record({ actorId: admin.id, action: 'reject_proof', targetType: 'product', targetId: id, details: { summary, reason } }, tx);
        const text = { key: 'notifications.text.proofRejected', params: { product: listing.name, reason } };
        await notifications.notify(tx, { userId: listing.sellerId, kind: 'proof_checked', text, link: SELLER_LISTINGS });
        return listing;
      });
      return said('errors.success.proofRejected', { name });
    },
  };
}
