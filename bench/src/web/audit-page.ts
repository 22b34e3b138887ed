import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** What the bench reports of one Lighthouse run; the README documents each field. */
export interface PageScore {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  accessibility: number;
  seo: number;
  /** JavaScript bytes over the wire (compressed) while the page loaded. */
  jsTransferBytes: number;
  jsRequests: number;
  /** Every byte the page loaded, over the wire. */
  totalTransferBytes: number;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

type ResourceRow = { resourceType: string; requestCount: number; transferSize: number };

function resources(lhr: Result): ResourceRow[] {
  const details = lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined;
  return details?.items ?? [];
}

export function pageScore(lhr: Result): PageScore {
  const rows = resources(lhr);
  const script = rows.find((r) => r.resourceType === 'script');
  const total = rows.find((r) => r.resourceType === 'total');
  return {
    performance: score(lhr, 'performance'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    jsTransferBytes: script?.transferSize ?? 0,
    jsRequests: script?.requestCount ?? 0,
    totalTransferBytes: total?.transferSize ?? 0,
  };
}

export interface Browser {
  /** Lighthouse's default settings: the mobile preset (Moto G Power, slow 4G) with simulated throttling. */
  audit(url: string): Promise<{ score: PageScore; lhr: Result }>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, driven by Lighthouse over its debugging port. */
export async function openBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  return {
    async audit(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      return { score: pageScore(lhr), lhr };
    },
    close: async () => {
      chrome.kill();
    },
  };
}
