import fs from 'node:fs';
import type { Result } from 'lighthouse';
import { categoryPath, FIXED_PUBLIC_PAGES, productPath, sellerPath } from '@reboard/contracts';
import nodePath from 'node:path';
import { parseArgs } from 'node:util';
import { loadAverage, machine } from '../results.ts';
import { REPO_ROOT, startBuiltApp, type RunningApp } from '../app-server.ts';
import { openBrowser, type Browser, type PageScore } from './audit-page.ts';
import { pageBundle, readBundle, scriptsFromHtml, scriptsFromRequests, type Bundle, type PageBundle } from './bundle.ts';
import { bundleTable, pageResult, table, type PageResult } from './report.ts';
import { TARGETS } from './targets.ts';

const HELP = `Usage: npm run bench:web -- [options]                 (from the repository root)

Builds the web app if needed, starts it with demo data on a free port (embedded database in a
temp directory), and runs Lighthouse 12 (mobile preset, simulated throttling) in Debian's
Chromium on /, /products and one listing's page. Then the bundle report: the scripts each page
fetched, their size over the wire, and what the larger ones hold (by package or folder of ours,
from dist/.vite/bundle-stats.json, which the web build writes).

  --runs N    Lighthouse runs per page; the run with the median performance score is reported (default 3)
  --bundle    the bundle report alone, without Lighthouse (seconds instead of minutes): the scripts
              each page's HTML starts, on every kind of public page (category, seller, info too)
  --json      print one JSON document on stdout instead of the tables
  --reports D also write each run's whole Lighthouse report to D/<page>-<run>.json (its
              diagnostics: long tasks, script evaluation, the request chain)
  --help      this text

CHROME_PATH  another Chromium or Chrome (default /usr/bin/chromium)`;

const progress = (message: string) => console.error(message);

function flags() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      bundle: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      reports: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be an integer >= 1 (got "${values.runs}")`);
  return { runs, bundle: values.bundle, json: values.json, reports: values.reports, help: values.help };
}

type Listing = { id: string; categoryId: string; seller: { id: string } };

/**
 * The public pages measured: the home page, the listing and the first listing's own page; with
 * `all`, one page of each other public kind too (its category, its seller, an information page).
 */
async function pagesOf(base: string, all: boolean): Promise<Array<{ page: string; path: string }>> {
  const res = await fetch(`${base}/api/products?limit=1`);
  const first = ((await res.json()) as { items?: Listing[] }).items?.[0];
  if (!first) throw new Error('the demo data has no listing to open');
  const pages = [
    { page: 'home', path: '/' },
    { page: 'products', path: '/products' },
    { page: 'detail', path: productPath(first.id) },
  ];
  if (!all) return pages;
  return [
    ...pages,
    { page: 'category', path: categoryPath(first.categoryId) },
    { page: 'seller', path: sellerPath(first.seller.id) },
    { page: 'info', path: FIXED_PUBLIC_PAGES.about },
  ];
}

/** The bundle report alone: each page's HTML says which scripts it starts. */
async function bundleOnly(base: string, bundle: Bundle): Promise<Array<{ page: string; path: string; bundle: PageBundle }>> {
  const out = [];
  for (const { page, path } of await pagesOf(base, true)) {
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    out.push({ page, path, bundle: pageBundle(scriptsFromHtml(await res.text(), bundle), bundle) });
  }
  return out;
}

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };
const networkRequests = (lhr: Result): NetworkRequest[] =>
  (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];

/** Lighthouse now and then fails to record a trace on a busy machine and says to run it again: so do we, twice. */
async function auditWithRetries(browser: Browser, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await browser.audit(url);
    } catch (err) {
      if (attempt === 3) throw err;
      progress(`${err instanceof Error ? err.message : String(err)}: trying again`);
    }
  }
}

async function main(): Promise<number> {
  let options;
  try {
    options = flags();
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n\n${HELP}`);
    return 2;
  }
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => {});
    await app?.stop().catch(() => {});
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    app = await startBuiltApp(progress);
    const bundle = readBundle(nodePath.join(REPO_ROOT, 'apps/web/dist'));
    if (options.bundle) {
      const pages = await bundleOnly(app.url, bundle);
      if (options.json) console.log(JSON.stringify({ startedAt: startedAt.toISOString(), source: 'html', pages }, null, 2));
      else console.log(bundleTable(pages));
      return 0;
    }
    browser = await openBrowser();
    const results: PageResult[] = [];
    let versions = { lighthouse: '', userAgent: '' };
    for (const { page, path } of await pagesOf(app.url, false)) {
      const runs: PageScore[] = [];
      const requests: NetworkRequest[][] = [];
      for (let i = 1; i <= options.runs; i++) {
        const { score, lhr } = await auditWithRetries(browser, app.url + path);
        versions = { lighthouse: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent };
        progress(`${page} run ${i}/${options.runs}: performance ${score.performance}, LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms`);
        runs.push(score);
        requests.push(networkRequests(lhr));
        if (options.reports) {
          fs.mkdirSync(options.reports, { recursive: true });
          fs.writeFileSync(nodePath.join(options.reports, `${page}-${i}.json`), JSON.stringify(lhr));
        }
      }
      const result = pageResult(page, path, runs);
      // The median run's scripts: what it fetched, with the sizes Lighthouse counted.
      const scripts = scriptsFromRequests(requests[runs.indexOf(result.median)]!, bundle);
      results.push({ ...result, bundle: pageBundle(scripts, bundle) });
    }
    if (options.json) {
      const doc = {
        startedAt: startedAt.toISOString(),
        machine: machine(),
        loadAverage: { start: loadAtStart, end: loadAverage() },
        lighthouse: versions.lighthouse,
        browser: versions.userAgent,
        preset: 'mobile, simulated throttling (Lighthouse defaults)',
        runsPerPage: options.runs,
        targets: TARGETS,
        pages: results,
      };
      console.log(JSON.stringify(doc, null, 2));
    } else {
      console.log(table(results));
      console.log(`\n${bundleTable(results)}`);
      console.log(`\nLighthouse ${versions.lighthouse}; load average ${loadAtStart.join(' ')} at the start, ${loadAverage().join(' ')} at the end`);
    }
    return 0;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench:web failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
