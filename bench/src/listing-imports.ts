import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { openScratchDatabase } from './scratch-db.ts';

/*
 * `npm run bench:imports`: how long a seller waits for a spreadsheet of listings (issue 34's
 * targets: a 1 000-row CSV previewed in ≤ 5 s and published in ≤ 30 s on PGlite). On a scratch
 * database: upload the file, poll until every row is checked (the preview), then publish it;
 * then upload it again, so every row's SKU updates its listing (the second publish).
 */

const CURRENCY = 'BDT';
const ORIGIN = 'http://127.0.0.1';
const progress = (message: string) => console.error(message);
/** The pause between the preview and the click on Publish (not counted). */
const THINK_MS = 1500;

const HEADER = ['name', 'category', 'condition', 'price', 'quantity', 'part number', 'manufacturer', 'sku', 'description', 'location', 'phone', 'usage period', 'year purchased', 'capacitance', 'voltage', 'package', 'capacity', 'type'];
const CATEGORIES = ['Network Modules', 'Memory & Storage', 'Main boards'];
const CITIES = ['Dhaka', 'Chattogram', 'Sylhet', 'Khulna'];

/** Row i of a realistic stock file: every third row a memory stick with its specifications, the others component lots. */
function rowOf(i: number, round: number): string[] {
  const memory = i % 3 === 1;
  const price = `"৳${(200 + ((i * 37) % 5000) + round * 10).toLocaleString('en-IN')}"`;
  return [
    memory ? `DDR4 ${4 << i % 3}GB module ${i}` : `Capacitor lot ${i} 10uF 25V`,
    CATEGORIES[i % 3]!,
    ['excellent', 'good', 'fair'][i % 3]!,
    price,
    String(1 + ((i + round) % 50)),
    `PN-${i}`,
    memory ? 'Kingston' : 'Samsung',
    `SKU-${i}`,
    `"Row ${i} of the bench file, tested and working."`,
    CITIES[i % 4]!,
    '+8801711000000',
    `${1 + (i % 5)} years`,
    String(2015 + (i % 10)),
    memory ? '' : '10uF',
    memory ? '' : '25V',
    memory ? '' : '0805',
    memory ? '8 GB' : '',
    memory ? 'DDR4' : '',
  ];
}

const csvOf = (rows: number, round: number) => [HEADER.join(','), ...Array.from({ length: rows }, (_, i) => rowOf(i, round).join(','))].join('\n');

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000' }, json: { type: 'boolean', default: false } } });
  const rows = Number.parseInt(values.rows, 10);
  const scratch = await openScratchDatabase(process.env.DATABASE_URL || undefined);
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(scratch.handle, { seedDemo: false, currency: CURRENCY });
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: ORIGIN, LOG_LEVEL: 'silent', DATA_DIR: scratch.dataDir, SEED_DEMO: 'false', CURRENCY, JOB_POLL_MS: '50', DB_QUEUE_WAIT_MS: process.env.DB_QUEUE_WAIT_MS ?? '1000', DB_QUEUE_LIMIT: process.env.DB_QUEUE_LIMIT ?? '200' });
    app = await buildApp(config, scratch.handle);
    await app.ready();
    const cookie = await signUpSeller(app);
    progress(`database: ${scratch.label}; ${rows} rows per file`);

    const results = [];
    for (const round of [0, 1]) {
      const preview = await timed(() => uploadAndWait(app!, cookie, csvOf(rows, round)));
      // A person reads the preview before publishing: the embedded database's load shedding
      // refuses a request that arrives right behind a long stall (writing 1 000 checked rows).
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
      const published = await timed(() => call(app!, cookie, 'POST', `/api/listings/imports/${preview.value.id}/publish`));
      const body = published.value as { created: number; updated: number };
      results.push({ round: round === 0 ? 'first upload' : 'same SKUs again', previewMs: preview.ms, publishMs: published.ms, created: body.created, updated: body.updated, busyRetries });
      busyRetries = 0;
    }
    if (values.json) console.log(JSON.stringify({ database: scratch.engine, rows, results }, null, 2));
    else for (const r of results) console.log(`${r.round}: preview ${(r.previewMs / 1000).toFixed(2)} s, publish ${(r.publishMs / 1000).toFixed(2)} s (created ${r.created}, updated ${r.updated}; ${r.busyRetries} retries after 503)`);
  } finally {
    await app?.close();
    await scratch.dispose();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

async function call(app: FastifyInstance, cookie: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<unknown> {
  const res = await retryBusy(() => app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) }));
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json();
}

/** Uploads the file and polls as the page does until its rows are checked; refuses a preview with problems (the bench file has none). */
async function uploadAndWait(app: FastifyInstance, cookie: string, text: string) {
  const { id } = (await call(app, cookie, 'POST', '/api/listings/imports', { text })) as { id: string };
  for (;;) {
    const view = (await call(app, cookie, 'GET', `/api/listings/imports/${id}`)) as { id: string; status: string; counts: { withProblems: number } };
    if (view.status === 'failed') throw new Error('the bench file could not be read');
    if (view.status === 'ready') {
      if (view.counts.withProblems) throw new Error(`${view.counts.withProblems} rows of the bench file have problems, such as ${JSON.stringify((view as { rows?: unknown[] }).rows?.slice(0, 2))}`);
      return view;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Refusals for load (503 BUSY, with Retry-After) seen; each is retried after a second, as a person would. */
let busyRetries = 0;

async function retryBusy<T extends { statusCode: number }>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await send();
    if (res.statusCode !== 503 || attempt >= 20) return res;
    busyRetries++;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function signUpSeller(app: FastifyInstance): Promise<string> {
  const email = `bench-${Date.now()}@example.test`;
  const res = await retryBusy(() =>
    app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN }, payload: { name: 'Bench Seller', email, password: 'bench-password-1', role: 'seller' } }),
  );
  if (res.statusCode !== 200) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : [raw ?? '']).map((c) => c.split(';')[0]).join('; ');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
