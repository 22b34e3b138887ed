import type { ChatMessage, Conversation, ReadOnlyReason } from '@reboard/contracts';
import type { Person } from '../auth/index.ts';
import type { ListingSummary } from '../catalog/index.ts';
import type { ConversationRecord, MessageRecord } from './messages.repository.ts';

/** What a conversation's page needs of other modules: its listing and the people in it. */
export interface Lookups {
  listings: Map<string, ListingSummary>;
  people: Map<string, Person>;
}

/** Shown for someone whose account row is gone (it never is: closing is a soft delete). */
const nobody = (id: string): Person => ({ id, name: 'Former member', email: '', image: null, sellerVerified: false, deleted: true });

export const listingGone = (l: ListingSummary | undefined): boolean => !l || l.status === 'removed' || l.deletedAt !== null;

/** Why `userId` can no longer post here, or null while the conversation is open. */
export function readOnlyReason(c: ConversationRecord, userId: string, found: Lookups): ReadOnlyReason | null {
  if (listingGone(found.listings.get(c.productId))) return 'listing_removed';
  const otherId = c.buyerId === userId ? c.sellerId : c.buyerId;
  if (found.people.get(otherId)?.deleted ?? true) return 'account_closed';
  return null;
}

export function toChatMessage(m: MessageRecord, readerId: string, people: Map<string, Person>): ChatMessage {
  return {
    id: String(m.id),
    senderId: m.senderId,
    senderName: (people.get(m.senderId) ?? nobody(m.senderId)).name,
    mine: m.senderId === readerId,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
  };
}

export function toConversation(
  c: ConversationRecord,
  userId: string,
  found: Lookups,
  extra: { unread: number; lastMessage: MessageRecord | undefined },
): Conversation {
  const listing = found.listings.get(c.productId);
  const otherId = c.buyerId === userId ? c.sellerId : c.buyerId;
  const other = found.people.get(otherId) ?? nobody(otherId);
  const last = extra.lastMessage;
  return {
    id: c.id,
    listing: { id: c.productId, name: listing?.name ?? 'Removed listing', picture: listing?.picture ?? null },
    otherParty: { id: other.id, name: other.name, image: other.image },
    myRole: c.buyerId === userId ? 'buyer' : 'seller',
    readOnly: readOnlyReason(c, userId, found),
    lastMessage: last ? { body: last.body, mine: last.senderId === userId, createdAt: last.createdAt.toISOString() } : null,
    unread: extra.unread,
    createdAt: c.createdAt.toISOString(),
  };
}
