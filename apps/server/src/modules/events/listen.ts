import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#server/db/client.ts';
import { listenForCatalogChanges } from '#server/plugins/catalog-listener.ts';
import { readUserEvent, USER_EVENTS_CHANNEL } from './publish.ts';
import { createUserStreams, type UserStreams } from './streams.ts';

/**
 * Hears every instance's user events and hands each to the user's open streams here: through
 * PGlite's own LISTEN, or a dedicated PostgreSQL connection that reconnects by itself (after
 * which every open page refreshes, as events may have gone by). Streams end before the server
 * closes, so shutdown never waits on an open page.
 */
export function registerUserEvents(app: FastifyInstance, database: DatabaseHandle, streamsPerUser: number): UserStreams {
  const streams = createUserStreams(streamsPerUser);
  const deliver = (payload?: string) => {
    if (payload === undefined) return streams.sendEverything();
    const event = readUserEvent(payload);
    if (event) streams.send(event.userId, event.topic);
  };
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (database.listen) {
      unlisten = await database.listen(USER_EVENTS_CHANNEL, deliver);
    } else if (database.url) {
      const listener = await listenForCatalogChanges({
        databaseUrl: database.url,
        channel: USER_EVENTS_CHANNEL,
        instance: randomUUID(),
        onNews: deliver,
        log: app.log,
        applicationName: 'reboard-user-events-listener',
        label: 'user events listener',
      });
      unlisten = listener.close;
    }
  });
  app.addHook('preClose', async () => {
    streams.endAll();
    await unlisten?.().catch((err: unknown) => app.log.warn({ err }, 'user events listener did not close cleanly'));
  });
  return streams;
}
