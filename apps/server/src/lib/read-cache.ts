import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * A cached answer, ready to send: its JSON as bytes (serialised once), its ETag, and its
 * compressed copies, each made the first time a client asks for that encoding, so a hit is a
 * lookup and a write.
 */
export interface CachedRead {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<string, Buffer>>;
}

/*
 * Public reads kept in memory, bounded in bytes, keyed by the normalised request. A version
 * counter empties it: every write that changes what a visitor sees calls bump(). A read that
 * was computed while a bump happened is returned but not kept, so it can never outlive the
 * write that made it stale. Some changes come with time and no write (a boost runs out), so
 * an answer is also kept for at most READ_CACHE_MAX_AGE_MS.
 *
 * Each answer kept is also found by the request as it was sent (its alias: method and URL),
 * so a repeated request is answered before its query is validated and normalised again.
 */

/** How long an answer may be kept without a write: what a boost's end may lag behind on the storefront. */
export const READ_CACHE_MAX_AGE_MS = 60_000;
/** The share of the cache's bytes its aliases may take (a URL and a key each). */
const ALIAS_SHARE = 0.1;

/** Public reads kept ready to send until the next write anywhere. */
export interface ReadCache {
  /** The answer under `key`, computed when not kept; `alias` (the request as sent) finds it again. */
  read(key: string, compute: () => Promise<unknown>, alias?: string): Promise<CachedRead>;
  /** The answer kept for a request sent exactly as `alias` was before, if it is still current. */
  byAlias(alias: string): CachedRead | undefined;
  /** Whether a read would be answered without computing it. */
  has(key: string): boolean;
  /** Empties the cache; `quiet` when the news came from another instance (no echo back). */
  bump(quiet?: boolean): void;
  /** Called on every local bump (to tell other instances). */
  onBump(listener: () => void): void;
}

/** An answer made ready to send, from the value a read computed. */
export function readyToSend(value: unknown): CachedRead {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
}

export function createReadCache(maxBytes: number, maxAgeMs = READ_CACHE_MAX_AGE_MS): ReadCache {
  // An answer counts twice its JSON: room for its compressed copies, each well under half of it.
  const lru =
    maxBytes > 0 ? new LRUCache<string, CachedRead>({ maxSize: maxBytes, sizeCalculation: (e) => Math.max(1, 2 * e.body.length), ttl: maxAgeMs }) : undefined;
  // Alias → key, not → answer: an answer the cache has let go is not kept alive by its alias.
  const aliases =
    maxBytes > 0
      ? new LRUCache<string, string>({ maxSize: Math.max(1, Math.floor(maxBytes * ALIAS_SHARE)), sizeCalculation: (key, alias) => alias.length + key.length, ttl: maxAgeMs })
      : undefined;
  let version = 0;
  const listeners = new Set<() => void>();

  return {
    async read(key, compute, alias) {
      const hit = lru?.get(key);
      if (hit) {
        if (alias !== undefined) aliases?.set(alias, key);
        return hit;
      }
      const started = version;
      const entry = readyToSend(await compute());
      if (lru && version === started) {
        lru.set(key, entry);
        if (alias !== undefined) aliases?.set(alias, key);
      }
      return entry;
    },

    byAlias(alias) {
      const key = aliases?.get(alias);
      return key === undefined ? undefined : lru?.get(key);
    },

    has: (key) => lru?.has(key) ?? false,

    bump(quiet = false) {
      version++;
      lru?.clear();
      aliases?.clear();
      if (!quiet) for (const listener of listeners) listener();
    },

    onBump(listener) {
      listeners.add(listener);
    },
  };
}
