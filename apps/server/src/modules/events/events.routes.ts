import { ApiErrorSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited } from '#server/lib/errors.ts';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { UserStreams } from './streams.ts';
import { requireUser } from '../auth/index.ts';

/** A browser reconnects by itself after this long when the stream drops. */
const RETRY_MS = 5000;
/** When a refused page may try again: the web app waits this long anyway (lib/user-events.ts). */
const FULL_RETRY_AFTER_SECONDS = 60;

export const eventsRoutes: FastifyPluginAsyncZod<{ streams: UserStreams }> = async (app, { streams }) => {
  app.get(
    '/events',
    {
      // Generous: a page reconnects after each network hiccup, but never this often.
      config: { access: 'user', rateLimit: perMinute(30) },
      schema: {
        tags: ['events'],
        summary: "Server-sent events: 'notifications' or 'messages' when that list of yours changed (a few streams per person; past them 429)",
        response: {
          200: { description: 'The stream', content: { 'text/event-stream': { schema: z.string() } } },
          401: ApiErrorSchema,
          406: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      // Only an EventSource (or whoever asks for a stream) gets one; anything else would hang.
      if (!req.headers.accept?.includes('text/event-stream')) {
        return reply.code(406).send({ error: { code: 'NOT_ACCEPTABLE', message: 'errors.events.acceptStream' } });
      }
      /*
       * Past the cap the new stream is refused, not the oldest closed: a closed EventSource
       * reconnects by itself within seconds and would close the next oldest, so tabs would take
       * turns for ever, each turn refetching every list. A refused page polls instead and asks
       * again a minute later (docs/decisions/021-notifications.md). Counted per instance.
       */
      if (streams.isFull(requireUser(req).id)) {
        reply.header('retry-after', String(FULL_RETRY_AFTER_SECONDS));
        throw rateLimited('errors.events.tooMany', 'TOO_MANY_STREAMS').withParams({ max: streams.perUser });
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
      const remove = streams.add(requireUser(req).id, res);
      req.raw.on('close', remove);
      return reply;
    },
  );
};
