import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

const MB = 1024 * 1024;

describe('the read cache', () => {
  it('finds a kept answer again by the request as it was sent, until the next write', async () => {
    const cache = createReadCache(MB);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const first = await cache.read('key', compute, 'GET /api/products?limit=24');
    expect(JSON.parse(first.body.toString('utf8'))).toEqual({ n: 1 });
    expect(first.etag).toMatch(/^W\/".+"$/);
    expect(cache.byAlias('GET /api/products?limit=24')).toBe(first);
    expect(cache.byAlias('GET /api/products')).toBeUndefined();

    // Another spelling of the same read is answered by the same answer, and then found by its own.
    expect(await cache.read('key', compute, 'GET /api/products')).toBe(first);
    expect(cache.byAlias('GET /api/products')).toBe(first);
    expect(computed).toBe(1);

    cache.bump();
    expect(cache.byAlias('GET /api/products?limit=24')).toBeUndefined();
    expect(cache.byAlias('GET /api/products')).toBeUndefined();
    expect(JSON.parse((await cache.read('key', compute, 'GET /api/products')).body.toString('utf8'))).toEqual({ n: 2 });
  });

  it('neither keeps nor finds by its request an answer computed while a write landed', async () => {
    const cache = createReadCache(MB);
    const answer = await cache.read(
      'key',
      async () => {
        cache.bump();
        return { stale: true };
      },
      'GET /api/products',
    );
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ stale: true });
    expect(cache.has('key')).toBe(false);
    expect(cache.byAlias('GET /api/products')).toBeUndefined();
  });

  it('keeps nothing when it has no room (READ_CACHE_MB=0)', async () => {
    const cache = createReadCache(0);
    await cache.read('key', async () => ({ n: 1 }), 'GET /api/products');
    expect(cache.has('key')).toBe(false);
    expect(cache.byAlias('GET /api/products')).toBeUndefined();
  });
});
