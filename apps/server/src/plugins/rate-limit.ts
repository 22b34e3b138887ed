import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { rateLimited, unavailable } from '../lib/errors.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/**
 * One rate-limit mechanism for the whole app: @fastify/rate-limit, counting in memory, or in
 * Redis when REDIS_URL is set so that every instance behind the balancer counts together.
 * Routes opt in with `config.rateLimit` (see `perMinute`); limits that span several routes or
 * count after the fact use `createLimiter`.
 */
export async function registerRateLimit(app: FastifyInstance, opts: { redisUrl: string | undefined; prefix: string }): Promise<void> {
  const redis = opts.redisUrl ? await connectRedis(app, opts.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis: redis && failingAsUnavailable(redis),
    nameSpace: opts.prefix,
    // In memory, each limit remembers this many keys (the least recent are forgotten first).
    cache: 50_000,
    errorResponseBuilder: (_req, context) => rateLimited('errors.rateLimit.wait').withParams({ after: context.after }),
  });
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // A request waits for Redis at most a moment: a limit that cannot be counted fails the
  // request rather than hanging it or letting it through unlimited.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  redis.on('error', (err: Error) => app.log.warn({ err }, 'rate limits: Redis connection error'));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL did not answer (${(err as Error).message})`, { cause: err });
  }
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}

/** The commands @fastify/rate-limit's Redis store defines and counts with. */
const COUNTING_COMMANDS = new Set<PropertyKey>(['rateLimit', 'rateLimitRead']);
type Callback = (err: unknown, result?: unknown) => void;

/**
 * Redis as the rate limiter sees it: a count Redis cannot answer (it went away mid-run) fails
 * the request as unavailable (503, retry soon) rather than as an unexplained 500. The limit
 * still fails closed: nothing gets through uncounted. Redis reconnects by itself.
 */
function failingAsUnavailable(redis: Redis): Redis {
  const down = () => unavailable('RATE_LIMIT_UNAVAILABLE', 'errors.rateLimit.unavailable');
  return new Proxy(redis, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (!COUNTING_COMMANDS.has(prop) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const done = args.pop() as Callback;
        return (value as (...all: unknown[]) => unknown).call(target, ...args, (err: unknown, result: unknown) => done(err ? down() : null, result));
      };
    },
  });
}

/** The client address (an IPv6 client's /64, as one machine may hold the whole block). */
export const clientAddress = (req: FastifyRequest): string => normalizeIP(req.ip);

/** A route's own limit per signed-in user (per address for guests), as `config.rateLimit`. */
export function perMinute(max: number): RateLimitOptions {
  return perWindow(max, MINUTE_MS);
}

/** The same over a longer window (listings per hour): `max` per `windowMs`. */
export function perWindow(max: number, windowMs: number): RateLimitOptions {
  return {
    max,
    timeWindow: windowMs,
    // After the access check has run (onRequest), so the user is known.
    hook: 'preHandler',
    keyGenerator: (req) => (req.user ? `user:${req.user.id}` : clientAddress(req)),
  };
}

export interface Limiter {
  /** Counts this attempt and refuses it when it goes over the limit. */
  hit(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Refuses when the allowance is already used up, without counting. */
  check(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts an attempt after the fact (a failed sign-in). */
  record(req: FastifyRequest): Promise<void>;
}

/**
 * A limit counted by `key` (undefined: nothing to count), in the same store as the route limits,
 * per window of `windowMs` (a minute unless said). `name` keeps its keys apart from the other
 * limiters' in the shared store.
 */
export function createLimiter(
  app: FastifyInstance,
  opts: { name: string; max: number; message: string; key: (req: FastifyRequest) => string | undefined; windowMs?: number },
): Limiter {
  const count = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.windowMs ?? MINUTE_MS,
    keyGenerator: (req) => `${opts.name}:${opts.key(req)}`,
  });
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(Math.max(1, seconds)));
    return rateLimited(opts.message);
  };
  return {
    async hit(req, reply) {
      if (opts.key(req) === undefined) return;
      const result = await count(req);
      if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds);
    },
    async check(req, reply) {
      if (opts.key(req) === undefined) return;
      const result = await count(req, { increment: false });
      if (!result.isAllowed && result.remaining === 0) throw refuse(reply, result.ttlInSeconds);
    },
    async record(req) {
      if (opts.key(req) !== undefined) await count(req);
    },
  };
}
