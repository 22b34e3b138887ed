import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** How the listener shows in pg_stat_activity (and how a test finds it to cut it). */
export const LISTENER_APPLICATION_NAME = 'reboard-catalog-listener';

type ListenerOptions = {
  databaseUrl: string;
  /** The channel instances share; a plain identifier (it is written into LISTEN as is). */
  channel: string;
  /** This instance's id: its own notifications come back to it and are ignored. */
  instance: string;
  /**
   * Another instance changed the catalogue (with its payload), or news may have been missed
   * while disconnected (no payload). Other channels' users read the payload.
   */
  onNews: (payload?: string) => void;
  log: FastifyBaseLogger;
  /** How the connection shows in pg_stat_activity, and what the logs call it. */
  applicationName?: string;
  label?: string;
  /** First wait before reconnecting; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
};

/**
 * One connection that LISTENs for other instances' catalogue changes and NOTIFYs them of ours.
 * A connection can die (PostgreSQL restarted, a failover, an idle timeout); it then reconnects
 * with backoff, and since news may have gone by in the meantime, it treats the reconnect itself
 * as news and tells the others of any change of its own that it could not send.
 */
export async function listenForCatalogChanges(options: ListenerOptions) {
  const { databaseUrl, channel, instance, onNews, log, retryMs = 500, maxRetryMs = 30_000 } = options;
  const { applicationName = LISTENER_APPLICATION_NAME, label = 'catalogue change listener' } = options;
  let client: pg.Client | undefined;
  let connected = false;
  let closing = false;
  let unsent = false;
  let wait = retryMs;
  let timer: NodeJS.Timeout | undefined;

  function lost(from: pg.Client, err?: unknown) {
    if (client !== from || closing) return;
    if (err) log.warn({ err }, `${label} lost its connection; reconnecting`);
    connected = false;
    client = undefined;
    from.end().catch(() => undefined);
    clearTimeout(timer);
    timer = setTimeout(() => void connect(true), wait);
    wait = Math.min(wait * 2, maxRetryMs);
  }

  async function connect(again: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
    client = next;
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== instance) onNews(msg.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      // The first connection fails the start, like the database itself would; later ones retry.
      if (!again) throw err;
      lost(next, err);
      return;
    }
    connected = true;
    wait = retryMs;
    if (again) {
      log.info(`${label} reconnected`);
      onNews();
      if (unsent) notify();
    }
  }

  function notify(): void {
    if (!client || !connected) {
      unsent = true;
      return;
    }
    unsent = false;
    client.query('select pg_notify($1, $2)', [channel, instance]).catch((err: unknown) => {
      unsent = true;
      log.warn({ err }, 'could not tell other instances the catalogue changed; will retry on reconnect');
    });
  }

  await connect(false);
  return {
    notify,
    async close(): Promise<void> {
      closing = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
