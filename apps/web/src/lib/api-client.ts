import { ApiErrorSchema, type ApiError } from '@reboard/contracts';
import type { z } from 'zod';

/** A failed API call: the HTTP status plus the server's `{error: {code, message, fields}}`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ApiError) {
    super(body.error.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.error.code;
    this.fields = body.error.fields ?? {};
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The server's message for a failed call, or a generic one for anything unexpected. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return isApiRequestError(error) ? error.message : fallback;
}

/** How requests reach the API: the browser's fetch, or on the server one that stays in-process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renders pages with a transport of its own; the browser keeps fetch. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type ApiFetchOptions<S extends z.ZodType> = {
  schema: S;
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
    throw new ApiRequestError(0, {
      error: { code: 'NETWORK', message: 'Could not reach the server. Check your connection.' },
    });
  }

  const payload: unknown = await response.json().catch(() => undefined);

  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(payload);
    throw new ApiRequestError(
      response.status,
      parsed.success
        ? parsed.data
        : { error: { code: `HTTP_${response.status}`, message: response.statusText || 'Request failed' } },
    );
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    throw new ApiRequestError(response.status, {
      error: { code: 'BAD_RESPONSE', message: 'The server sent an unexpected response.' },
    });
  }
  return parsed.data;
}
