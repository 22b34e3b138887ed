import fs from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  // A .env in the working directory fills in what the real environment does not set.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = Date.now();
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    const grace = config.shutdownGraceMs;
    app.log.info(`${signal}: draining (no new connections; requests in flight get ${grace / 1000} s)`);
    app.drain();
    // close() stops listening, waits for the requests in flight, then closes the database.
    // A request that outstays the grace period loses its connection so the stop still happens.
    const late = setTimeout(() => {
      app.log.warn('requests still in flight after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, grace);
    late.unref();
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Reboard is ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} ` +
      `(${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}, ${Date.now() - started} ms)`,
  );
}

main().catch((err: unknown) => {
  console.error(`Reboard could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
