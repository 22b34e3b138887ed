import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCatalogues } from './check-catalogues.ts';
import { CATALOGUE_CHECK } from './paths.ts';

/** A copy of the real catalogues to break, beside the real source. */
let dir: string;
const copy = () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
  fs.cpSync(CATALOGUE_CHECK.cataloguesDir, dir, { recursive: true });
  return { ...CATALOGUE_CHECK, cataloguesDir: dir };
};
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

const edit = (lng: string, area: string, change: (json: Record<string, unknown>) => void) => {
  const file = path.join(dir, lng, `${area}.json`);
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  fs.writeFileSync(file, JSON.stringify(json));
};
const group = (json: Record<string, unknown>, name: string) => json[name] as Record<string, string>;

describe('the catalogue check', () => {
  it('passes on the project: every key in both languages, named by the code, none unused', () => {
    expect(checkCatalogues(CATALOGUE_CHECK)).toEqual([]);
  });

  it('fails when a key is removed from Bengali, and when one is removed from English', () => {
    const options = copy();
    edit('bn', 'common', (json) => delete group(json, 'condition').good);
    expect(checkCatalogues(options)).toEqual(['common.condition.good: missing in bn']);
    edit('en', 'common', (json) => delete group(json, 'role').seller);
    edit('bn', 'common', (json) => (group(json, 'condition').good = 'ভালো'));
    expect(checkCatalogues(options)).toEqual(['common.role.seller: missing in en']);
  });

  it('fails on a key no code names, an empty text, and placeholders that differ between the languages', () => {
    const options = copy();
    edit('en', 'common', (json) => (group(json, 'condition').mint = 'Mint'));
    edit('bn', 'common', (json) => (group(json, 'condition').mint = ''));
    edit('bn', 'common', (json) => (group(json, 'date').yearAgo = '{{count}} বছর আগে'));
    expect(checkCatalogues(options)).toEqual([
      'common.condition.mint: empty in bn',
      'common.date.yearAgo: the languages use different placeholders',
      'common.condition.mint: in the catalogues but no code names it',
    ]);
  });

  it('fails on a key the code names that no catalogue has, and on a key built at run time', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'source-'));
    try {
      fs.writeFileSync(path.join(src, 'page.tsx'), "t('common.condition.mint');\nt(`common.condition.${value}`);\n");
      const problems = checkCatalogues({ ...CATALOGUE_CHECK, sourceDirs: [...CATALOGUE_CHECK.sourceDirs, src] });
      expect(problems).toContain(`common.condition.mint: named in ${path.relative(process.cwd(), path.join(src, 'page.tsx'))} but in no catalogue`);
      expect(problems).toContain(`${path.relative(process.cwd(), path.join(src, 'page.tsx'))}:2: a key built at run time cannot be checked; name each key as a literal`);
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  });
});
