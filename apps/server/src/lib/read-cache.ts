import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A cached answer: the value, its JSON (serialised once, sent as is on every hit) and its ETag. */
export type CachedRead<T> = { value: T; json: string; etag: string };
/** What the cache holds: an answer and its size as JSON (what the byte bound counts). */
type Entry = CachedRead<unknown> & { size: number };

/*
 * Public reads kept in memory, bounded in bytes, keyed by the normalised request. A version
 * counter empties it: every write that changes what a visitor sees calls bump(). A read that
 * was computed while a bump happened is returned but not kept, so it can never outlive the
 * write that made it stale.
 */
export function createReadCache(maxBytes: number) {
  const lru = maxBytes > 0 ? new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (e) => e.size }) : undefined;
  let version = 0;
  const listeners = new Set<() => void>();

  return {
    async read<T>(key: string, compute: () => Promise<T>): Promise<CachedRead<T>> {
      const hit = lru?.get(key);
      if (hit) return hit as CachedRead<T>;
      const started = version;
      const value = await compute();
      const json = JSON.stringify(value);
      const entry = { value, json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`, size: Math.max(1, json.length) };
      if (lru && version === started) lru.set(key, entry);
      return entry;
    },

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

    get size(): number {
      return lru?.size ?? 0;
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
