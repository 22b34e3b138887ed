import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { insertListing, insertUser } from '#test/factories.ts';

/*
 * The quick start runs without PUBLIC_URL. Anyone may send any Host header, and robots.txt is
 * cached for an hour: links must come from the configured address (http://localhost:PORT here).
 */
let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]).filter((u) => !u.includes('sitemaps.org') && !u.includes('w3.org'));

describe('without PUBLIC_URL, a forged Host header', () => {
  it('never reaches robots.txt or the sitemap: their links lead to the configured address', async () => {
    const listing = await insertListing(t.database.db, (await insertUser(t.database.db)).id);
    for (const host of ['evil.test', 'evil.test:3000', 'localhost.evil.test']) {
      for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/1.xml']) {
        const res = await get(path, host);
        expect(res.statusCode, `${path} for ${host}`).toBe(200);
        expect(res.body).not.toContain('evil.test');
        const urls = urlsIn(res.body);
        expect(urls.length).toBeGreaterThan(0);
        for (const url of urls) expect(url.startsWith('http://localhost:3000/'), url).toBe(true);
      }
    }
    expect((await get('/sitemap.xml', 'evil.test')).body).toContain(`<loc>http://localhost:3000/products/${listing.id}</loc>`);
    expect((await get('/robots.txt', 'evil.test')).body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('an illegal Host header', () => {
  it('is answered 400 with a JSON error, on every kind of path', async () => {
    const paths: ['GET' | 'POST', string][] = [
      ['GET', '/sitemap.xml'],
      ['GET', '/robots.txt'],
      ['GET', '/'],
      ['GET', '/products'],
      ['GET', '/api/products'],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/no/such/page'],
    ];
    for (const host of ['exa mple', 'a\u0000b', 'evil.test/x', 'a@b', 'evil.test:80x', '[::1']) {
      for (const [method, url] of paths) {
        const res = await t.app.inject({ method, url, headers: { host } });
        expect(res.statusCode, `${method} ${url} with Host ${JSON.stringify(host)}`).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'BAD_HOST', message: 'The Host header is not a valid host name' });
      }
    }
  });

  it('leaves well-formed hosts alone: names, ports, IPv4 and IPv6 addresses', async () => {
    for (const host of ['localhost', 'localhost:3000', 'reboard.example.com', '127.0.0.1:8080', '[::1]:3000', 'my_service:3000']) {
      expect((await get('/robots.txt', host)).statusCode, host).toBe(200);
    }
  });
});
