import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CATEGORY_IDS, toMinor } from '@reboard/contracts';
import { buildApp } from '@reboard/server/src/app.ts';
import { loadConfig } from '@reboard/server/src/config.ts';
import { fromPglite, PGLITE_EXTENSIONS } from '@reboard/server/src/db/client.ts';
import { prepareDatabase } from '@reboard/server/src/db/prepare.ts';
import { fillQuantityText } from '@reboard/server/src/db/quantity-text.ts';
import { products } from '@reboard/server/src/db/schema/index.ts';
import { demoSellerId } from '@reboard/server/src/db/seed/index.ts';
import { QUALITY_CATALOGUE } from './catalogue.ts';
import { QUALITY_FIXTURES } from './fixtures.ts';
import { scoreQuality, type JudgedQuery } from './metrics.ts';
import { QUALITY_QUERIES } from './queries.ts';

/*
 * npm run bench:search [-- --json]: the search-quality set (issue 31) against the fixed
 * catalogue (catalogue.ts: demo data, one listing per bench template, the fixtures), seeded
 * into a fresh embedded database and asked through the app's own GET /api/products, as a
 * browser would. Prints recall@3, MRR and the misses, and the latency of suggestions for every
 * prefix of the queries (in process, PGlite: a figure to compare runs by, not a production one).
 */
const json = process.argv.includes('--json');
const CURRENCY = 'BDT';

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reboard-search-quality-'));
  const handle = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await prepareDatabase(handle, { seedDemo: true, currency: CURRENCY });
  // The templates and fixtures, by the first demo seller; the demo data is already in.
  const extra = QUALITY_CATALOGUE.filter((l) => l.source !== 'demo');
  const fixtureOf = new Map(QUALITY_FIXTURES.map((f) => [f.name, f]));
  await handle.db.insert(products).values(
    extra.map((l) => {
      const f = fixtureOf.get(l.name);
      return {
        sellerId: demoSellerId(f?.seller ?? 'rafiq'),
        categoryId: l.categoryId || CATEGORY_IDS.networkModules,
        name: l.name,
        condition: f?.condition ?? ('good' as const),
        description: l.description,
        location: f?.location ?? 'Dhaka',
        resalePrice: toMinor(f?.resalePrice ?? 1000, CURRENCY),
        status: f?.sold ? ('sold' as const) : ('active' as const),
        sellerPhone: '+8801700000000',
        usagePeriod: '1 year',
        yearPurchased: 2023,
        manufacturer: l.manufacturer,
        partNumber: l.partNumber,
      };
    }),
  );
  await fillQuantityText(handle.db);
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'true' }), handle);
  await app.ready();
  try {
    const judged: JudgedQuery[] = [];
    for (const q of QUALITY_QUERIES) {
      const res = await app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q.query)}&limit=10` });
      const names = res.statusCode === 200 ? (res.json().items as { name: string }[]).map((p) => p.name) : [];
      judged.push({ query: q.query, expected: q.expected, results: names });
    }
    const score = scoreQuality(judged);

    const prefixes = [...new Set(QUALITY_QUERIES.flatMap((q) => [...q.query].map((_, i) => q.query.slice(0, i + 1).trim()).filter(Boolean)))];
    const times: number[] = [];
    for (const prefix of prefixes) {
      const start = performance.now();
      await app.inject({ method: 'GET', url: `/api/products/suggestions?q=${encodeURIComponent(prefix)}` });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
    const suggestions = { requests: times.length, p50Ms: at(0.5), p95Ms: at(0.95) };

    const result = { catalogue: QUALITY_CATALOGUE.length, ...score, suggestions };
    if (json) console.log(JSON.stringify(result, null, 2));
    else {
      console.log(`Search quality: ${score.queries} queries over ${result.catalogue} listings`);
      console.log(`recall@${score.k} ${score.recall.toFixed(3)}  MRR ${score.mrr.toFixed(3)}  misses ${score.misses.length}`);
      for (const m of score.misses) console.log(`  miss: ${m.query} → ${m.missing.join('; ')}`);
      console.log(`suggestions (${suggestions.requests} prefixes): p50 ${suggestions.p50Ms} ms, p95 ${suggestions.p95Ms} ms`);
    }
  } finally {
    await app.close();
    await handle.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
