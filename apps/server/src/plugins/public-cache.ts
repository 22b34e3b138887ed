import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedRead, ReadCache } from '../lib/read-cache.ts';
import { listenForCatalogChanges } from './catalog-listener.ts';
import { acceptedEncoding, COMPRESS_THRESHOLD, compressed } from './compression.ts';

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
  const sorted = (o: unknown) =>
    Object.entries((o ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([req.routeOptions.url, sorted(req.params), sorted(req.query)]);
}

/** The request as it was sent: the same method and URL ask for the same route, params and query. */
const aliasOf = (req: FastifyRequest) => `${req.method} ${req.url}`;

const notModified = (req: FastifyRequest, etag: string) =>
  (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === etag || t === '*');

/**
 * Sends a kept answer as it is: 304 when the client holds it, else its bytes, compressed as
 * @fastify/compress would (which then leaves them alone), the compressed copy made once.
 */
function sendReady(req: FastifyRequest, reply: FastifyReply, entry: CachedRead): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  const compressible = entry.body.length >= COMPRESS_THRESHOLD;
  // Whether it came compressed depends on the request's Accept-Encoding, 304s included.
  if (compressible) reply.header('vary', 'accept-encoding');
  if (notModified(req, entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = compressible ? acceptedEncoding(req) : undefined;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send((entry.encoded[encoding] ??= compressed(entry.body, encoding)));
}

export async function registerPublicCache(
  app: FastifyInstance,
  { cache, databaseUrl }: { cache: ReadCache; databaseUrl: string | undefined },
): Promise<{ cached: CachedReply; answersFromCache: (req: FastifyRequest) => boolean }> {
  app.addHook('onSend', (req, reply, payload, done) => {
    const write = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if (write && reply.statusCode < 400 && changesCatalog(req)) {
      cache.bump();
    }
    done(null, payload);
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

  /*
   * A request sent exactly as one answered before is answered here, before its query is
   * validated and normalised again, by the answer kept for it. Only public routes answer
   * through the cache, and this checks so again: nothing personal is ever sent from it.
   */
  app.addHook('onRequest', (req, reply, done) => {
    const entry = (req.method === 'GET' || req.method === 'HEAD') && req.routeOptions.config?.access === 'public' ? cache.byAlias(aliasOf(req)) : undefined;
    if (entry) sendReady(req, reply, entry);
    else done();
  });

  const cached: CachedReply = async (req, reply, compute) => {
    await sendReady(req, reply, await cache.read(keyOf(req), compute, aliasOf(req)));
    return undefined;
  };
  const answersFromCache = (req: FastifyRequest) => req.method === 'GET' && cache.has(keyOf(req));
  return { cached, answersFromCache };
}
