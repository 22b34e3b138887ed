import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkNames } from './check-names.ts';

let root: string | undefined;
const tree = (files: string[]) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'names-'));
  root = dir;
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), '');
  }
  return dir;
};
afterEach(() => {
  // The first test reads the project itself and makes no tree.
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('the name check', () => {
  it('passes on the project', () => {
    expect(checkNames(path.resolve(import.meta.dirname, '../..'), ['server', 'web'])).toEqual([]);
  });

  it('names two source files of one app that share a name, whatever their folders and extensions', () => {
    const problems = checkNames(tree(['apps/web/src/a/listing-form.tsx', 'apps/web/src/b/listing-form.ts', 'apps/server/src/c/listing-form.ts']), ['server', 'web']);
    expect(problems).toEqual(['web: 2 files are named listing-form: apps/web/src/a/listing-form.tsx, apps/web/src/b/listing-form.ts']);
  });

  it('leaves doors (index) and tests beside their subject alone', () => {
    const files = ['apps/server/src/modules/a/index.ts', 'apps/server/src/modules/b/index.ts', 'apps/server/src/modules/a/a.routes.ts'];
    const tests = ['apps/server/src/modules/a/a.routes.test.ts', 'apps/server/src/modules/a/a.routes.search.test.ts', 'apps/server/src/modules/a/a.restart.test.ts'];
    expect(checkNames(tree([...files, ...tests]), ['server'])).toEqual([]);
  });

  it('names a test that is not named after a file beside it or its folder', () => {
    const problems = checkNames(tree(['apps/server/src/modules/a/a.routes.ts', 'apps/server/src/modules/a/storefront.routes.test.ts']), ['server']);
    expect(problems).toEqual([
      'server: apps/server/src/modules/a/storefront.routes.test.ts is not named after a file beside it (x.test.ts or x.<topic>.test.ts beside x.ts or in a folder x)',
    ]);
  });
});
