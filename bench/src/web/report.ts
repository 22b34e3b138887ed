import type { PageScore } from './audit-page.ts';
import { misses } from './targets.ts';

export interface PageResult {
  page: string;
  path: string;
  /** The run with the median performance score; its figures are the page's. */
  median: PageScore;
  runs: PageScore[];
  misses: string[];
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
