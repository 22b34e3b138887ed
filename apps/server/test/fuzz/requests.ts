import type { Operation } from './openapi.ts';
import { HOSTILE_SEGMENTS, HOSTILE_TEXT, HOSTILE_VALUES, hostileCursor, plausible, type Rng } from './values.ts';

/*
 * One fuzz request for an operation: a plausible request (real ids, values that fit), then one
 * or two things an outsider changes in it: a field's type or text, a field dropped or added,
 * the body's shape or content type, a query parameter, the id in the path, the cursor.
 */

export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };

const EXTRA_FIELDS: ReadonlyArray<[string, unknown]> = [
  ['role', 'admin'],
  ['sellerId', 'someone-else'],
  ['status', 'sold'],
  ['id', '00000000-0000-4000-8000-000000000000'],
  ['emailVerified', true],
  ['unexpected', 'a\u0000b'],
];

const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"\\u0000"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  '\u0000',
  '[]',
  '123',
];

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=latin1', 'application/xml'];

/** Text in a query or path as a browser would encode it (a lone surrogate cannot be: it is sent as raw bytes). */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** A hostile value, copied: a mutation may put one inside another, and a shared one would then hold itself. */
const hostile = (rng: Rng): unknown => (rng.chance(0.6) ? rng.pick(HOSTILE_TEXT) : structuredClone(rng.pick(HOSTILE_VALUES)));

/** A field of a JSON value, by its path of keys (only into objects). */
function paths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 4) return [];
  return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...paths(v, [...prefix, k], depth + 1)]);
}

function setAt(root: Record<string, unknown>, path: string[], value: unknown, remove = false): void {
  let node = root;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (remove) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
}

type Draft = { path: Record<string, string>; query: Array<[string, string]>; body: unknown; rawBody?: string; contentType?: string };

const MUTATIONS: Record<string, (d: Draft, rng: Rng, op: Operation, ids: readonly string[]) => void> = {
  none: () => {},
  field(d, rng) {
    const fields = paths(d.body);
    if (fields.length > 0) setAt(d.body as Record<string, unknown>, rng.pick(fields), hostile(rng));
    else d.body = hostile(rng);
  },
  drop(d, rng) {
    const fields = paths(d.body);
    if (fields.length > 0) setAt(d.body as Record<string, unknown>, rng.pick(fields), undefined, true);
  },
  extra(d, rng) {
    const [name, value] = rng.pick(EXTRA_FIELDS);
    if (typeof d.body === 'object' && d.body !== null && !Array.isArray(d.body)) (d.body as Record<string, unknown>)[name] = value;
    else d.query.push([name, String(value)]);
  },
  wholeBody(d, rng) {
    if (rng.chance(0.5)) d.rawBody = rng.pick(RAW_BODIES);
    else d.body = hostile(rng);
  },
  contentType(d, rng) {
    d.contentType = rng.pick(CONTENT_TYPES);
    d.rawBody ??= rng.chance(0.5) ? 'a=1&b=%00' : JSON.stringify(d.body ?? {});
  },
  query(d, rng, op) {
    const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const name = names.length > 0 && rng.chance(0.8) ? rng.pick(names) : rng.pick(['spec.capacity.min', 'spec.chip', 'spec.x.y', 'lang', 'unknown', '__proto__']);
    const value = rng.chance(0.15) ? rng.pick(HOSTILE_SEGMENTS) : encode(String(hostile(rng)));
    d.query = d.query.filter(([k]) => k !== name || rng.chance(0.3));
    d.query.push([name, value]);
  },
  pathId(d, rng) {
    for (const key of Object.keys(d.path)) d.path[key] = rng.chance(0.7) ? rng.pick(HOSTILE_SEGMENTS) : encode(rng.pick(HOSTILE_TEXT));
  },
  cursor(d, rng, _op, ids) {
    d.query = d.query.filter(([k]) => k !== 'cursor');
    d.query.push(['cursor', encode(hostileCursor(rng, ids))]);
  },
};

/** Mutations that make sense for the operation (no cursor where there is none, and so on). */
function mutationsFor(op: Operation): string[] {
  const has = (where: string, name?: string) => op.parameters.some((p) => p.in === where && (!name || p.name === name));
  return [
    'none',
    'extra',
    'query',
    'contentType',
    'wholeBody',
    ...(op.body ? ['field', 'field', 'field', 'drop', 'drop'] : []),
    ...(has('path') ? ['pathId', 'pathId', 'pathId'] : []),
    ...(has('query', 'cursor') ? ['cursor', 'cursor'] : []),
  ];
}

/** What a request starts from: real ids (those its path names first) and, for a write, a body it accepts. */
export type Seed = { pathIds: readonly string[]; ids: readonly string[]; example: unknown };

/** A plausible request for the operation, changed in one or two ways an attacker would try. */
export function fuzzRequest(op: Operation, rng: Rng, seed: Seed, headers: Record<string, string>): FuzzRequest {
  const { ids, example } = seed;
  const body = example !== undefined && rng.chance(0.8) ? structuredClone(example) : op.body ? plausible(op.body, rng, ids) : undefined;
  const draft: Draft = { path: {}, query: [], body };
  for (const p of op.parameters) {
    const value = p.name === 'id' ? rng.pick(seed.pathIds.length > 0 && rng.chance(0.8) ? seed.pathIds : ids) : plausible(p.schema, rng, ids);
    if (p.in === 'path') draft.path[p.name] = encode(String(value));
    else if (p.in === 'query' && (p.required || rng.chance(0.5))) draft.query.push([p.name, encode(String(value))]);
  }
  const available = mutationsFor(op);
  for (let n = 1 + rng.int(2); n > 0; n--) MUTATIONS[rng.pick(available)]!(draft, rng, op, ids);

  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => draft.path[name] ?? 'x');
  const query = draft.query.map(([k, v]) => `${encode(k)}=${v}`).join('&');
  const url = query ? `${path}?${query}` : path;
  const payload = draft.rawBody ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body));
  const contentType = draft.contentType ?? (payload !== undefined ? 'application/json' : undefined);
  return { method: op.method, url, headers: { ...headers, ...(contentType && { 'content-type': contentType }) }, ...(payload !== undefined && { payload }) };
}

/** Multipart bodies for the upload route: whole, without a boundary, cut short, odd boundaries and parts. */
export function uploadRequest(rng: Rng, png: Buffer, headers: Record<string, string>): FuzzRequest {
  const boundary = rng.pick(['XyZ', 'b'.repeat(70), 'c'.repeat(300), '', '"quoted"']);
  const part = (name: string, body: Buffer, filename = 'a.png') =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`), body, Buffer.from('\r\n')]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const whole = Buffer.concat([part('image', png), end]);
  const payload = rng.pick([
    whole,
    whole.subarray(0, 20 + rng.int(whole.length - 20)),
    Buffer.concat([part('other', png), end]),
    Buffer.concat([part('image', png), part('image', png), end]),
    Buffer.concat([part('image', Buffer.from('not a picture at all')), end]),
    Buffer.concat([part('image', png, '../../x.png\u0000.gif'), end]),
    Buffer.from('garbage without any boundary'),
    end,
  ]);
  const contentType = rng.pick([`multipart/form-data; boundary=${boundary}`, 'multipart/form-data', 'multipart/mixed; boundary=XyZ', 'application/json']);
  return { method: 'POST', url: '/api/uploads', headers: { ...headers, 'content-type': contentType }, payload };
}
