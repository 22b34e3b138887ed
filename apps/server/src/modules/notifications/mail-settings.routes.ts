import { ApiErrorSchema, NotificationSettingsSchema, UnsubscribeQuerySchema, UnsubscribeTargetSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { MailSettingsService } from './mail-settings.service.ts';
import { requireUser } from '../auth/index.ts';

export const mailSettingsRoutes: FastifyPluginAsyncZod<{ mailSettings: MailSettingsService }> = async (app, { mailSettings }) => {
  // A mail client's one-click unsubscribe posts "List-Unsubscribe=One-Click" as a form (RFC
  // 8058); the token in the URL is all that counts, so the body is read and set aside.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));

  app.get(
    '/notification-settings',
    {
      config: { access: 'user' },
      schema: { tags: ['notifications'], summary: 'Which kinds of notification you get by mail', response: { 200: NotificationSettingsSchema } },
    },
    (req) => mailSettings.settings(requireUser(req)),
  );

  app.put(
    '/notification-settings',
    {
      config: { access: 'user', rateLimit: perMinute(30) },
      schema: {
        tags: ['notifications'],
        summary: 'Choose, for every kind, whether it also comes by mail',
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema, 400: ApiErrorSchema },
      },
    },
    (req) => mailSettings.save(requireUser(req), req.body),
  );

  app.get(
    '/unsubscribe',
    {
      config: { access: 'public', rateLimit: perMinute(30) },
      schema: {
        tags: ['notifications'],
        summary: "What a mail's unsubscribe link would stop (the page asks before it does)",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeTargetSchema, 400: ApiErrorSchema },
      },
    },
    (req) => mailSettings.unsubscribeTarget(req.query.token),
  );

  app.post(
    '/unsubscribe',
    {
      config: { access: 'public', rateLimit: perMinute(30) },
      schema: {
        tags: ['notifications'],
        summary: "Stop the link's kind of mail, without signing in (also a mail client's one-click unsubscribe)",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeTargetSchema, 400: ApiErrorSchema },
      },
    },
    (req) => mailSettings.unsubscribe(req.query.token),
  );
};
