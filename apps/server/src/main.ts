import fs from 'node:fs';
import { localUrl } from './config-rules.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  // A .env in the working directory fills in what the real environment does not set.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    // `npm start` passes --start: production, quiet, unless the environment names NODE_ENV (decision 029).
    config = loadConfig(process.env, { start: process.argv.includes('--start') });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  for (const warning of config.startWarnings) console.warn(`Warning: ${warning}`);
  // React (with the web app's server build), Better Auth and others read NODE_ENV once, when
  // loaded: the mode is set before the app is imported, also when it came from a default.
  process.env.NODE_ENV = config.env;
  const { buildApp } = await import('./app.ts');
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
  const ready =
    `Reboard is ready on ${localUrl(config.host, config.port)} ` +
    `(${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}, ${Date.now() - started} ms)`;
  // Below info (npm start's warn) the log keeps quiet, but whoever started it needs the address.
  if (QUIET_LEVELS.has(config.logLevel)) console.log(ready);
  else app.log.info(ready);
}

const QUIET_LEVELS = new Set(['warn', 'error', 'fatal']);

main().catch((err: unknown) => {
  console.error(`Reboard could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
