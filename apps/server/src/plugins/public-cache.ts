import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../lib/read-cache.ts';
import { listenForCatalogChanges } from './catalog-listener.ts';

/** The channel instances tell each other on that the catalogue changed (payload: the sender's id). */
const CHANNEL = 'reboard_catalog';

/*
 * Writes that never change what a visitor of the storefront sees. Every other successful write
 * empties the public cache: a new route is safe by default, at the price of an emptied cache.
 */
const KEEPS_CATALOG = new Set([
  '/api/auth-lookup',
  '/api/newsletter',
  '/api/uploads',
  // Booking and cancelling a booking are not here: a booking holds its listing ("Reserved").
  '/api/orders/:id/payment-intent',
  '/api/orders/:id/received',
  '/api/seller/orders/:id/shipped',
  '/api/products/:id/reports',
  '/api/orders/:id/problem',
  // An admin's refund of a problem leaves the listing sold (the item went out); a close changes no order's listing.
  '/api/admin/problems/:id/refund',
  '/api/admin/problems/:id/close',
]);

/** Better Auth's endpoints change nothing public, but a profile edit renames a seller on every card. */
const changesCatalog = (req: FastifyRequest): boolean => {
  const route = req.routeOptions.url ?? '';
  if (route === '/api/auth/*') return req.url.split('?')[0] === '/api/auth/update-user';
  return req.url.startsWith('/api/') && !KEEPS_CATALOG.has(route);
};

/** Answers a public GET from the cache, with an ETag, and 304 when the client already holds it. */
export type CachedReply = <T>(req: FastifyRequest, reply: FastifyReply, compute: () => Promise<T>) => Promise<T | undefined>;

/** The key of a public read: its route and its validated params and query, in a fixed order. */
function keyOf(req: FastifyRequest): string {
  const sorted = (o: unknown) => Object.entries((o ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([req.routeOptions.url, sorted(req.params), sorted(req.query)]);
}

const notModified = (req: FastifyRequest, etag: string) =>
  (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === etag || t === '*');

export async function registerPublicCache(
  app: FastifyInstance,
  { cache, databaseUrl }: { cache: ReadCache; databaseUrl: string | undefined },
): Promise<{ cached: CachedReply; answersFromCache: (req: FastifyRequest) => boolean }> {
  app.addHook('onSend', async (req, reply, payload) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
    if (write && reply.statusCode < 400 && changesCatalog(req)) {
      cache.bump();
    }
    return payload;
  });

  // Several instances on one PostgreSQL: each tells the others, and empties its cache on their news.
  if (databaseUrl) {
    const listener = await listenForCatalogChanges({
      databaseUrl,
      channel: CHANNEL,
      instance: randomUUID(),
      onNews: () => cache.bump(true),
      log: app.log,
    });
    cache.onBump(() => listener.notify());
    app.addHook('onClose', () => listener.close());
  }

  const cached: CachedReply = async (req, reply, compute) => {
    const { json, etag } = await cache.read(keyOf(req), compute);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (notModified(req, etag)) await reply.code(304).send();
    // Serialised once when it was computed: a hit costs a lookup, not a walk through 24 listings.
    else await reply.type('application/json; charset=utf-8').send(json);
    return undefined;
  };
  const answersFromCache = (req: FastifyRequest) => req.method === 'GET' && cache.has(keyOf(req));
  return { cached, answersFromCache };
}
