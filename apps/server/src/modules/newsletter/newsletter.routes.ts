import { ApiErrorSchema, MessageSchema, NewsletterRequestSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { NewsletterService } from './newsletter.service.ts';

/** Sign-ups one client address may send per minute: a person signs up once; a script gets no further. */
export const NEWSLETTER_SIGNUPS_PER_MINUTE = 5;

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/newsletter',
    {
      config: { access: 'public', rateLimit: perMinute(NEWSLETTER_SIGNUPS_PER_MINUTE) },
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for updates',
        body: NewsletterRequestSchema,
        response: { 201: MessageSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await newsletter.subscribe(req.body)),
  );
};
