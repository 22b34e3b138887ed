import { z } from 'zod';
import { CursorParamSchema } from './cursor.ts';
import { IdParamsSchema, multiLine } from './text.ts';

/*
 * Messages about a listing: a conversation per listing and asking buyer, its messages (plain
 * text, shown inert), read marks per participant, and reports that reach the admins' queue.
 */

export const MESSAGE_BODY_MAX = 2000;
export const CONVERSATION_REPORT_REASON_MAX = 500;

/** What a participant posts. */
export const PostMessageSchema = z.object({
  body: multiLine({ message: 'validation.message.bodyRequired' })
    .trim()
    .min(1, 'validation.message.bodyRequired')
    .max(MESSAGE_BODY_MAX, 'validation.atMost.chars2000'),
});
export type PostMessage = z.infer<typeof PostMessageSchema>;

export const ReportConversationSchema = z.object({
  reason: multiLine({ message: 'validation.message.reasonRequired' })
    .trim()
    .min(1, 'validation.message.reasonRequired')
    .max(CONVERSATION_REPORT_REASON_MAX, 'validation.atMost.chars500'),
});
export type ReportConversation = z.infer<typeof ReportConversationSchema>;

export const ConversationParamsSchema = IdParamsSchema;

export const MessagesQuerySchema = z.object({
  cursor: CursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type MessagesQuery = z.input<typeof MessagesQuerySchema>;

/** One message; `mine` says whether the reader sent it. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A page of a conversation's messages, oldest first; `nextCursor` continues after the last one. */
export const ChatMessagePageSchema = z.object({
  items: z.array(ChatMessageSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type ChatMessagePage = z.infer<typeof ChatMessagePageSchema>;

const ConversationListingSchema = z.object({ id: z.string(), name: z.string(), picture: z.string().nullable() });
const OtherPartySchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });

/** Why nobody can post any more: the listing left the market, or the other person closed their account. */
export const READ_ONLY_REASONS = ['listing_removed', 'account_closed'] as const;
export type ReadOnlyReason = (typeof READ_ONLY_REASONS)[number];

/** A conversation as one of its two parties sees it. */
export const ConversationSchema = z.object({
  id: z.string(),
  listing: ConversationListingSchema,
  otherParty: OtherPartySchema,
  /** Whether the reader is the one who asked (the buyer) or the listing's seller. */
  myRole: z.enum(['buyer', 'seller']),
  readOnly: z.enum(READ_ONLY_REASONS).nullable(),
  lastMessage: z.object({ body: z.string(), mine: z.boolean(), createdAt: z.string() }).nullable(),
  unread: z.number().int(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationPageSchema = z.object({
  items: z.array(ConversationSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

export const CONVERSATION_REPORT_VIEWS = ['open', 'closed'] as const;
export const ConversationReportQuerySchema = MessagesQuerySchema.extend({
  view: z.enum(CONVERSATION_REPORT_VIEWS).default('open'),
});
export type ConversationReportQuery = z.input<typeof ConversationReportQuerySchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string() });

/** A reported conversation as admins see it: the report, both parties and the latest messages. */
export const ConversationReportSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  reason: z.string(),
  status: z.enum(CONVERSATION_REPORT_VIEWS),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  reporter: PersonSchema,
  buyer: PersonSchema,
  seller: PersonSchema,
  listing: ConversationListingSchema,
  messages: z.array(ChatMessageSchema.omit({ mine: true })),
});
export type ConversationReport = z.infer<typeof ConversationReportSchema>;

export const ConversationReportPageSchema = z.object({
  items: z.array(ConversationReportSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type ConversationReportPage = z.infer<typeof ConversationReportPageSchema>;
