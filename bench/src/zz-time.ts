import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { searchTerms } from './search-terms.ts';
const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/prof1m', dataDir: '/tmp/prof' });
const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/prof', SEED_DEMO: 'false', CURRENCY: 'BDT', READ_CACHE_MB: '0' });
const app = await buildApp(config, handle);
const kinds = (process.argv[2] ?? 'products,facets').split(',');
const terms = searchTerms();
for (const kind of kinds) {
  const times: [number, string][] = [];
  for (const round of [0, 1]) {
    for (const t of terms) {
      const url = kind === 'products' ? `/api/products?q=${encodeURIComponent(t)}` : kind === 'facets' ? `/api/products/facets?q=${encodeURIComponent(t)}` : `/api/products/suggestions?q=${encodeURIComponent(t.slice(0, 3))}`;
      const s = performance.now();
      const r = await app.inject({ method: 'GET', url });
      const ms = performance.now() - s;
      if (r.statusCode !== 200) console.log('status', r.statusCode, url);
      if (round === 1) times.push([ms, t]);
    }
  }
  times.sort((a, b) => a[0] - b[0]);
  const at = (p: number) => times[Math.floor(p * (times.length - 1))]![0].toFixed(1);
  console.log(kind, 'p50', at(0.5), 'p95', at(0.95), 'max', at(1), 'sum', times.reduce((a, b) => a + b[0], 0).toFixed(0), 'slowest', times.slice(-6).map(([ms, t]) => `${t}:${ms.toFixed(0)}`).join(' '));
}
await app.close();
await handle.close();
