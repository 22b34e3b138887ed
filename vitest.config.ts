import os from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

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
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          // *.pg.test.ts need a PostgreSQL server itself (several instances on one database).
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
