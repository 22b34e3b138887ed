import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { listingInput } from '#test/factories.ts';
import { loadConfig } from '#server/config.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('how many listings a seller may post', () => {
  it('answers 429 with Retry-After past LISTINGS_PER_HOUR, counting each seller apart', async () => {
    t = await createTestApp({ LISTINGS_PER_HOUR: '2' });
    const [seller, other] = [await signUp(t.app, { role: 'seller' }), await signUp(t.app, { role: 'seller' })];
    const post = (who: SignedIn, name: string) => requestAs(t!.app, who, 'POST', '/api/products', { ...listingInput, name });
    expect((await post(seller, 'First board')).statusCode).toBe(201);
    expect((await post(seller, 'Second board')).statusCode).toBe(201);
    const refused = await post(seller, 'Third board');
    expect(refused.statusCode, refused.body).toBe(429);
    // The window is an hour: come back within it, not in a minute.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await requestAs(t.app, seller, 'GET', '/api/seller/products')).json().items).toHaveLength(2);
    expect((await post(other, 'Their board')).statusCode).toBe(201);
  });

  it('is 60 an hour by default, and a bad setting stops the start', () => {
    expect(loadConfig({}).listingsPerHour).toBe(60);
    expect(() => loadConfig({ LISTINGS_PER_HOUR: '0' })).toThrow(/LISTINGS_PER_HOUR/);
  });
});
