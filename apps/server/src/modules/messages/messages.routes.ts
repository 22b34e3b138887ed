import {
  ApiErrorSchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ConversationPageSchema,
  ConversationParamsSchema,
  ConversationSchema,
  MessageSchema,
  MessagesQuerySchema,
  PostMessageSchema,
  ProductParamsSchema,
  ReportConversationSchema,
  UnreadCountSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { MessagesService } from './messages.types.ts';
import { requireUser } from '../auth/index.ts';

/** Messages one person may post per minute: a conversation at typing speed stays well under it. */
export const MESSAGES_PER_MINUTE = 20;
/** Conversations one person may open or report per minute. */
const STARTS_PER_MINUTE = 20;

const notYours = { 400: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['messages'];

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  app.post(
    '/products/:id/conversation',
    {
      config: { access: 'user', rateLimit: perMinute(STARTS_PER_MINUTE) },
      schema: {
        tags,
        summary: "Open (or reopen) your conversation with a listing's seller",
        params: ProductParamsSchema,
        response: { 200: ConversationSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    (req) => messages.start(requireUser(req), req.params.id),
  );

  app.get(
    '/conversations',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your conversations, newest activity first, with unread counts',
        querystring: MessagesQuerySchema,
        response: { 200: ConversationPageSchema, 400: ApiErrorSchema },
      },
    },
    (req) => messages.inbox(requireUser(req), req.query),
  );

  app.get(
    '/conversations/unread',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Unread messages across your conversations', response: { 200: UnreadCountSchema } },
    },
    (req) => messages.unread(requireUser(req)),
  );

  app.get(
    '/conversations/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One of your conversations', params: ConversationParamsSchema, response: { 200: ConversationSchema, 404: ApiErrorSchema } },
    },
    (req) => messages.conversation(requireUser(req), req.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A conversation's messages, oldest first, after the cursor",
        params: ConversationParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: ChatMessagePageSchema, ...notYours },
      },
    },
    (req) => messages.messages(requireUser(req), req.params.id, req.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: { access: 'user', rateLimit: perMinute(MESSAGES_PER_MINUTE) },
      schema: {
        tags,
        summary: 'Write in a conversation (plain text, up to 2000 characters)',
        params: ConversationParamsSchema,
        body: PostMessageSchema,
        response: { 201: ChatMessageSchema, ...notYours, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await messages.post(requireUser(req), req.params.id, req.body.body)),
  );

  app.post(
    '/conversations/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark a conversation read; answers your unread total',
        params: ConversationParamsSchema,
        response: { 200: UnreadCountSchema, 404: ApiErrorSchema },
      },
    },
    (req) => messages.markRead(requireUser(req), req.params.id),
  );

  app.post(
    '/conversations/:id/reports',
    {
      config: { access: 'user', rateLimit: perMinute(STARTS_PER_MINUTE) },
      schema: {
        tags,
        summary: 'Report a conversation to the admins, who may then read it',
        params: ConversationParamsSchema,
        body: ReportConversationSchema,
        response: { 201: MessageSchema, ...notYours, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await messages.report(requireUser(req), req.params.id, req.body.reason)),
  );
};
