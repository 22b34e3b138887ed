import fs from 'node:fs';
import path from 'node:path';
import type { BundleStats, ChunkStats } from '@reboard/web/vite-bundle-stats.ts';

/** One script a page loaded: its file, its chunk's name, its bytes over the wire and as written. */
export interface PageScript {
  file: string;
  chunk: string;
  transferBytes: number;
  bytes: number;
}

/** What one part of the code (a package, a folder of ours) renders into a chunk. */
export interface ModuleGroup {
  group: string;
  bytes: number;
}

/** The build's chunks by file, and each file's size as the server sends it (its .br copy when there is one). */
export interface Bundle {
  chunks: Map<string, ChunkStats>;
  brotliBytes(file: string): number;
}

/**
 * Where a module belongs, for a reader: its package (`zod`, `@tanstack/query-core`), the
 * contracts' catalogues by language, or a folder of ours (`web/features/catalog`, `contracts`).
 */
export function groupOf(id: string): string {
  // The innermost package: a dependency's own dependencies are counted as themselves.
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1]!;
  const catalogue = /^packages\/contracts\/src\/i18n\/catalogues\/(\w+)\//.exec(id);
  if (catalogue) return `contracts/catalogues/${catalogue[1]}`;
  if (id.startsWith('packages/contracts/')) return 'contracts';
  // Ours by folder: a feature, a folder of app/, components/ or lib/; a file at their top by its name.
  const web = /^apps\/web\/src\/((?:features|app|components|lib)\/[^/]+|[^/]+)/.exec(id);
  if (web) return `web/${web[1]!.replace(/\.[jt]sx?$/, '')}`;
  return id;
}

/** A chunk's modules summed by group, largest first. */
export function moduleGroups(modules: Record<string, number>): ModuleGroup[] {
  const sums = new Map<string, number>();
  for (const [id, bytes] of Object.entries(modules)) {
    const group = groupOf(id);
    sums.set(group, (sums.get(group) ?? 0) + bytes);
  }
  return [...sums].map(([group, bytes]) => ({ group, bytes })).sort((a, b) => b.bytes - a.bytes || a.group.localeCompare(b.group));
}

/** The web build's stats (apps/web/vite-bundle-stats.ts writes them) and sizes, from its dist folder. */
export function readBundle(distDir: string): Bundle {
  const file = path.join(distDir, '.vite', 'bundle-stats.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app (npm run build)`);
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as BundleStats;
  return {
    chunks: new Map(stats.chunks.map((c) => [c.file, c])),
    brotliBytes: (name) => {
      // Files under a kilobyte have no compressed copy (vite-precompress.ts): the server sends them as they are.
      const br = path.join(distDir, `${name}.br`);
      return fs.statSync(fs.existsSync(br) ? br : path.join(distDir, name)).size;
    },
  };
}

/**
 * The scripts a page's HTML starts: its module script and modulepreload links, and every chunk
 * those import before they run. What the page fetches later (on a click, when a part scrolls
 * into view) is not in it; Lighthouse's records (scriptsFromRequests) count what it did fetch.
 */
export function scriptsFromHtml(html: string, bundle: Bundle): PageScript[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    bundle.chunks.get(file)?.imports.forEach(visit);
  };
  const tags = html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g);
  for (const [, file] of tags) visit(file!);
  return [...files].map((file) => {
    const transferBytes = bundle.brotliBytes(file);
    return { file, chunk: bundle.chunks.get(file)?.name ?? '?', transferBytes, bytes: bundle.chunks.get(file)?.bytes ?? transferBytes };
  });
}

/** The scripts Lighthouse saw the page fetch (its network records), with their sizes over the wire. */
export function scriptsFromRequests(requests: Array<{ url: string; resourceType?: string; transferSize?: number }>, bundle: Bundle): PageScript[] {
  return requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => {
      const file = new URL(r.url).pathname.slice(1);
      const chunk = bundle.chunks.get(file);
      return { file, chunk: chunk?.name ?? '?', transferBytes: r.transferSize ?? 0, bytes: chunk?.bytes ?? 0 };
    });
}

/** A page's scripts and, for each chunk of at least `minBytes` as written, what it holds. */
export interface PageBundle {
  scripts: PageScript[];
  transferBytes: number;
  contents: Array<{ file: string; chunk: string; groups: ModuleGroup[] }>;
}

export function pageBundle(scripts: PageScript[], bundle: Bundle, minBytes = 10 * 1024): PageBundle {
  const contents = scripts
    .filter((s) => s.bytes >= minBytes)
    .map((s) => ({ file: s.file, chunk: s.chunk, groups: moduleGroups(bundle.chunks.get(s.file)?.modules ?? {}) }));
  return { scripts, transferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0), contents };
}
