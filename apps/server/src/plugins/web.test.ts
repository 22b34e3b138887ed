import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';

/** A stand-in for the built web app: an index.html and one hashed asset. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Reboard</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

let t: TestContext;
let dist: string;
beforeEach(async () => {
  dist = fakeDist();
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of ['/', '/products?q=esp32', '/category/not-an-id', '/no-such-page', '/dashboard/myorders']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and answers a missing file with 404', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/api/missing')).json().error.code).toBe('NOT_FOUND');
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    await get('/');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">rebuilt</div>');
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    expect((await get('/products')).body).toContain('rebuilt');
  });

  it('serves the demo pictures', async () => {
    const res = await get('/demo/category-network.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
