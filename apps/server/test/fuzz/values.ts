import { encodeCursor } from '@reboard/contracts';
import type { JsonSchema } from './openapi.ts';

/*
 * Values for the OpenAPI fuzz: a seeded random source, a plausible value for a schema (so a
 * request gets past the first check and reaches the code behind it), and the hostile values an
 * outsider tries in its place.
 */

export type Rng = {
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
};

/** mulberry32: small, fast and the same on every machine for one seed. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { int, chance: (p) => next() < p, pick: (list) => list[int(list.length)]! };
}

/** Text a person might type; with the real ids (given per run), the candidates for a string's pattern. */
const PLAIN = [
  'ESP32 board',
  'Dhaka',
  '1 year',
  '+8801711000000',
  'Pathao',
  'fuzz@example.test',
  '/demo/product-esp32.webp',
  '/uploads/0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e01.webp',
  'RB-ABCD',
  'Works fine.\nBox included.',
  '2024',
  'true',
  '10uF',
];

export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b[31m\u001f',
  'del\u007f',
  'c1\u0085\u009f',
  '\ud800',
  'x\udfff',
  'name\r\nBcc: everyone@example.test',
  'tab\there',
  'para\u2028graph',
  '\u202eevil\u200b\ufeff',
  '😀'.repeat(40),
  'ঢাকা ০১২৩',
  'x'.repeat(5_000),
  'y'.repeat(70_000),
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\\',
  '%s%n%x',
  '{{name}}',
  'null',
  '-1',
  '1e309',
  'NaN',
  ' 5 ',
  '0x1F',
  '__proto__',
  'constructor',
];

const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: deep(n - 1) });

export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  0.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  [],
  [null],
  ['a', 'b'],
  {},
  { nested: { deeper: [1, { x: 'a\u0000' }] } },
  deep(300),
];

/** Cursors: plausible ones holding the wrong things, and strings no server wrote. */
export const hostileCursor = (rng: Rng, ids: readonly string[]): string =>
  rng.pick([
    () => rng.pick(HOSTILE_TEXT),
    () => encodeCursor(['2024-01-01T00:00:00.000Z', rng.pick(ids)]),
    () => encodeCursor(['2024-01-01T00:00:00.000Z', 'a\u0000b']),
    () => encodeCursor(['not a date', rng.pick(ids)]),
    () => encodeCursor(['newest', '2024-01-01T00:00:00.000Z', rng.pick(ids), 'x']),
    () => encodeCursor(['price_asc', 1e308, rng.pick(ids), 'x']),
    () => encodeCursor([rng.pick(HOSTILE_TEXT), rng.pick(HOSTILE_TEXT)]),
    () => encodeCursor([-1]),
    () => encodeCursor([2 ** 60]),
    () => encodeCursor([]),
    () => btoa('{"not":"an array"}'),
    () => 'A'.repeat(499),
  ])();

/** Path segments as written on the wire (some are not even valid percent-encoding). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%00',
  '%00x',
  'x%00',
  '%01',
  '%0A',
  '%0D%0A',
  '%C2%85',
  '%E2%80%AE',
  '%ED%A0%80',
  '%FF',
  '%C0%AF',
  '%',
  '%2',
  '%2F',
  '%2e%2e',
  'a%20b',
  '..',
  'x'.repeat(101),
  'x'.repeat(5_000),
  '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e0g',
  '00000000-0000-0000-0000-000000000000',
  'null',
  '-1',
];

const compile = (pattern: string) => {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
};

function plausibleString(schema: JsonSchema, rng: Rng, ids: readonly string[]): string {
  if (schema.format === 'email') return 'fuzz@example.test';
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter((p): p is string => typeof p === 'string').map(compile);
  const fits = [...ids, ...PLAIN].filter(
    (c) => patterns.every((p) => p.test(c)) && c.length >= (schema.minLength ?? 0) && c.length <= (schema.maxLength ?? Infinity),
  );
  return fits.length > 0 ? rng.pick(fits) : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value the schema would likely accept: an enum's member, a number in range, a string that fits its patterns. */
export function plausible(schema: JsonSchema | undefined, rng: Rng, ids: readonly string[], depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) return plausible(rng.pick(branches), rng, ids, depth + 1);
  if (schema.enum) return rng.pick(schema.enum);
  if (schema.const !== undefined) return schema.const;
  if (schema.nullable && rng.chance(0.1)) return null;
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  const min = schema.minimum ?? 0;
  const max = Math.min(schema.maximum ?? 100, min + 10_000);
  switch (type) {
    case 'string':
      return plausibleString(schema, rng, ids);
    case 'integer':
      return min + rng.int(max - min + 1);
    case 'number':
      return min + rng.int(max - min + 1) / 2;
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, rng.int(Math.min(schema.maxItems ?? 3, 3) + 1)) }, () =>
        plausible(schema.items, rng, ids, depth + 1),
      );
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name) || rng.chance(0.6));
      return Object.fromEntries(entries.map(([name, s]) => [name, plausible(s, rng, ids, depth + 1)]));
    }
    default:
      return null;
  }
}
