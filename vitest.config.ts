import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/*
 * One run covers unit tests and the API suite twice: on embedded PGlite and on PostgreSQL
 * (TEST_DATABASE_URL, default the local server). Playwright specs live in e2e/ and are not
 * picked up here.
 */
export default defineConfig({
  test: {
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
