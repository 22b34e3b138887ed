import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unsupported } from '../lib/errors.ts';

/*
 * Another site's page must not change anything in the name of a signed-in visitor
 * (docs/decisions/027-cross-site-checks.md). Every state-changing request, on every route:
 *  - whose Origin is not one of the site's own is refused (403);
 *  - with no Origin, whose Sec-Fetch-Site says another site or origin sent it is refused (403);
 *  - that carries a body must carry JSON, or multipart where the route takes uploads (415),
 *    since a plain HTML form can send text/plain or form-encoded bodies to any address.
 * A request with neither header (curl, a server, Stripe's webhook) is not a browser acting for
 * someone, and passes: what it may do is decided by its credentials, as for any client.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes whose authority is not the visitor's cookie, so another site gains nothing by posting
 * to them. The one-click unsubscribe (RFC 8058) is authorised by the signed token in its URL
 * alone; mail clients post "List-Unsubscribe=One-Click" as a form, some from a web page of
 * their own (another origin), and it must keep working for them.
 */
const EXEMPT = new Set(['POST /api/unsubscribe']);

/** Fetch Metadata values that name another origin than the target's (same-site: a sibling host or port). */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

export function registerCrossSite(app: FastifyInstance, opts: { origins: readonly string[] }): void {
  const trusted = new Set(opts.origins);
  // A callback, not an async function: every read passes through here and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || EXEMPT.has(`${request.method} ${request.routeOptions.url}`)) return done();
    if (!fromOwnSite(request, trusted)) return done(forbidden('errors.request.crossSite', 'CROSS_SITE'));
    if (!acceptedBody(request)) return done(unsupported('UNSUPPORTED_MEDIA_TYPE', 'errors.request.mediaType'));
    done();
  });
}

/**
 * Origin first: browsers send it on every POST, PUT, PATCH and DELETE, over http as well as
 * https, and it names the exact origin. Sec-Fetch-Site is only sent to secure origins
 * (https, localhost), so it stands in only when a request has no Origin.
 */
function fromOwnSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  // "null" (a sandboxed frame, a redirect across sites) and a repeated header are no origin of ours.
  if (origin !== undefined) return trusted.has(origin);
  const site = request.headers['sec-fetch-site'];
  return typeof site !== 'string' || !FOREIGN_FETCH_SITES.has(site);
}

/** No body at all, JSON, or multipart on a route that takes uploads. */
function acceptedBody(request: FastifyRequest): boolean {
  if (request.headers['content-type'] === undefined) return !hasBody(request);
  const media = request.mediaType;
  if (media === 'application/json') return true;
  const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
  return media === 'multipart/form-data' && consumes?.includes(media) === true;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
