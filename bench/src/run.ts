import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { measure, record, startBare, type LoadOptions, type Recorded } from './measure.ts';
import { printEnd, printMachine, printPair } from './report.ts';
import { openScratchDatabase, type ScratchDatabase } from './scratch-db.ts';
import { COMMON_WORD, seedListings } from './seed.ts';

const HELP = `Usage: npm run bench -- -- [options]          (from the repository root)
       npm run bench -w @reboard/bench -- [options]

Seeds a scratch database with listings, then load-tests GET /api/products (first page and a
search for "${COMMON_WORD}") against a bare Fastify route serving the same bytes.

  --listings N      listings to seed (default 100000)
  --duration S      measured seconds per target (default 10)
  --connections C   concurrent connections (default 10)
  --help            this text

DATABASE_URL=postgres://…  benchmark on that PostgreSQL server, in a database created for the run
                           and dropped afterwards; unset, an embedded PGlite in a temp directory.`;

const WARMUP_SECONDS = 2;
/** Set by Ctrl-C/SIGTERM: the signal handler cleans up and exits, so main's failure is not news. */
let interrupted = false;
const CURRENCY = 'BDT';

/** A wrong command line: printed as one message with the usage, without a stack trace. */
class UsageError extends Error {}

function parseFlags(): { listings: number; load: LoadOptions } | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        listings: { type: 'string', default: '100000' },
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '10' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) return undefined;
  const int = (name: string, raw: string, min: number) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer >= ${min} (got "${raw}")`);
    return n;
  };
  return {
    listings: int('listings', values.listings, 1),
    load: {
      duration: int('duration', values.duration, 1),
      connections: int('connections', values.connections, 1),
      warmup: WARMUP_SECONDS,
    },
  };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const flags = parseFlags();
  if (!flags) {
    console.log(HELP);
    return;
  }
  const { listings, load } = flags;

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
    console.error(`\n${signal}: cleaning up…`);
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    let t = performance.now();
    opening = openScratchDatabase(process.env.DATABASE_URL || undefined);
    const scratch = await opening;
    await prepareDatabase(scratch.handle, { seedDemo: false, currency: CURRENCY });
    console.log(`database: ${scratch.label} (opened and migrated in ${seconds(t)})`);

    t = performance.now();
    await seedListings(scratch.handle, listings, CURRENCY);
    console.log(`seeded ${listings} listings in ${seconds(t)}`);

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: scratch.dataDir,
      SEED_DEMO: 'false',
      CURRENCY,
    });
    const app = await buildApp(config, scratch.handle);
    servers.push(app);
    const realBase = await app.listen({ host: '127.0.0.1', port: 0 });

    const paths = ['/api/products', `/api/products?q=${COMMON_WORD}`];
    const recorded = new Map<string, Recorded>();
    for (const p of paths) recorded.set(p, await record(realBase, p));
    const bare = await startBare(recorded);
    servers.push(bare.app);

    printMachine(scratch.label, listings, load);
    for (const p of paths) {
      const base = await measure(bare.base + p, load);
      const real = await measure(realBase + p, load);
      // Requests whose client has gone still run to completion; wait for them (health queues
      // behind them on the database) so they do not slow down the next bare measurement.
      await record(realBase, '/api/health');
      printPair(p, base, real, recorded.get(p)!);
    }
    printEnd();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
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
