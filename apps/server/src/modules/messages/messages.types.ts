import type { ChatMessage, ChatMessagePage, Conversation, ConversationPage, ConversationReportPage, Message, UnreadCount } from '@reboard/contracts';
import type { Database, Tx } from '#server/db/client.ts';
import type { AccountsService, SessionUser } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { Lookups } from './conversation-view.ts';
import type { ConversationRecord, MessagesRepository } from './messages.repository.ts';

/** What the messages service needs from other modules, handed in by app.ts. */
export interface MessagesDeps {
  catalog: Pick<CatalogService, 'summaries'>;
  accounts: Pick<AccountsService, 'people'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** A page query of the inbox or of a conversation's messages. */
export interface PageQuery {
  cursor?: string | undefined;
  limit: number;
}

/**
 * Conversations between a buyer and a seller about a listing, and reports of them to the admins.
 * Built by use case: conversations.ts and conversation-reports.ts.
 */
export interface MessagesService {
  // A party's conversations (conversations.ts)
  /** Opens the asker's conversation on a listing, or the one they already have. */
  start(user: SessionUser, productId: string): Promise<Conversation>;
  conversation(user: SessionUser, id: string): Promise<Conversation>;
  /** The user's conversations, newest activity first, page by page. */
  inbox(user: SessionUser, query: PageQuery): Promise<ConversationPage>;
  /** Messages oldest first, after the cursor; each is in exactly one page, in the order posted. */
  messages(user: SessionUser, id: string, query: PageQuery): Promise<ChatMessagePage>;
  /** Posts a message, unless the listing or the other party is gone. */
  post(user: SessionUser, id: string, body: string): Promise<ChatMessage>;
  /** Everything in the conversation so far is read by this user, on every device. */
  markRead(user: SessionUser, id: string): Promise<UnreadCount>;
  unread(user: SessionUser): Promise<UnreadCount>;

  // Reports to the admins (conversation-reports.ts)
  /** A participant asks the admins to read the conversation. */
  report(user: SessionUser, id: string, reason: string): Promise<Message>;
  /** The admins' queue of reported conversations, each with its latest messages. */
  reportQueue(query: PageQuery & { view: 'open' | 'closed' }): Promise<ConversationReportPage>;
  /** An open report an admin may close, with a line for the audit log. */
  openReport(id: string): Promise<{ id: string; summary: string }>;
  /** Closes a report in the admin's transaction; false when someone closed it meanwhile. */
  closeReport(id: string, adminId: string, tx: Tx): Promise<boolean>;
}

/** What both use cases build on: the repository and the reads they share. */
export interface MessagesContext {
  db: Database;
  deps: MessagesDeps;
  repo: MessagesRepository;
  /** The listings and people behind some conversations: one lookup of each. */
  lookups(rows: ConversationRecord[], extraPeople?: string[]): Promise<Lookups>;
  /** The conversation, when `user` is one of its two parties; 404 for anyone else (admins too). */
  mine(user: SessionUser, id: string): Promise<ConversationRecord>;
  /** A conversation as its party sees it, with the unread count and last message. */
  view(user: SessionUser, c: ConversationRecord): Promise<Conversation>;
}
