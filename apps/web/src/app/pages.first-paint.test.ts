import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What a public page runs before it can answer a click: the main script and the modules the
 * server preloads for the page (its module and the storefront's buttons), with everything they
 * import statically. Lazy imports (`import()`) are left out: they load when used. The bundle
 * follows the same static imports, so a module reached here is in the page's first scripts.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const CONTRACTS = path.resolve(SRC, '../../../packages/contracts');

const FIRST_PAINT = [
  'main.tsx',
  'app/product-action-buttons.ts',
  'app/routes/home/home-page.tsx',
  'features/catalog/routes/products-page.tsx',
  'features/catalog/routes/product-detail-page.tsx',
  'features/catalog/routes/category-page.tsx',
  'app/routes/seller/seller-page.tsx',
  'features/info/routes/info-page.tsx',
].map((file) => path.join(SRC, file));

/** What the first paint does without, and why it would be there. */
const KEPT_OUT: Array<[RegExp, string]> = [
  [/^zod$/, 'the schema library: answers are checked once the API client loads it (lib/api-schemas.ts)'],
  [/packages\/contracts\/src\/index\.ts$/, "the contracts' index, whose modules build their schemas as they load: import from @reboard/contracts/plain"],
  [/^(react-hook-form|@hookform\/)/, 'the form library: forms load with their dialog or when seen'],
  [/^react-hot-toast$/, 'the toaster: lib/toast.tsx loads it with the first toast'],
  [/^@dnd-kit\//, "the listing form's drag and drop"],
  [/catalogues\/\w+\/index\.ts$/, 'a whole catalogue: the server puts the areas the page used into it (lib/i18n/catalogue.ts)'],
];

const contractsExports = JSON.parse(fs.readFileSync(path.join(CONTRACTS, 'package.json'), 'utf8')).exports as Record<string, string>;

/** A specifier as a file of ours, or the package's name for a dependency. */
function resolve(specifier: string, from: string): string {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  if (specifier.startsWith('@reboard/contracts')) {
    const target = contractsExports[`.${specifier.slice('@reboard/contracts'.length)}`];
    if (!target) throw new Error(`${from}: @reboard/contracts exports no ${specifier}`);
    return path.join(CONTRACTS, target);
  }
  return /^(@[^/]+\/)?[^/]+/.exec(specifier)![0];
}

// Statements that load a module: `import … from`, `export … from` and a bare `import '…'`, not
// their `type` forms (erased). A named list with only inline `type` names would load it too.
const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s+from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;

/** Every module the roots load statically, each with the modules that import it. */
function staticGraph(roots: string[]): Map<string, Set<string>> {
  const via = new Map<string, Set<string>>(roots.map((root) => [root, new Set()]));
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!path.isAbsolute(file) || !/\.[jt]sx?$/.test(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    for (const [, typeOnly, from, bare] of code.matchAll(STATIC_IMPORT)) {
      if (typeOnly) continue;
      const target = resolve((from ?? bare)!, file);
      const importers = via.get(target);
      if (importers) importers.add(file);
      else {
        via.set(target, new Set([file]));
        queue.push(target);
      }
    }
  }
  return via;
}

const shown = (module: string) => (path.isAbsolute(module) ? path.relative(SRC, module) : module);

/** How a module is reached: each module that imports it, with the way to that one from a root. */
function chains(via: Map<string, Set<string>>, module: string): string[] {
  const wayTo = (at: string): string[] => {
    const steps = [at];
    for (let next = via.get(at)?.values().next().value; next && !steps.includes(next); next = via.get(next)?.values().next().value) steps.unshift(next);
    return steps;
  };
  return [...(via.get(module) ?? [])].map((importer) => [...wayTo(importer), module].map(shown).join(' → '));
}

describe('a public page’s first scripts', () => {
  const graph = staticGraph(FIRST_PAINT);

  it('start from modules that exist', () => {
    for (const root of FIRST_PAINT) expect(fs.existsSync(root), root).toBe(true);
    // The walk reaches the layout and the storefront's code: it follows `@/` and the contracts' paths.
    expect(graph.has(path.join(SRC, 'app/layout/root-layout.tsx'))).toBe(true);
    expect(graph.has(path.join(CONTRACTS, 'src/plain.ts'))).toBe(true);
  });

  it('and the schemas they load later come without the English catalogue', () => {
    const schemas = staticGraph([path.join(SRC, 'lib/api-schemas.ts')]);
    const reached = [...schemas.keys()].filter((module) => /catalogues\/en\/index\.ts$/.test(module)).flatMap((module) => chains(schemas, module));
    expect(reached).toEqual([]);
  });

  for (const [pattern, what] of KEPT_OUT) {
    it(`leave out ${what.split(':')[0]}`, () => {
      const reached = [...graph.keys()].filter((module) => pattern.test(module)).flatMap((module) => chains(graph, module));
      expect(reached, `${what}; reached by:\n${reached.join('\n')}`).toEqual([]);
    });
  }
});
