import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
/** The web's `@/…` is apps/web/src, as apps/web/vite.config.ts and apps/web/tsconfig.json say. */
const webAlias = { find: /^@\//, replacement: `${path.join(import.meta.dirname, 'apps/web/src')}/` };

const apiTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
// Service tests replace repositories with vi.mock: no database, and mocks must not leak into
// the files after them, so they run once, isolated, with the unit tests.
const serviceTests = 'apps/server/src/**/*.service.test.ts';

/*
 * The API suite, once per database. Files of one worker share their modules (no isolation):
 * each file imports the whole app, which cost ~0.35 s of CPU per file when every file loaded it
 * anew. Tests stay independent all the same: each builds its own app and gets the database
 * back in the template's state (test/database.ts). *.pg.test.ts need a PostgreSQL server itself
 * (several instances on one database), so PGlite's run leaves them out; *.pglite.test.ts test
 * what does not depend on the database (the OpenAPI fuzz: thousands of requests stopped before
 * any query), so PostgreSQL's run leaves them out rather than take their minute twice.
 */
const apiProject = {
  include: apiTests,
  exclude: [serviceTests, '**/node_modules/**'],
  isolate: false,
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/*
 * One run covers unit tests and the API suite twice: on embedded PGlite and on PostgreSQL
 * (TEST_DATABASE_URL, default the local server). Playwright specs live in e2e/ and are not
 * picked up here.
 */
export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a 2-core machine runs the files one at a
    // time. Each API file is one thread's work (its PGlite runs in the worker; PostgreSQL runs
    // beside it), so a worker per core runs the suite in close to half the time.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          // bench/src: the search-quality set's data checks and metrics are pure, so they run here;
          // the benchmarks themselves are scripts (npm run bench), never tests.
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'tools/**/*.test.ts', 'bench/src/**/*.test.ts', serviceTests],
          // The lint fixtures are trees of files for eslint to read, tests' names included.
          exclude: ['tools/lint/fixtures/**', '**/node_modules/**'],
          environment: 'node',
        },
        // The web's plain-TypeScript tests import through `@/` as the web does.
        resolve: { alias: [webAlias] },
      },
      {
        // Component tests: what a person sees and does in one component, in happy-dom, with the
        // network faked from the contracts (apps/web/src/test/). Browser tests keep the journeys.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Well under a second each alone; beside the API suites on two cores a test may wait its turn.
          testTimeout: 20_000,
          // The files of a worker share React, the router and the catalogues instead of loading
          // them anew (half the CPU time); each test renders into a clean document all the same.
          isolate: false,
          // Node picks react-router's CommonJS build, whose react-router/dom then requires a second
          // copy of the router (hooks find no <Router>): its ES builds, resolved once by Vite, as
          // apps/web/vite.config.ts does for the production build.
          server: { deps: { inline: ['react-router'] } },
        },
        resolve: {
          alias: [
            webAlias,
            { find: /^react-router$/, replacement: path.join(routerDir, 'dist/development/index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/development/dom-export.mjs') },
          ],
        },
      },
      { test: { ...apiProject, name: 'api-pglite', exclude: ['**/*.pg.test.ts', ...apiProject.exclude], env: { TEST_DB: 'pglite' } } },
      { test: { ...apiProject, name: 'api-postgres', exclude: ['**/*.pglite.test.ts', ...apiProject.exclude], env: { TEST_DB: 'postgres' } } },
    ],
  },
});
