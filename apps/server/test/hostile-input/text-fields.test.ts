import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../app.ts';
import { operationsOf, type JsonSchema, type OpenApiDocument } from '../fuzz/openapi.ts';

/*
 * Every text a request carries is held to the contracts' text rule (packages/contracts/src/text.ts).
 * The rule is a pair of regexes, so the OpenAPI document shows it as `pattern`s: this walks every
 * operation's parameters and JSON body and names any text field that would take a NUL, or a line
 * break outside the fields that have lines. A new `z.string()` without the rule fails here.
 */

/** The fields whose text has lines: descriptions, messages, reviews and their answers, reasons, notes. */
const MULTI_LINE = new Set(['description', 'body', 'text', 'answer', 'reason', 'note']);
/** A spreadsheet row's cells, by column: the description among them may hold line breaks, as a CSV's quoted cell does. */
const MULTI_LINE_RECORDS = ['cells.*'];

let t: TestContext;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const compile = (pattern: string) => {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
};

/** Each text field of a schema, by its path, with the patterns it must match. */
function textFields(schema: JsonSchema | undefined, path: string, out: Map<string, string[]>): void {
  if (!schema) return;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) textFields(branch, path, out);
  if (schema.type === 'string' && !schema.enum && schema.const === undefined) {
    const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter((p): p is string => typeof p === 'string');
    out.set(path, [...(out.get(path) ?? []), ...patterns]);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) textFields(property, path ? `${path}.${name}` : name, out);
  if (typeof schema.additionalProperties === 'object') textFields(schema.additionalProperties, `${path}.*`, out);
  if (schema.items) textFields(schema.items, `${path}[]`, out);
}

describe('the text rule in the OpenAPI document', () => {
  it('covers every text field of every request: no NUL anywhere, line breaks only in multi-line fields', () => {
    const takesNul: string[] = [];
    const takesLineBreak: string[] = [];
    const refusesLines: string[] = [];
    let seen = 0;
    for (const op of operationsOf(doc)) {
      const fields = new Map<string, string[]>();
      for (const p of op.parameters) textFields(p.schema, `${p.in}.${p.name}`, fields);
      textFields(op.body, 'body', fields);
      for (const [field, patterns] of fields) {
        seen++;
        const where = `${op.method} ${op.path} ${field}`;
        const refuses = (text: string) => patterns.some((p) => !compile(p).test(text));
        if (!refuses('a\u0000b')) takesNul.push(where);
        const last = field.split('.').at(-1)!;
        if (MULTI_LINE.has(last) || MULTI_LINE_RECORDS.some((record) => field.endsWith(record))) {
          if (refuses('line one\r\nline two')) refusesLines.push(where);
        } else if (!refuses('line one\r\nline two')) takesLineBreak.push(where);
      }
    }
    expect(seen).toBeGreaterThan(80);
    expect({ takesNul, takesLineBreak, refusesLines }).toEqual({ takesNul: [], takesLineBreak: [], refusesLines: [] });
  });
});
