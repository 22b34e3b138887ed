import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { insertListing, insertUser } from '#test/factories.ts';
import { COMPRESS_THRESHOLD } from './compression.ts';

/** A built web app in miniature: one script, with the .br and .gz the build writes beside it. */
const SCRIPT = `export const board = ${JSON.stringify('ESP32 '.repeat(400))};\n`;
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Reboard</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  return dir;
}

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp({ WEB_DIST_DIR: fakeDist() });
});
afterEach(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Enough listings that /api/products is well over the threshold. */
async function someListings() {
  const seller = await insertUser(t.database.db);
  for (let i = 0; i < 6; i++) {
    await insertListing(t.database.db, seller.id, { description: `A used board in working order, number ${i}. `.repeat(8) });
  }
}

const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

describe('compressed replies', () => {
  it.each(['br', 'gzip'] as const)('sends a large JSON reply as %s when the client accepts it', async (encoding) => {
    await someListings();
    const plain = await get('/api/products');
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const res = await get('/api/products', { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoders[encoding](res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a reply alone without Accept-Encoding, or when it is small', async () => {
    await someListings();
    const plain = await get('/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items).toHaveLength(6);

    const small = await get('/api/categories/not-a-category/products', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().error).toBeDefined();

    const identity = await get('/api/products', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });

  it('keeps the public cache’s ETag, and answers 304 to a compressed client that holds it', async () => {
    await someListings();
    const first = await get('/api/products', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/api/products', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('leaves Better Auth’s replies intact', async () => {
    const res = await get('/api/auth/ok', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    // Small, so sent as it is, and still readable: the bridge's reply was not mangled.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves the precompressed copy of a built asset, with its own type', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('public reads kept ready to send', () => {
  const ENCODINGS = { br: 'gzip, deflate, br', gzip: 'gzip', identity: 'identity' } as const;

  it.each(Object.keys(ENCODINGS) as (keyof typeof ENCODINGS)[])('answers a repeated read (%s) with the bytes, ETag and headers of the first', async (encoding) => {
    await someListings();
    const headers = { 'accept-encoding': ENCODINGS[encoding] };
    // The first reads computes and keeps the answer; the next ones are answered from what was kept.
    const [first, second, third] = [await get('/api/products', headers), await get('/api/products', headers), await get('/api/products', headers)];
    for (const res of [second, third]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
      for (const name of ['etag', 'content-encoding', 'content-type', 'content-length', 'vary', 'cache-control', 'content-security-policy', 'x-content-type-options']) {
        expect(res.headers[name], name).toEqual(first.headers[name]);
      }
    }
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    const plain = encoding === 'identity' ? first.rawPayload : decoders[encoding](first.rawPayload);
    expect(JSON.parse(plain.toString('utf8')).items).toHaveLength(6);
  });

  it('answers 304 to a repeated read whose ETag the client holds, in any encoding', async () => {
    await someListings();
    const etag = (await get('/api/products')).headers.etag as string;
    for (const encoding of Object.values(ENCODINGS)) {
      const again = await get('/api/products', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
  });

  it('gives one answer to the same read however its query is spelt', async () => {
    await someListings();
    const etags = [];
    for (const url of ['/api/products', '/api/products?limit=24', '/api/products?sort=newest&limit=24', '/api/products?limit=24&sort=newest']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      etags.push(res.headers.etag);
    }
    expect(new Set(etags).size).toBe(1);
  });
});
