import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A cached answer: its JSON (serialised once, sent as is on every hit) and its ETag. */
export type CachedRead = { json: string; etag: string };

/*
 * Public reads kept in memory, bounded in bytes, keyed by the normalised request. A version
 * counter empties it: every write that changes what a visitor sees calls bump(). A read that
 * was computed while a bump happened is returned but not kept, so it can never outlive the
 * write that made it stale. Some changes come with time and no write (a boost runs out), so
 * an answer is also kept for at most READ_CACHE_MAX_AGE_MS.
 */

/** How long an answer may be kept without a write: what a boost's end may lag behind on the storefront. */
export const READ_CACHE_MAX_AGE_MS = 60_000;
/** Public reads kept as their JSON and ETag until the next write anywhere. */
export interface ReadCache {
  read(key: string, compute: () => Promise<unknown>): Promise<CachedRead>;
  /** Whether a read would be answered without computing it. */
  has(key: string): boolean;
  /** Empties the cache; `quiet` when the news came from another instance (no echo back). */
  bump(quiet?: boolean): void;
  /** Called on every local bump (to tell other instances). */
  onBump(listener: () => void): void;
}

export function createReadCache(maxBytes: number, maxAgeMs = READ_CACHE_MAX_AGE_MS): ReadCache {
  const lru =
    maxBytes > 0
      ? new LRUCache<string, CachedRead>({ maxSize: maxBytes, sizeCalculation: (e) => Math.max(1, e.json.length), ttl: maxAgeMs })
      : undefined;
  let version = 0;
  const listeners = new Set<() => void>();

  return {
    async read(key: string, compute: () => Promise<unknown>): Promise<CachedRead> {
      const hit = lru?.get(key);
      if (hit) return hit;
      const started = version;
      const json = JSON.stringify(await compute());
      const entry = { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
      if (lru && version === started) lru.set(key, entry);
      return entry;
    },

    /** Whether a read would be answered without computing it. */
    has: (key: string): boolean => lru?.has(key) ?? false,

    /** Empties the cache; `quiet` when the news came from another instance (no echo back). */
    bump(quiet = false): void {
      version++;
      lru?.clear();
      if (!quiet) for (const listener of listeners) listener();
    },

    /** Called on every local bump (to tell other instances). */
    onBump(listener: () => void): void {
      listeners.add(listener);
    },
  };
}
