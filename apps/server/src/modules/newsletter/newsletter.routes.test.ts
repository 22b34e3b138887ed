import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';

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
