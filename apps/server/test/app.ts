import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { freshDatabase } from './database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a database in the template's state, for `app.inject()`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = path.join(os.tmpdir(), `reboard-test-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const { handle: database, release } = await freshDatabase();
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await release();
      // Mail written as files in embedded mode, and anything else the app kept there.
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
