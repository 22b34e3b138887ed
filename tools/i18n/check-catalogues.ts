import fs from 'node:fs';
import path from 'node:path';

/*
 * No string left behind: every catalogue key exists in every language with the same
 * placeholders, every key the code names exists, and every key exists because some code names
 * it. Code names a key as a literal (`t('orders.step.paid')`, or a map of literal keys); a key
 * built at run time (`t(\`orders.${x}\`)`) cannot be checked and is refused.
 * Text written straight into JSX is the linter's part (i18next/no-literal-string).
 */

export type CheckOptions = {
  /** The folder holding one folder per language (`en/`, `bn/`), each with one JSON file per area. */
  cataloguesDir: string;
  /** Source folders whose literals may name keys. */
  sourceDirs: string[];
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$/;

type Catalogue = Map<string, string>;

function flatten(node: unknown, prefix: string, out: Catalogue): void {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, `${prefix}.${k}`, out);
}

function readCatalogue(dir: string): Catalogue {
  const out: Catalogue = new Map();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), path.basename(file, '.json'), out);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !TEST.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort().join(',');

export function checkCatalogues({ cataloguesDir, sourceDirs }: CheckOptions): string[] {
  const problems: string[] = [];
  const languages = fs.readdirSync(cataloguesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const catalogues = new Map(languages.map((lng) => [lng, readCatalogue(path.join(cataloguesDir, lng))]));
  const allKeys = new Set([...catalogues.values()].flatMap((c) => [...c.keys()]));

  for (const key of [...allKeys].sort()) {
    const texts = languages.map((lng) => [lng, catalogues.get(lng)?.get(key)] as const);
    for (const [lng, text] of texts) {
      if (text === undefined) problems.push(`${key}: missing in ${lng}`);
      else if (text.trim() === '') problems.push(`${key}: empty in ${lng}`);
    }
    const shapes = new Set(texts.filter(([, t]) => t !== undefined).map(([, t]) => placeholders(t!)));
    if (shapes.size > 1) problems.push(`${key}: the languages use different placeholders`);
  }

  const areas = new Set([...allKeys].map((k) => k.split('.')[0]));
  const keyLiteral = new RegExp(`^(${[...areas].join('|')})\\.[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$`);
  const used = new Set<string>();
  const pluralBases = new Set([...allKeys].map((k) => k.replace(PLURAL, '')));
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(process.cwd(), file);
    for (const m of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      const literal = m[2] ?? '';
      if (!keyLiteral.test(literal)) continue;
      used.add(literal);
      if (!allKeys.has(literal) && !pluralBases.has(literal)) problems.push(`${literal}: named in ${where} but in no catalogue`);
    }
    for (const m of text.matchAll(/\bt\(\s*`[^`]*\$\{/g)) {
      const line = text.slice(0, m.index).split('\n').length;
      problems.push(`${where}:${line}: a key built at run time cannot be checked; name each key as a literal`);
    }
  }
  for (const key of [...allKeys].sort()) {
    if (!used.has(key) && !used.has(key.replace(PLURAL, ''))) problems.push(`${key}: in the catalogues but no code names it`);
  }
  return problems;
}
