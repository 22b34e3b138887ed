import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The origin a browser on the app would send; Better Auth refuses posts from others. */
export const ORIGIN = 'http://localhost:3000';

/** `name=value` pairs from Set-Cookie, as a browser would send them back. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export interface SignedIn {
  cookie: string;
  id: string;
  email: string;
}

let n = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${n++}@example.test`;

export async function signUp(
  app: FastifyInstance,
  body: { email?: string; password?: string; name?: string; role?: string } = {},
): Promise<SignedIn> {
  const email = body.email ?? uniqueEmail(body.role ?? 'buyer');
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name: 'Test User', password: 'correct-horse-9', role: 'buyer', ...body, email },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: cookieFrom(res), id: res.json().user.id, email };
}

export function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
}

export function asUser(cookie: string) {
  return { cookie, origin: ORIGIN };
}

/** A call to the API as `who` (null: a guest), with a JSON body when there is one. */
export function requestAs(
  app: FastifyInstance,
  who: SignedIn | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: who ? asUser(who.cookie) : {}, ...(payload ? { payload } : {}) });
}
