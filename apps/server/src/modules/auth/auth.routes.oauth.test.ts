import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, cookieFrom } from '#test/auth.ts';
import { startOidcProvider } from '#test/oidc.ts';

let t: TestContext | undefined;
let stopProvider: (() => Promise<void>) | undefined;
afterEach(async () => {
  await t?.close();
  await stopProvider?.();
  t = undefined;
  stopProvider = undefined;
});

describe('provider sign-in', () => {
  it('says which providers are configured', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.json().providers).toEqual([
      { id: 'google', name: 'Google', configured: false },
      { id: 'github', name: 'GitHub', configured: false },
    ]);
    const start = await t.app.inject({ method: 'GET', url: '/api/oauth/github/start' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/oauth/complete?error=not_configured');
  });

  it('signs a new person in through the OpenID Connect provider, as a buyer', async () => {
    const provider = await startOidcProvider({ sub: 'g-123', email: 'oidc.user@example.test', name: 'Oidc User' });
    stopProvider = provider.stop;
    t = await createTestApp(provider.env);

    const start = await t.app.inject({ method: 'GET', url: '/api/oauth/google/start' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(String(start.headers.location));
    expect(authorizeUrl.origin).toBe(provider.url);
    const stateCookie = cookieFrom(start);

    // The provider approves and sends the browser back to Better Auth's callback.
    const approved = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(String(approved.headers.get('location')));
    expect(callback.pathname).toBe('/api/auth/callback/google');

    const done = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: stateCookie },
    });
    expect(done.statusCode, done.body).toBe(302);
    expect(String(done.headers.location)).toMatch(/\/oauth\/complete$/);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: asUser(cookieFrom(done)) });
    expect(me.json()).toMatchObject({ email: 'oidc.user@example.test', name: 'Oidc User', role: 'buyer', emailVerified: true });
  });

  it('keeps the popup linked to its opener: pages allow popups, the popup steps send no opener policy', async () => {
    t = await createTestApp();
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    for (const url of ['/api/oauth/google/start', '/api/auth/callback/google?state=x', '/oauth/complete?error=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('ends at the completion page with an error when the provider refuses', async () => {
    const provider = await startOidcProvider({ sub: 'g-9', email: 'x@example.test', name: 'X' });
    stopProvider = provider.stop;
    t = await createTestApp(provider.env);
    const start = await t.app.inject({ method: 'GET', url: '/api/oauth/google/start' });
    const authorizeUrl = new URL(String(start.headers.location));
    const state = authorizeUrl.searchParams.get('state');
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/auth/callback/google?error=access_denied&state=${state}`,
      headers: { cookie: cookieFrom(start) },
    });
    expect(done.statusCode).toBe(302);
    expect(String(done.headers.location)).toContain('/oauth/complete?error=');
  });
});
