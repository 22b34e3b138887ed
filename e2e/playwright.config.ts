import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { APP_PORT, BASE_URL, E2E_ADMIN, OIDC_PORT, OIDC_URL } from './tests/support/e2e-env.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PORT = APP_PORT;
const baseURL = BASE_URL;
const oidcURL = OIDC_URL;

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
  // A minute per test. A journey through two browsers (a seller and a buyer or an admin, three
  // accessibility checks) takes about 16 s alone; the suite runs two workers beside the server on
  // two cores, which doubles it, and 30 s made every such journey fail now and then by a second
  // or two. The few walks that are longer still (holds, the whole-site sweep) set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // No trace unless asked for (E2E_TRACE=1): recording DOM snapshots of every step cost the
    // whole suite about a tenth of its CPU, thrown away for every test that passed. A failure
    // still leaves its screenshot and the page's accessibility snapshot (error-context.md);
    // run the failing test again with E2E_TRACE=1 for the step-by-step trace.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false, snapshots: true } : 'off',
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
  webServer: [
    {
      // Stands in for Google, so provider sign-in runs end to end without the network.
      command: 'node --import tsx e2e/tests/support/oidc-server.ts',
      cwd: repoRoot,
      url: `${oidcURL}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_PORT: String(OIDC_PORT) },
    },
    {
      // The real production server, which also serves apps/web/dist (built by `npm run test:e2e`).
      // create-admin prepares the fresh database and releases it before the server opens it.
      command:
        'node --import tsx apps/server/src/cli/create-admin.ts ' +
        `--email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} --name "${E2E_ADMIN.name}" ` +
        '&& node --import tsx apps/server/src/main.ts',
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
        // Nobody reads the request log here (stdout is ignored): warnings and errors only.
        LOG_LEVEL: 'warn',
        // A build elsewhere than apps/web/dist (E2E_WEB_DIST) lets parallel runs test their own.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
        // Better Auth checks each request's Origin against the public address.
        PUBLIC_URL: baseURL,
        // The suite signs in far more often than a person could.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // Two browsers and the server share two cores, and each sign-up hashes a password on the
        // server's one thread: a busy machine stalls it past the default second, and the server
        // would refuse the next request as overloaded (503). The API tests cover that refusal.
        DB_QUEUE_WAIT_MS: '10000',
        // Google through the local provider; GitHub stays unconfigured on purpose.
        GOOGLE_CLIENT_ID: 'e2e-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_DISCOVERY_URL: `${oidcURL}/.well-known/openid-configuration`,
      },
    },
  ],
});
