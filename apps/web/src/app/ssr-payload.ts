import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponse, type HydrationState } from 'react-router';
import { ApiRequestError, isApiRequestError } from '../lib/api-client.ts';
import type { Catalogue } from '../lib/i18n/catalogue.ts';

/** The id of the `<script type="application/json">` that carries a server-rendered page's state. */
export const SSR_PAYLOAD_ID = 'reboard-state';

/** A route error as JSON: errors are classes, and the pages tell them apart by class. */
type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'api'; status: number; code: string; message: string; fields: Record<string, string>; key?: string }
  | { kind: 'error'; message: string };

/** What the browser needs to take over a server-rendered page without fetching anything again. */
export type SsrPayload = {
  /** The public address the server built absolute links with. */
  origin: string;
  queries: DehydratedState;
  /** The catalogue's areas the render used, in the page's language: the browser hydrates with these. */
  translations: Catalogue;
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<string, SerializedError> | null;
  };
};

export function serializeRouteErrors(errors: Record<string, unknown> | null): SsrPayload['router']['errors'] {
  if (!errors) return null;
  const serialize = (error: unknown): SerializedError => {
    if (isRouteErrorResponse(error)) return { kind: 'response', status: error.status, statusText: error.statusText, data: error.data as unknown };
    if (isApiRequestError(error)) return { kind: 'api', status: error.status, code: error.code, message: error.message, fields: error.fields, key: error.key };
    // Anything else stays on the server: the page only needs to know something failed.
    return { kind: 'error', message: 'Something went wrong' };
  };
  return Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, serialize(error)]));
}

function reviveRouteErrors(errors: SsrPayload['router']['errors']): HydrationState['errors'] {
  if (!errors) return null;
  const revive = (error: SerializedError): unknown => {
    if (error.kind === 'response') return new ErrorResponse(error.status, error.statusText, error.data);
    if (error.kind === 'api') return new ApiRequestError(error.status, { error: { code: error.code, message: error.message, fields: error.fields } }, error.key);
    return new Error(error.message);
  };
  return Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, revive(error)]));
}

/** JSON that can sit inside a <script> element: no `<` to close it early. */
export function payloadText(payload: SsrPayload): string {
  return JSON.stringify(payload).replace(/</g, '\\u003c');
}

/** The server-rendered page's state, or null for the empty shell (dashboard pages, `npm run dev`). */
export function readSsrPayload(): (Omit<SsrPayload, 'router'> & { router: HydrationState }) | null {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  const payload = JSON.parse(text) as SsrPayload;
  return { ...payload, router: { loaderData: payload.router.loaderData, errors: reviveRouteErrors(payload.router.errors) } };
}
