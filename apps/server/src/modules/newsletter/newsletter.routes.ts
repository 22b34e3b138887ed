import { ApiErrorSchema, MessageSchema, NewsletterRequestSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NewsletterService } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/newsletter',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for updates',
        body: NewsletterRequestSchema,
        response: { 201: MessageSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await newsletter.subscribe(req.body)),
  );
};
