import { ApiErrorSchema } from '@reboard/contracts';
import type { FastifySchema, RouteOptions } from 'fastify';

/** The cookie Better Auth keeps the session in (`__Secure-` before it when the site is https). */
export const SESSION_COOKIE = 'better-auth.session_token';
export const SESSION_SCHEME = 'session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a refusal of each status means, for the operations that may answer it. */
const REFUSALS: Record<string, string> = {
  '400': 'The input is invalid; `error.fields` names each field.',
  '401': 'Not signed in.',
  '403': 'Not allowed: the wrong role, someone else’s resource, or a request from another site.',
  '404': 'No such resource.',
  '429': 'Too many requests; `Retry-After` says when to try again.',
};

/**
 * A stable operationId from the method and the path, as a generated client names its functions:
 * `GET /api/products/:id/reviews` is `getProductsByIdReviews`. A route may name its own.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** The 4xx answers a route can give, from what it takes and who may call it. */
function refusalsOf(route: RouteOptions, schema: FastifySchema, access: string | undefined): string[] {
  const method = String(route.method).toUpperCase();
  const codes: string[] = [];
  if (schema.body || schema.querystring || schema.params) codes.push('400');
  if (access && access !== 'public') codes.push('401', '403');
  else if (STATE_CHANGING.has(method)) codes.push('403');
  if (schema.params) codes.push('404');
  if (route.config && 'rateLimit' in route.config && route.config.rateLimit) codes.push('429');
  // Every route is behind the same checks: a route that takes nothing can still be refused as too many.
  if (codes.length === 0) codes.push('429');
  return codes;
}

/**
 * Completes a route's schema for the document before the zod transform turns it into JSON
 * Schema: its operationId, whether it needs the session cookie, and its 4xx answers (all in the
 * one error shape). Only routes that name none of their own get them.
 */
export function describeOperation(route: RouteOptions, schema: FastifySchema): FastifySchema {
  const access = route.config?.access;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const code of refusalsOf(route, schema, access)) {
    if (!(code in response)) response[code] = { description: REFUSALS[code]!, content: { 'application/json': { schema: ApiErrorSchema } } };
  }
  return {
    ...schema,
    operationId: (schema as { operationId?: string }).operationId ?? operationIdOf(method, route.url),
    security: access && access !== 'public' ? [{ [SESSION_SCHEME]: [] }] : [],
    response,
  } as FastifySchema;
}
