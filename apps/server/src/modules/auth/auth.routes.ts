import { AuthProviderSchema, AuthProvidersSchema } from '@reboard/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { baseUrl, type AppConfig } from '#server/config.ts';
import { ACCOUNT_CLOSED_MESSAGE, type Auth } from './better-auth.ts';
import type { ClosedAccountSignIn } from './closed-sign-in.ts';
import { forbidden } from '#server/lib/errors.ts';
import { localeOfRequest } from '#server/lib/i18n.ts';
import { authErrorIn, type AuthErrorBody } from './auth-errors.ts';
import { CLIENT_IP_HEADER, trustedOrigins } from './origins.ts';
import { providerStatus } from './providers.ts';
import type { SignInGuard } from './sign-in-guard.ts';

/** Builds the web Request Better Auth expects, with the client address we vouch for. */
export function toWebRequest(req: FastifyRequest, base: string, body?: Buffer): Request {
  const headers = fromNodeHeaders(req.headers);
  headers.set(CLIENT_IP_HEADER, req.ip);
  const init: RequestInit = { method: req.method, headers };
  if (body && body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD') init.body = new Uint8Array(body);
  return new Request(new URL(req.url, base), init);
}

/** Copies Better Auth's response, reshaping its errors into Reboard's `{error:{code,message}}`. */
export async function sendWebResponse(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  const locale = localeOfRequest(reply.request);
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await res.text();
  if (res.status >= 400 && res.headers.get('content-type')?.includes('application/json')) {
    let parsed: AuthErrorBody = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // not JSON after all: send a generic message below
    }
    return reply.send({ error: authErrorIn(locale, parsed) });
  }
  return reply.send(text);
}

/** Paths of Better Auth's that guess or send something per email: limited by the guard. */
const GUARDED_PATHS = new Set(['sign-up/email', 'request-password-reset', 'forget-password', 'reset-password']);

const AUTH_BASE = '/api/auth/';
const authPath = (pathname: string) => (pathname.startsWith(AUTH_BASE) ? pathname.slice(AUTH_BASE.length) : '');

/**
 * Better Auth's endpoints under /api/auth/*. This scope keeps bodies raw (Better Auth parses
 * them itself) and rate limits sign-in, sign-up and password reset per client address, and
 * failed sign-ins per email and address (decision 026).
 */
export async function authBridgeRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; config: AppConfig; guard: SignInGuard; closedSignIn: ClosedAccountSignIn },
) {
  const { auth, config, guard, closedSignIn } = opts;
  const base = baseUrl(config);
  const origins = new Set(trustedOrigins(config));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (req, reply) => {
      // Browsers always send Origin on a cross-site POST: another site may not sign people
      // up or in (login CSRF), whether or not a cookie is present.
      const origin = req.headers.origin;
      if (req.method === 'POST' && origin && !origins.has(origin)) {
        throw forbidden('errors.auth.foreignOrigin', 'INVALID_ORIGIN');
      }
      const body = req.body as Buffer | undefined;
      // The path as Better Auth will read it (dot segments resolved), so that no spelling of a
      // guarded path (sign-in/./email) reaches it unguarded.
      const path = authPath(new URL(req.url, base).pathname);
      if (req.method === 'POST' && path === 'sign-in/email') await guard.signIn(req, reply);
      else if (req.method === 'POST' && GUARDED_PATHS.has(path)) await guard.check(req, reply);
      // Better Auth's own resend, beside Reboard's /api/verification-email: the same limits.
      if (req.method === 'POST' && path === 'send-verification-email') await guard.verificationMail(req, reply);
      const res = await auth.handler(toWebRequest(req, base, body));
      if (path === 'sign-in/email' && res.status === 401) {
        if (await closedSignIn(req)) throw forbidden(ACCOUNT_CLOSED_MESSAGE, 'ACCOUNT_CLOSED');
        await guard.failed(req);
      }
      return sendWebResponse(reply, res);
    },
  });
}

/** The provider buttons' state, and the start of a provider sign-in in a popup window. */
export const oauthRoutes: FastifyPluginAsyncZod<{ auth: Auth; config: AppConfig }> = async (app, { auth, config }) => {
  app.get(
    '/auth-providers',
    {
      config: { access: 'public' },
      schema: { tags: ['accounts'], summary: 'Which external sign-in providers are configured', response: { 200: AuthProvidersSchema } },
    },
    () => ({ providers: providerStatus(config) }),
  );

  app.get(
    '/oauth/:provider/start',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Starts a provider sign-in (opened in a popup); ends at /oauth/complete',
        params: z.object({ provider: AuthProviderSchema.shape.id }),
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const done = '/oauth/complete';
      const failed = (reason: string) => reply.redirect(`${done}?error=${encodeURIComponent(reason)}`);
      const status = providerStatus(config).find((p) => p.id === provider);
      if (!status?.configured) return failed('not_configured');
      // Google (a generic OIDC provider) and GitHub both start at Better Auth's social sign-in.
      const payload = { provider, callbackURL: done, errorCallbackURL: `${done}?error=provider`, disableRedirect: true };
      const headers = fromNodeHeaders(req.headers);
      headers.set('content-type', 'application/json');
      headers.set('origin', baseUrl(config));
      headers.set(CLIENT_IP_HEADER, req.ip);
      const res = await auth.handler(
        new Request(new URL('/api/auth/sign-in/social', baseUrl(config)), { method: 'POST', headers, body: JSON.stringify(payload) }),
      );
      const data = (await res.json().catch(() => ({}))) as { url?: string };
      if (!res.ok || !data.url) {
        req.log.warn({ provider, status: res.status }, 'provider sign-in could not start');
        return failed('start');
      }
      const cookies = res.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.redirect(data.url);
    },
  );
};
