import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3100;
const baseURL = `http://127.0.0.1:${PORT}`;

const DATA_PREFIX = 'reboard-e2e-';

/** Deletes databases left by runs that ended over a day ago (the server holds the current one open). */
function pruneOldDataDirs(): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith(DATA_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      if (statSync(dir).mtimeMs < dayAgo) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another run may be removing it at the same moment; nothing to do.
    }
  }
}

// A fresh database per run. The config is evaluated again in every worker; the env var is
// inherited from the main process, so they all agree on the same directory.
if (!process.env.REBOARD_E2E_DATA_DIR) {
  pruneOldDataDirs();
  process.env.REBOARD_E2E_DATA_DIR = path.join(os.tmpdir(), `${DATA_PREFIX}${Date.now()}`);
}
const dataDir = process.env.REBOARD_E2E_DATA_DIR;
mkdirSync(dataDir, { recursive: true });

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The real production server, which also serves apps/web/dist (built by `npm run test:e2e`).
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
    },
  },
});
