import fs from 'node:fs';
import nodePath from 'node:path';
import { parseArgs } from 'node:util';
import { loadAverage, machine } from '../results.ts';
import { startBuiltApp, type RunningApp } from '../app-server.ts';
import { openBrowser, type Browser, type PageScore } from './audit-page.ts';
import { pageResult, table, type PageResult } from './report.ts';
import { TARGETS } from './targets.ts';

const HELP = `Usage: npm run bench:web -- [options]                 (from the repository root)

Builds the web app if needed, starts it with demo data on a free port (embedded database in a
temp directory), and runs Lighthouse 12 (mobile preset, simulated throttling) in Debian's
Chromium on /, /products and one listing's page.

  --runs N    Lighthouse runs per page; the run with the median performance score is reported (default 3)
  --json      print one JSON document on stdout instead of the table
  --reports D also write each run's whole Lighthouse report to D/<page>-<run>.json (its
              diagnostics: long tasks, script evaluation, the request chain)
  --help      this text

CHROME_PATH  another Chromium or Chrome (default /usr/bin/chromium)`;

const progress = (message: string) => console.error(message);

function flags() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      json: { type: 'boolean', default: false },
      reports: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be an integer >= 1 (got "${values.runs}")`);
  return { runs, json: values.json, reports: values.reports, help: values.help };
}

/** The public pages measured: the home page, the listing and the first listing's own page. */
async function pagesOf(base: string): Promise<Array<{ page: string; path: string }>> {
  const res = await fetch(`${base}/api/products?limit=1`);
  const first = ((await res.json()) as { items?: Array<{ id: string }> }).items?.[0];
  if (!first) throw new Error('the demo data has no listing to open');
  return [
    { page: 'home', path: '/' },
    { page: 'products', path: '/products' },
    { page: 'detail', path: `/products/${first.id}` },
  ];
}

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
    browser = await openBrowser();
    const results: PageResult[] = [];
    let versions = { lighthouse: '', userAgent: '' };
    for (const { page, path } of await pagesOf(app.url)) {
      const runs: PageScore[] = [];
      for (let i = 1; i <= options.runs; i++) {
        const { score, lhr } = await auditWithRetries(browser, app.url + path);
        versions = { lighthouse: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent };
        progress(`${page} run ${i}/${options.runs}: performance ${score.performance}, LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms`);
        runs.push(score);
        if (options.reports) {
          fs.mkdirSync(options.reports, { recursive: true });
          fs.writeFileSync(nodePath.join(options.reports, `${page}-${i}.json`), JSON.stringify(lhr));
        }
      }
      results.push(pageResult(page, path, runs));
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
