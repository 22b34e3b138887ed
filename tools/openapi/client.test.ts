import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DOCUMENT = path.resolve(import.meta.dirname, '../../apps/server/openapi.json');

/*
 * A client as an outside developer would write one: types generated from the committed API
 * document with openapi-typescript, and a typed fetch over them. It must compile, and using an
 * operation wrongly must not.
 */
const CLIENT = `
import type { paths, operations } from './api';

type Get<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer R } } } } } ? R : never;

async function get<P extends keyof paths>(path: P): Promise<Get<P>> {
  const res = await fetch(path as string, { credentials: 'include' });
  return (await res.json()) as Get<P>;
}

export async function firstListingName(): Promise<string | undefined> {
  const page = await get('/api/products');
  return page.items[0]?.name;
}

export type ProductId = operations['getProductsById']['parameters']['path']['id'];
export type Refusal = operations['postAdminSellersByIdVerify']['responses'][403]['content']['application/json']['error']['code'];
export type Booking = operations['postOrders']['requestBody'];
`;

const MISUSE = `
import type { paths } from './api';
type Page = paths['/api/products']['get']['responses'][200]['content']['application/json'];
export const wrong: Page['items'][number]['name'] = 42;
`;

let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-client-'));
  const document = JSON.parse(fs.readFileSync(DOCUMENT, 'utf8')) as Parameters<typeof openapiTS>[0];
  fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(document)));
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function compile(source: string): string[] {
  const file = path.join(dir, 'client.ts');
  fs.writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

// A TypeScript program over the whole generated document takes a few seconds.
describe('a client generated from the API document', { timeout: 60_000 }, () => {
  it('type-checks when it uses the operations as documented', () => {
    expect(compile(CLIENT)).toEqual([]);
  });

  it('does not type-check when it uses them wrongly', () => {
    expect(compile(MISUSE).join('\n')).toMatch(/not assignable to type 'string'/);
  });
});
