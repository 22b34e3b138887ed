import type { FastifyInstance, FastifyRequest } from 'fastify';
import { busy } from '../lib/errors.ts';

/*
 * The embedded database runs its queries on the main thread, so while one runs nothing else
 * does: requests that arrive meanwhile wait unread in their sockets, out of sight of the query
 * queue's bound (db/client.ts), and are read only when the loop turns again. A timer notes
 * each turn and how long the loop had stood still before it; a request read while the loop
 * stands still (or in the turn right after it stood still) longer than `maxLagMs` has been
 * waiting behind that much work, and is refused at once (503, Retry-After) rather than adding
 * its own to the pile, unless the read cache can answer it: cached reads cost no query and
 * keep being served.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  { maxLagMs, answersFromCache }: { maxLagMs: number; answersFromCache: (req: FastifyRequest) => boolean },
): void {
  let lastTurn = performance.now();
  let stoodStill = 0;
  // Timers run before the loop reads sockets, so the one that fires after a stall is the
  // last word on it until the next turn.
  const tick = setInterval(() => {
    const now = performance.now();
    stoodStill = now - lastTurn;
    lastTurn = now;
  }, Math.min(50, Math.max(5, maxLagMs / 10)));
  tick.unref();
  app.addHook('onClose', async () => clearInterval(tick));

  const late = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (req) => {
    if (Math.max(performance.now() - lastTurn, stoodStill) > maxLagMs) late.add(req);
  });
  // Decided after validation, when the cache key (the validated query) is known.
  app.addHook('preHandler', async (req) => {
    if (!late.has(req) || !req.url.startsWith('/api/') || req.routeOptions.url === '/api/health' || answersFromCache(req)) return;
    throw busy();
  });
}
