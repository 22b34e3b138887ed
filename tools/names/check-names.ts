import fs from 'node:fs';
import path from 'node:path';

/*
 * Names that lead to files (decision 008): in one app no two source files share a name, so a
 * name in a stack trace, a review or a search finds one file; and a test is named after what it
 * tests, `x.test.ts` or `x.<topic>.test.ts` beside `x.ts` (or in a folder `x`, for the folder as a
 * whole), so the tests of a file are found beside it. `index` files are doors, one per folder, and are left out.
 */
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
}

const stem = (file: string) => path.basename(file).replace(SOURCE, '');

/** Problems in the apps below `root` (each `apps/<app>/src`), one line each; none means the names are fine. */
export function checkNames(root: string, apps: string[]): string[] {
  const problems: string[] = [];
  for (const app of apps) {
    const src = path.join(root, 'apps', app, 'src');
    const files = filesBelow(src).filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts'));
    const sources = files.filter((f) => !TEST.test(f));
    const byName = new Map<string, string[]>();
    for (const f of sources.filter((f) => stem(f) !== 'index')) byName.set(stem(f), [...(byName.get(stem(f)) ?? []), f]);
    for (const [name, same] of byName) {
      if (same.length > 1) problems.push(`${app}: ${same.length} files are named ${name}: ${same.map((f) => path.relative(root, f)).sort().join(', ')}`);
    }
    const stemsIn = new Map<string, Set<string>>();
    for (const f of sources) {
      const dir = path.dirname(f);
      if (!stemsIn.has(dir)) stemsIn.set(dir, new Set());
      stemsIn.get(dir)!.add(stem(f));
    }
    for (const test of files.filter((f) => TEST.test(f))) {
      const parts = path.basename(test).replace(TEST, '').split('.');
      // What it tests: a file beside it, or the folder as a whole (modules/jobs/job-runner.restart.test.ts).
      const beside = new Set([...(stemsIn.get(path.dirname(test)) ?? []), path.basename(path.dirname(test))]);
      const subject = parts.some((_, i) => beside.has(parts.slice(0, i + 1).join('.')));
      if (!subject) problems.push(`${app}: ${path.relative(root, test)} is not named after a file beside it (x.test.ts or x.<topic>.test.ts beside x.ts or in a folder x)`);
    }
  }
  return problems;
}
