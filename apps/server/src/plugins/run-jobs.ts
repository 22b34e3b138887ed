import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { listenForCatalogChanges } from './catalog-listener.ts';

interface Runner {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Starts the job runner with the app and stops it before the database closes. A commit that
 * enqueued a job NOTIFYs `channel` (delivered on commit only, never for a rollback), which wakes
 * the runner at once: through PGlite's own LISTEN, or a listening connection to PostgreSQL, which
 * hears every instance's jobs. Without either (PostgreSQL given as a handle, no URL) the poll does.
 */
export function registerJobRunner(
  app: FastifyInstance,
  opts: { runner: Runner; database: DatabaseHandle; databaseUrl: string | undefined; channel: string; onStop?: () => void },
): void {
  const { runner, database, databaseUrl, channel } = opts;
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (database.listen) {
      unlisten = await database.listen(channel, runner.wake);
    } else if (databaseUrl) {
      const listener = await listenForCatalogChanges({
        databaseUrl,
        channel,
        instance: randomUUID(),
        onNews: runner.wake,
        log: app.log,
        applicationName: 'reboard-jobs-listener',
        label: 'job listener',
      });
      unlisten = listener.close;
    }
    runner.start();
  });
  // preClose: before the database is closed in onClose, so the job in hand can record its outcome.
  app.addHook('preClose', async () => {
    await runner.stop();
    // The database may already be gone (closed under the app, or unreachable): nothing to unlisten then.
    await unlisten?.().catch((err: unknown) => app.log.warn({ err }, 'job listener did not close cleanly'));
    opts.onStop?.();
  });
}
