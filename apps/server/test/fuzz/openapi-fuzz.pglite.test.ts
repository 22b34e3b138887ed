import { ApiErrorSchema } from '@reboard/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../app.ts';
import { asUser, type SignedIn } from '../auth.ts';
import { picture } from '../uploads.ts';
import { buildMarket, exampleBody, idsFor, type IdPool, type People } from './corpus.ts';
import { operationsOf, type Operation } from './openapi.ts';
import { fuzzRequest, uploadRequest, type FuzzRequest } from './requests.ts';
import { seeded, type Rng } from './values.ts';

/*
 * The OpenAPI fuzz: for every operation in /api/docs/json, generated bad inputs (wrong types,
 * missing and extra fields, long strings, control characters, bad ids and cursors, odd bodies
 * and content types), each sent with a session of a role the route lets in. No answer may be a
 * 5xx, and every 4xx must be the API's JSON error. A fixed seed makes a run repeatable
 * (FUZZ_SEED tries another); a failure prints each request that broke.
 *
 * PGlite only (the file name keeps it out of the PostgreSQL project, see vitest.config.ts):
 * the requests are the same whichever database answers, and the rules that keep bad text and
 * ids from the database are tested on both by test/hostile-input. About 2 750 requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 29);
const PER_OPERATION = 32;
/** Server-sent events never end, so inject would wait forever; their caps are tested in modules/events. */
const SKIPPED = new Set(['GET /api/events']);

type Who = SignedIn | null;

let t: TestContext;
let people: People;
let pool: IdPool;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  ({ people, ids: pool } = await buildMarket(t));
  png = await picture('png', 8, 8);
}, 120_000);
afterAll(() => t.close());

/** Who may call each route, from the access rules the app itself enforces (modules/auth/access.ts). */
function callers(op: Operation): Who[] {
  const rule = t.app.accessRules.find((r) => r.method === op.method && r.url === op.route)?.access ?? 'public';
  const { buyer, seller, admin } = people;
  const byRule: Record<string, Who[]> = {
    public: [null, buyer, seller, admin],
    user: [buyer, seller, admin],
    buyer: [buyer],
    seller: [seller],
    admin: [admin],
    seller_or_admin: [seller, admin],
  };
  return byRule[rule] ?? [null];
}

/** What is wrong with an answer, or undefined: a 5xx, or a 4xx that is not the API's JSON error. */
function problemWith(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  if (!String(res.headers['content-type']).startsWith('application/json')) return `answered ${res.statusCode} as ${res.headers['content-type']}`;
  try {
    return ApiErrorSchema.safeParse(res.json()).success ? undefined : `answered ${res.statusCode} without {error:{code,message}}`;
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON`;
  }
}

const shown = (payload: FuzzRequest['payload']) => {
  const text = payload === undefined ? '(none)' : Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : payload;
  return JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…` : text);
};

describe('the OpenAPI fuzz', () => {
  it(`sends ${PER_OPERATION} bad requests to every operation (seed ${SEED}) and gets no 5xx, and JSON errors`, async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operations = operationsOf(doc).filter((op) => !SKIPPED.has(`${op.method} ${op.route}`));
    expect(operations.length).toBeGreaterThan(80);
    const rng: Rng = seeded(SEED);
    const failures: string[] = [];
    let sent = 0;
    const ids = Object.values(pool).flat();
    for (const op of operations) {
      const allowed = callers(op);
      const seed = { pathIds: idsFor(op.path, pool), ids, example: exampleBody(`${op.method} ${op.route}`, pool) };
      for (let i = 0; i < PER_OPERATION; i++) {
        // Now and then a caller the route does not let in: refusals must be JSON too.
        const who = rng.chance(0.05) ? rng.pick([null, people.buyer, people.seller]) : rng.pick(allowed);
        const headers = who ? asUser(who.cookie) : {};
        const request = op.path === '/api/uploads' ? uploadRequest(rng, png, headers) : fuzzRequest(op, rng, seed, headers);
        let res: LightMyRequestResponse;
        try {
          // Different client addresses, so per-address rate limits do not end the run early.
          res = await t.app.inject({ ...request, method: request.method as 'GET', remoteAddress: `10.29.${rng.int(256)}.${rng.int(256)}` });
        } catch (err) {
          // inject itself refuses some requests (a header it cannot send): nothing reached the app.
          if (err instanceof TypeError) continue;
          throw err;
        }
        sent++;
        const problem = problemWith(res);
        if (problem) failures.push(`${request.method} ${request.url.slice(0, 300)}\n  body: ${shown(request.payload)}\n  ${problem}: ${res.body.slice(0, 300)}`);
      }
    }
    expect(sent).toBeGreaterThan(operations.length * PER_OPERATION * 0.9);
    expect(failures, `${failures.length} bad answers of ${sent} (seed ${SEED}):\n${failures.join('\n')}`).toEqual([]);
    // About 11 s on a quiet machine; the bound is for a crowded runner (50–80 s were seen with twenty processes on two cores).
  }, 240_000);
});
