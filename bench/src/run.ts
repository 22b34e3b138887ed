import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { HELP, parseFlags, UsageError } from './flags.ts';
import { measure, startBare, type Measurement } from './measure.ts';
import { printEnd, printEntry, printHeader } from './report.ts';
import { entryOf, failures, jsonDocument, loadAverage, type RunInfo, type ScenarioEntry } from './results.ts';
import { prepareScenario, type Scenario } from './scenarios.ts';
import { openScratchDatabase, type ScratchDatabase } from './scratch-db.ts';
import { seedListings } from './seed.ts';

/** Set by Ctrl-C/SIGTERM: the signal handler cleans up and exits, so main's failure is not news. */
let interrupted = false;
const CURRENCY = 'BDT';

/** Progress goes to stderr, so that stdout holds only the table or the JSON document. */
const progress = (message: string) => console.error(message);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const flags = parseFlags();
  if (!flags) {
    console.log(HELP);
    return 0;
  }
  const { listings, load, json } = flags;
  const startedAt = new Date();
  const loadAtStart = loadAverage();

  let opening: Promise<ScratchDatabase> | undefined;
  const servers: FastifyInstance[] = [];
  // Everything is closed on the way out, also after a failure or Ctrl-C: no stray database.
  // It goes through the promise so that a Ctrl-C while the database is being created waits
  // for it and removes it too (a failed open has cleaned up after itself).
  const cleanup = async () => {
    for (const s of servers.splice(0)) await s.close().catch(() => {});
    const scratch = await opening?.catch(() => undefined);
    await scratch?.dispose();
  };
  // Stays registered after the first signal: npm relays Ctrl-C a second time, and with no
  // listener left Node would exit at once and leave the scratch database behind.
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    progress(`\n${signal}: cleaning up…`);
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    let t = performance.now();
    opening = openScratchDatabase(process.env.DATABASE_URL || undefined);
    const scratch = await opening;
    await prepareDatabase(scratch.handle, { seedDemo: false, currency: CURRENCY });
    progress(`database: ${scratch.label} (opened and migrated in ${seconds(t)})`);

    t = performance.now();
    await seedListings(scratch.handle, listings, CURRENCY);
    progress(`seeded ${listings} listings in ${seconds(t)}`);

    const start = () => startApp(scratch, servers);

    // The URL lists are built on an app instance of their own, closed before the measured one
    // starts: whatever the crawl put in an in-process cache is gone, so "cold" stays cold.
    t = performance.now();
    // Without the embedded database's load shedding: the crawl asks one question after another
    // in one chain of promises, so on PGlite the event loop need not turn between them and
    // its requests would look late and be refused (plugins/load-shedding.ts).
    const preparing = await startApp({ ...scratch, handle: { ...scratch.handle, bound: undefined } }, servers);
    const scenarios: Scenario[] = [];
    for (const name of flags.scenarios) scenarios.push(await prepareScenario(name, preparing, scratch.handle));
    await closeServer(servers, preparing);
    progress(`prepared ${scenarios.map((s) => `${s.name} (${s.paths.length} URLs)`).join(', ')} in ${seconds(t)}`);

    // Hot scenarios measure the app as it runs (its read cache on); the others measure what a
    // request costs when it reaches the database, on an instance with the cache off, since a
    // cold list cycled for seconds would otherwise be answered from the cache after one lap.
    const cachedApp = await start();
    const cachedBase = await cachedApp.listen({ host: '127.0.0.1', port: 0 });
    const uncachedApp = await startApp(scratch, servers, { READ_CACHE_MB: '0' });
    const uncachedBase = await uncachedApp.listen({ host: '127.0.0.1', port: 0 });
    const run: RunInfo = { database: scratch.engine, databaseDetail: scratch.label, listings, load };
    if (!json) printHeader(run);

    const entries: ScenarioEntry[] = [];
    for (const s of scenarios) {
      progress(`${s.name}: ${s.unavailable ? `not available (${s.unavailable}); measuring the app alone` : 'bare, then app'}…`);
      let bare: Measurement | undefined;
      if (s.bareResponse) {
        const server = await startBare(s.bareResponse);
        servers.push(server.app);
        bare = await measure(server.base, s.paths, load);
        await closeServer(servers, server.app);
      }
      const cached = s.name.endsWith('-hot');
      const appBase = cached ? cachedBase : uncachedBase;
      const measured = await measure(appBase, s.paths, load);
      // Requests whose client has gone still run to completion; wait for them (health queues
      // behind them on the database) so they do not slow down the next measurement.
      await fetch(`${appBase}/api/health`).then((r) => r.arrayBuffer()).catch(() => undefined);
      const entry = { ...entryOf(run, s, measured, bare), readCache: cached ? 'on' : 'off' };
      entries.push(entry);
      if (!json) printEntry(entry);
    }

    if (json) console.log(JSON.stringify(jsonDocument(run, startedAt, loadAtStart, entries), null, 2));
    else printEnd();
    // A 404 from an endpoint the server does not have yet is reported, not a failure; any other
    // request that did not get a 2xx is, since a stream of fast errors would look like speed.
    const failed = entries.filter((e) => failures(e) > 0);
    if (failed.length > 0) {
      progress(`requests failed in ${failed.map((e) => `${e.scenario} (${JSON.stringify(e.statusCodes)}, ${e.errors} errors, ${e.timeouts} timeouts)`).join(', ')}`);
      return 1;
    }
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

/** The real app on the scratch database: production mode, logs off. */
async function startApp(
  scratch: { handle: DatabaseHandle; dataDir: string },
  servers: FastifyInstance[],
  env: Record<string, string> = {},
) {
  const config = loadConfig({
    NODE_ENV: 'production',
    // Production needs it; the bench only reads pages, whose links need not lead anywhere.
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch.dataDir,
    SEED_DEMO: 'false',
    CURRENCY,
    ...env,
  });
  const app = await buildApp(config, scratch.handle);
  servers.push(app);
  return app;
}

async function closeServer(servers: FastifyInstance[], server: FastifyInstance): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.close();
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (interrupted) return;
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${HELP}`);
      process.exit(2);
    }
    console.error(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
