import { ApiErrorSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perMinute } from '../../plugins/rate-limit.ts';
import type { UserStreams } from './streams.ts';

/** A browser reconnects by itself after this long when the stream drops. */
const RETRY_MS = 5000;

export const eventsRoutes: FastifyPluginAsyncZod<{ streams: UserStreams }> = async (app, { streams }) => {
  app.get(
    '/events',
    {
      // Generous: a page reconnects after each network hiccup, but never this often.
      config: { access: 'user', rateLimit: perMinute(30) },
      schema: {
        tags: ['events'],
        summary: "Server-sent events: 'notifications' or 'messages' when that list of yours changed",
        response: {
          200: { description: 'The stream', content: { 'text/event-stream': { schema: z.string() } } },
          401: ApiErrorSchema,
          406: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      // Only an EventSource (or whoever asks for a stream) gets one; anything else would hang.
      if (!req.headers.accept?.includes('text/event-stream')) {
        return reply.code(406).send({ error: { code: 'NOT_ACCEPTABLE', message: 'errors.events.acceptStream' } });
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string | string[] | number>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const remove = streams.add(req.user!.id, res);
      req.raw.on('close', remove);
      return reply;
    },
  );
};
