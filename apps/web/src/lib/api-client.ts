import type { ApiError } from '@reboard/contracts';
import { englishCommon } from '@reboard/contracts/plain';
import type { z } from 'zod';
import type { Translate } from './translate.ts';

/** The contracts in full with zod (lib/api-schemas.ts): answers are checked with them, and forms. */
export type ApiSchemas = typeof import('./api-schemas.ts');
/** The schemas, fetched the first time a request or a check needs them (the module is loaded once). */
export const loadSchemas = (): Promise<ApiSchemas> => import('./api-schemas.ts');

export type { Translate };

/** A failed API call: the HTTP status plus the server's `{error: {code, message, fields}}`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /**
   * For a failure the browser described itself (no network, a proxy's page): the catalogue key
   * of its words, so they can be shown in the page's language. The server's own messages come
   * already translated and have none.
   */
  readonly key: string | undefined;

  constructor(status: number, body: ApiError, key?: string) {
    super(body.error.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.error.code;
    this.fields = body.error.fields ?? {};
    this.key = key;
  }
}

/**
 * A failure the browser describes itself: its English words as the message, its key beside them.
 * Its keys are `common.…` ones, so the message needs no other area of the catalogue.
 */
export function clientError(status: number, code: string, key: string): ApiRequestError {
  return new ApiRequestError(status, { error: { code, message: englishCommon(key) } }, key);
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/**
 * The words for a failed call: the server's message (already in the page's language), the
 * browser's own in the page's language, else `fallback` or a generic line. `t` is the caller's
 * (required, so no caller shows an offline failure in English on a Bengali page).
 */
export function errorMessage(error: unknown, t: Translate, fallback?: string): string {
  if (isApiRequestError(error)) return error.key ? t(error.key) : error.message;
  return fallback ?? t('common.error.generic');
}

/** How requests reach the API: the browser's fetch, or on the server one that stays in-process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renders pages with a transport of its own; the browser keeps fetch. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type ApiFetchOptions<S extends z.ZodType> = {
  /** The answer's schema, picked from the schemas once they are loaded: `(s) => s.ProductSchema`. */
  schema: (schemas: ApiSchemas) => S;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData (file uploads), which the browser encodes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
};

export type SearchParamValue = string | number | null | undefined;

/** Builds `path?a=1&b=2`, leaving out empty values so URLs (and cache keys) stay canonical. */
export function withQuery(path: string, params: Record<string, SearchParamValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Calls the same-origin API and validates the JSON with `schema`, so a contract drift shows up
 * as one clear error here instead of `undefined` deep inside a component.
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  { schema, method = 'GET', body, signal }: ApiFetchOptions<S>,
): Promise<z.output<S>> {
  const isForm = body instanceof FormData;
  // Fetched while the request is on its way; a failed request does not wait for them.
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  let response: Response;
  try {
    response = await transport(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        // FormData sets its own multipart Content-Type, boundary included.
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw clientError(0, 'NETWORK', 'common.error.network');
  }

  const payload: unknown = await response.json().catch(() => undefined);

  if (!response.ok) {
    const parsed = (await schemas).ApiErrorSchema.safeParse(payload);
    if (parsed.success) throw new ApiRequestError(response.status, parsed.data);
    // Not the API's answer (a proxy's error page): its status line, or our own words for it.
    throw response.statusText
      ? new ApiRequestError(response.status, { error: { code: `HTTP_${response.status}`, message: response.statusText } })
      : clientError(response.status, `HTTP_${response.status}`, 'common.error.requestFailed');
  }

  const parsed = schema(await schemas).safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    throw clientError(response.status, 'BAD_RESPONSE', 'common.error.badResponse');
  }
  return parsed.data;
}
