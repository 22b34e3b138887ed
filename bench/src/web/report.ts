import type { PageScore } from './audit-page.ts';
import type { PageBundle } from './bundle.ts';
import { misses } from './targets.ts';

export interface PageResult {
  page: string;
  path: string;
  /** The run with the median performance score; its figures are the page's. */
  median: PageScore;
  runs: PageScore[];
  misses: string[];
  /** The scripts the median run fetched and what the larger ones hold. */
  bundle?: PageBundle;
}

export function pageResult(page: string, path: string, runs: PageScore[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { page, path, median, runs, misses: misses(median) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The human-readable table (stdout), one line per page. */
export function table(results: PageResult[]): string {
  const head = ['page', 'perf', 'range', 'LCP', 'CLS', 'TBT', 'FCP', 'a11y', 'SEO', 'JS (transfer)', 'all (transfer)'];
  const rows = results.map(({ page, median: m, runs }) => {
    const perfs = runs.map((r) => r.performance);
    return [
      page,
      String(m.performance),
      `${Math.min(...perfs)}–${Math.max(...perfs)}`,
      `${(m.lcpMs / 1000).toFixed(2)} s`,
      m.cls.toFixed(3),
      `${m.tbtMs} ms`,
      `${(m.fcpMs / 1000).toFixed(2)} s`,
      String(m.accessibility),
      String(m.seo),
      `${kb(m.jsTransferBytes)} (${m.jsRequests} files)`,
      kb(m.totalTransferBytes),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  const out = [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ''];
  for (const r of results) out.push(`${r.page}: ${r.misses.length ? `misses ${r.misses.join(', ')}` : 'meets every target'}`);
  return out.join('\n');
}

/** How many of a large chunk's groups the table names; the JSON has them all. */
const TOP_GROUPS = 8;

/**
 * The bundle report, page by page: each script with its size over the wire and as written, then
 * what each large chunk holds by package or folder of ours, largest first. Those are the bytes each
 * module renders after tree-shaking and before minifying (what the bundler knows per module): their
 * shares, not their sum, say where a chunk's weight is.
 */
export function bundleTable(pages: Array<{ page: string; path: string; bundle?: PageBundle }>): string {
  const out: string[] = [];
  for (const { page, path, bundle } of pages) {
    if (!bundle) continue;
    out.push(`${page} (${path}): ${kb(bundle.transferBytes)} of JavaScript over the wire in ${bundle.scripts.length} files`);
    const width = Math.max(...bundle.scripts.map((s) => s.file.length));
    for (const s of [...bundle.scripts].sort((a, b) => b.transferBytes - a.transferBytes)) {
      out.push(`  ${s.file.padEnd(width)}  ${kb(s.transferBytes).padStart(8)}  (${kb(s.bytes)} as written)`);
    }
  }
  // A chunk shared by several pages is described once.
  const described = new Set<string>();
  for (const { bundle } of pages) {
    for (const c of bundle?.contents ?? []) {
      if (described.has(c.file)) continue;
      described.add(c.file);
      const shown = c.groups.slice(0, TOP_GROUPS).map((g) => `${g.group} ${kb(g.bytes)}`);
      const rest = c.groups.length - shown.length;
      out.push(`${c.file} (${c.chunk}) holds, before minifying: ${shown.join(', ')}${rest > 0 ? `, and ${rest} more` : ''}`);
    }
  }
  return out.join('\n');
}
