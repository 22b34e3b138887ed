import {
  ApiErrorSchema,
  NotificationPageSchema,
  NotificationsQuerySchema,
  ProductParamsSchema,
  UnreadCountSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '#server/lib/i18n.ts';
import type { NotificationsService } from './notifications.service.ts';
import { requireUser } from '../auth/index.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first (keyset pagination), with your unread count',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationPageSchema, 400: ApiErrorSchema },
      },
    },
    (req) => notifications.list(requireUser(req), req.query, localeOfRequest(req)),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { access: 'user' },
      schema: { tags: ['notifications'], summary: 'How many of your notifications are unread', response: { 200: UnreadCountSchema } },
    },
    (req) => notifications.unreadCount(requireUser(req)),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read; answers your unread count',
        params: ProductParamsSchema,
        response: { 200: UnreadCountSchema, 404: ApiErrorSchema },
      },
    },
    (req) => notifications.markRead(requireUser(req), req.params.id),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'user' },
      schema: { tags: ['notifications'], summary: 'Mark all your notifications read', response: { 200: UnreadCountSchema } },
    },
    (req) => notifications.markAllRead(requireUser(req)),
  );
};
