// `npm start` builds the web app only when its sources are newer than the last build. An argument
// names another folder to build into: the API tests build their own, so a rebuild never happens
// under a running server or another test reading apps/web/dist.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.argv[2] ?? 'apps/web/dist');
// The browser's build and the server's (for rendering pages): the older of the two counts.
const built = ['index.html', 'server/entry-server.js'].map((f) => path.join(outDir, f));
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/vite-precompress.ts', 'apps/web/vite-bundle-stats.ts', 'packages/contracts/src'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const builtAt = Math.min(...built.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (changedAt > builtAt) {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start only)…');
  // apps/web/vite.config.ts builds into WEB_BUILD_DIR (the server's build into its server/ folder).
  execSync('npm run build -w @reboard/web', { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_BUILD_DIR: outDir } });
}
