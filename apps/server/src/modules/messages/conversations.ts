import type { ChatMessage, ChatMessagePage, Conversation, ConversationPage, UnreadCount } from '@reboard/contracts';
import { conversationPath, encodeCursor } from '@reboard/contracts';
import type { Tx } from '#server/db/client.ts';
import { conflict, forbidden, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { decodeUuidKeyset, encodeKeyset, pageOf, readCursor } from '#server/lib/keyset.ts';
import type { SessionUser } from '../auth/index.ts';
import { publish } from '../events/index.ts';
import { listingGone, readOnlyReason, toChatMessage, toConversation } from './conversation-view.ts';
import type { MessagesContext, MessagesService } from './messages.types.ts';

export type Conversations = Pick<MessagesService, 'start' | 'conversation' | 'inbox' | 'messages' | 'post' | 'markRead' | 'unread'>;

const READ_ONLY_MESSAGES = {
  listing_removed: 'errors.conversation.listingRemoved',
  account_closed: 'errors.conversation.accountClosed',
} as const;

/** How much of a message its notification quotes. */
const EXCERPT_CHARS = 80;
const excerpt = (body: string) => (body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : body);

/** A message cursor: the id of the last message the reader has. */
const readMessageCursor = (raw: string | undefined): number =>
  readCursor(raw, ([id]) => (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : undefined)) ?? 0;

/** A party's conversations: opening one, the inbox, reading, posting, and the unread badge. */
export function createConversations({ db, deps, repo, lookups, mine, view }: MessagesContext): Conversations {
  const { catalog, accounts, notifications } = deps;
  return {
    /** Opens the asker's conversation on a listing, or the one they already have. */
    async start(user: SessionUser, productId: string): Promise<Conversation> {
      const listing = isUuid(productId) ? (await catalog.summaries([productId])).get(productId) : undefined;
      if (!listing || listingGone(listing)) throw notFound('errors.listing.noLongerAvailable');
      if (listing.sellerId === user.id) throw forbidden('errors.listing.ownListing');
      const c = await repo.openConversation({ productId: listing.id, buyerId: user.id, sellerId: listing.sellerId });
      return view(user, c);
    },

    async conversation(user: SessionUser, id: string): Promise<Conversation> {
      return view(user, await mine(user, id));
    },

    /** The user's conversations, newest activity first, page by page. */
    async inbox(user: SessionUser, query: { cursor?: string | undefined; limit: number }): Promise<ConversationPage> {
      const { rows, total } = await repo.inboxPage(user.id, decodeUuidKeyset(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit, (r) =>
        encodeKeyset({ createdAt: r.conversation.lastMessageAt, id: r.conversation.id }),
      );
      const list = items.map((r) => r.conversation);
      const [found, lastMessages] = await Promise.all([
        lookups(list),
        repo.messagesByIds(list.flatMap((c) => (c.lastMessageId ? [c.lastMessageId] : []))),
      ]);
      const byId = new Map(lastMessages.map((m) => [m.id, m]));
      return {
        items: items.map((r) =>
          toConversation(r.conversation, user.id, found, {
            unread: Number(r.unread),
            lastMessage: r.conversation.lastMessageId ? byId.get(r.conversation.lastMessageId) : undefined,
          }),
        ),
        nextCursor,
        total,
      };
    },

    /** Messages oldest first, after the cursor; each is in exactly one page, in the order posted. */
    async messages(user: SessionUser, id: string, query: { cursor?: string | undefined; limit: number }): Promise<ChatMessagePage> {
      const c = await mine(user, id);
      const { rows, total } = await repo.messagePage(c.id, readMessageCursor(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit, (m) => encodeCursor([m.id]));
      const people = await accounts.people([c.buyerId, c.sellerId]);
      return { items: items.map((m) => toChatMessage(m, user.id, people)), nextCursor, total };
    },

    /** Posts a message, unless the listing or the other party is gone. */
    async post(user: SessionUser, id: string, body: string): Promise<ChatMessage> {
      const c = await mine(user, id);
      const found = await lookups([c]);
      const reason = readOnlyReason(c, user.id, found);
      if (reason) throw conflict('CONVERSATION_READ_ONLY', READ_ONLY_MESSAGES[reason]);
      const recipientId = c.buyerId === user.id ? c.sellerId : c.buyerId;
      const listingName = found.listings.get(c.productId)?.name ?? 'a listing';
      const row = await db.transaction(async (tx: Tx) => {
        const posted = await repo.post(c.id, user.id, body, tx);
        // What you wrote you have read: the mark moves past it, so it never counts as unread for you.
        await repo.markRead(c.id, user.id, posted.id, tx);
        // Both sides' open pages (the sender's other devices too) hear of it on commit.
        await publish(tx, recipientId, 'messages');
        await publish(tx, user.id, 'messages');
        // One notification (and mail) per unread run, not per message: a chat of ten quick lines is one heads-up.
        if ((await repo.unreadIn(c.id, recipientId, tx)) === 1) {
          await notifications.notify(tx, {
            userId: recipientId,
            kind: 'message_received',
            text: { key: 'notifications.text.messageReceived', params: { sender: user.name, product: listingName, excerpt: excerpt(body) } },
            link: conversationPath(c.id),
          });
        }
        return posted;
      });
      return toChatMessage(row, user.id, found.people);
    },

    /** Everything in the conversation so far is read by this user, on every device. */
    async markRead(user: SessionUser, id: string): Promise<UnreadCount> {
      const c = await mine(user, id);
      if (c.lastMessageId) {
        const upTo = c.lastMessageId;
        // The badge on the user's other devices drops too.
        await db.transaction(async (tx) => {
          await repo.markRead(c.id, user.id, upTo, tx);
          await publish(tx, user.id, 'messages');
        });
      }
      return { unread: await repo.unreadTotal(user.id) };
    },

    unread: async (user: SessionUser): Promise<UnreadCount> => ({ unread: await repo.unreadTotal(user.id) }),

  };
}
