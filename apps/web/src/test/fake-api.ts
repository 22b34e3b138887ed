import { ApiErrorSchema, type ApiError } from '@reboard/contracts';
import { vi } from 'vitest';
import { setApiTransport } from '../lib/api-client.ts';

/** A request the component sent, as the server would read it. */
export type SentRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed, a FormData for uploads, undefined without one. */
  body: unknown;
};

export type FakeAnswer = { status?: number; body?: unknown };
type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;
type Route = { method: string; path: string | RegExp; handler: Handler };

/** The API's error body, checked against the contract so a fake never answers what the server cannot. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): FakeAnswer {
  const body: ApiError = ApiErrorSchema.parse({ error: { code, message, ...(fields ? { fields } : {}) } });
  return { status, body };
}

/** A promise the test settles when it wants: an answer held back to look at a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const live = new Set<FakeApi>();

/**
 * The API in memory: each test says what the routes it needs answer (bodies built from the
 * contracts' types and schemas), and reads back what was sent. Both ways in are faked: apiFetch's
 * transport and the XMLHttpRequest that uploads use. A request nobody answers fails the test.
 */
export class FakeApi {
  readonly requests: SentRequest[] = [];
  readonly unhandled: string[] = [];
  private routes: Route[] = [];

  constructor() {
    live.add(this);
  }

  /** Answers `method path` (a later `on` for the same route wins); `path` is the pathname, or a pattern. */
  on(method: string, path: string | RegExp, answer: FakeAnswer | Handler): this {
    const handler = typeof answer === 'function' ? answer : () => answer;
    this.routes.unshift({ method, path, handler });
    return this;
  }

  /** An answer for the routes every page reads (config, session…); any `on` for the same route wins. */
  byDefault(method: string, path: string | RegExp, answer: FakeAnswer | Handler): this {
    const handler = typeof answer === 'function' ? answer : () => answer;
    this.routes.push({ method, path, handler });
    return this;
  }

  /** What was sent to `method path`, oldest first. */
  sent(method: string, path: string | RegExp): SentRequest[] {
    return this.requests.filter((r) => r.method === method && matches(path, r.path));
  }

  async answer(method: string, url: string, body: unknown): Promise<{ status: number; body: unknown }> {
    const parsed = new URL(url, 'http://localhost');
    const request: SentRequest = { method, path: parsed.pathname, query: parsed.searchParams, body };
    this.requests.push(request);
    const route = this.routes.find((r) => r.method === method && matches(r.path, request.path));
    if (!route) {
      this.unhandled.push(`${method} ${request.path}`);
      return { status: 501, body: { error: { code: 'NO_FAKE', message: `No fake answer for ${method} ${request.path}` } } };
    }
    const { status = 200, body: answer } = await route.handler(request);
    return { status, body: answer };
  }

  /** Makes this the API the app talks to (fetch through apiFetch's transport, and XMLHttpRequest). */
  install(): void {
    setApiTransport(async (path, init) => {
      const raw = init.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? undefined);
      const { status, body: answer } = await this.answer(init.method ?? 'GET', path, body);
      return new Response(answer === undefined ? null : JSON.stringify(answer), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('XMLHttpRequest', fakeXhr(this));
  }
}

const matches = (pattern: string | RegExp, path: string) => (typeof pattern === 'string' ? pattern === path : pattern.test(path));

/** Throws when a test let a request go unanswered: its component asked for something the test did not expect. */
export function checkNoUnhandledRequests(): void {
  const missed = [...live].flatMap((api) => api.unhandled);
  live.clear();
  if (missed.length) throw new Error(`Requests without a fake answer: ${missed.join(', ')}`);
}

/**
 * Enough of XMLHttpRequest for uploadPicture: open, send, upload progress, load, abort. The body
 * goes to the fake API like any other request; progress is reported as sent in one piece.
 */
function fakeXhr(api: FakeApi) {
  return class FakeXMLHttpRequest {
    status = 0;
    response: unknown = null;
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: unknown) {
      void api.answer(this.method, this.url, body).then(({ status, body: answer }) => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = status;
        this.response = answer;
        this.onload?.();
      });
    }
  };
}
