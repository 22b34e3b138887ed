import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { NEWSLETTER_SIGNUPS_PER_MINUTE } from './newsletter.routes.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

describe('sign up for updates', () => {
  it('subscribes a new email and says so', async () => {
    const res = await subscribe({ firstName: 'Nadia', lastName: 'Islam', email: 'nadia@example.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain('subscribed');
  });

  it('refuses the same email twice, whatever its case', async () => {
    await subscribe({ firstName: 'Nadia', lastName: 'Islam', email: 'nadia@example.test' });
    const res = await subscribe({ firstName: 'N', lastName: 'I', email: ' NADIA@Example.TEST ' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'ALREADY_SUBSCRIBED', message: 'This email is already subscribed' });
  });

  it('names every missing or invalid field', async () => {
    const res = await subscribe({ firstName: '', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields.firstName).toBe('First name is required');
    expect(fields).toHaveProperty('lastName');
    expect(fields.email).toBe('Enter a valid email address');
  });

  it('ignores fields it does not know', async () => {
    const res = await subscribe({ firstName: 'A', lastName: 'B', email: 'ab@example.test', admin: true });
    expect(res.statusCode).toBe(201);
  });
});

describe('how often one address may sign up', () => {
  it(`answers 429 with Retry-After after ${NEWSLETTER_SIGNUPS_PER_MINUTE} sign-ups a minute, and not to another address`, async () => {
    const from = (remoteAddress: string, i: number) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress, payload: { firstName: 'A', lastName: 'B', email: `reader${i}@example.test` } });
    for (let i = 0; i < NEWSLETTER_SIGNUPS_PER_MINUTE; i++) expect((await from('203.0.113.7', i)).statusCode).toBe(201);
    const refused = await from('203.0.113.7', 99);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await from('198.51.100.4', 100)).statusCode).toBe(201);
  });
});
