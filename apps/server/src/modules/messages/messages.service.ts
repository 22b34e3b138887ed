import type { Conversation } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { SessionUser } from '../auth/index.ts';
import { createConversationReports } from './conversation-reports.ts';
import { toConversation, type Lookups } from './conversation-view.ts';
import { createConversations } from './conversations.ts';
import { createMessagesRepository, type ConversationRecord } from './messages.repository.ts';
import type { MessagesDeps, MessagesService } from './messages.types.ts';

export type { MessagesDeps, MessagesService } from './messages.types.ts';

/** Conversations and their reports, composed over the reads both use cases share. */
export function createMessagesService(db: Database, deps: MessagesDeps): MessagesService {
  const repo = createMessagesRepository(db);
  const { catalog, accounts } = deps;

  async function lookups(rows: ConversationRecord[], extraPeople: string[] = []): Promise<Lookups> {
    const [listings, people] = await Promise.all([
      catalog.summaries(rows.map((c) => c.productId)),
      accounts.people([...rows.flatMap((c) => [c.buyerId, c.sellerId]), ...extraPeople]),
    ]);
    return { listings, people };
  }

  async function mine(user: SessionUser, id: string): Promise<ConversationRecord> {
    const c = isUuid(id) ? await repo.findConversation(id) : undefined;
    if (!c || (c.buyerId !== user.id && c.sellerId !== user.id)) throw notFound('errors.conversation.noSuch');
    return c;
  }

  async function view(user: SessionUser, c: ConversationRecord): Promise<Conversation> {
    const [found, unread, [last]] = await Promise.all([
      lookups([c]),
      repo.unreadIn(c.id, user.id),
      repo.messagesByIds(c.lastMessageId ? [c.lastMessageId] : []),
    ]);
    return toConversation(c, user.id, found, { unread, lastMessage: last });
  }

  const context = { db, deps, repo, lookups, mine, view };
  return { ...createConversations(context), ...createConversationReports(context) };
}
