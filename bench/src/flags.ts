import { parseArgs } from 'node:util';
import type { LoadOptions } from './measure.ts';
import { SCENARIO_NAMES, SCENARIOS, type ScenarioName } from './scenarios.ts';

export const HELP = `Usage: npm run bench -- [options]                     (from the repository root)
       npm run bench -w @reboard/bench -- [options]

Seeds a scratch database with listings, then load-tests the storefront's read endpoints, each
scenario against a bare Fastify route serving the same bytes.

  --listings N        listings to seed (default 100000)
  --duration S        measured seconds per target (default 10)
  --connections C     concurrent connections (default 10)
  --scenarios a,b     run only these scenarios, in this order (default: all)
  --json              print one JSON document on stdout instead of the table
  --help              this text

Scenarios:
${SCENARIO_NAMES.map((n) => `  ${n.padEnd(16)}${SCENARIOS[n]}`).join('\n')}

DATABASE_URL=postgres://…  benchmark on that PostgreSQL server, in a database created for the run
                           and dropped afterwards; unset, an embedded PGlite in a temp directory.`;

const WARMUP_SECONDS = 2;

/** A wrong command line: printed as one message with the usage, without a stack trace. */
export class UsageError extends Error {}

export interface Flags {
  listings: number;
  load: LoadOptions;
  scenarios: ScenarioName[];
  json: boolean;
}

/** The command line, or undefined when --help asked for the usage. */
export function parseFlags(argv = process.argv.slice(2)): Flags | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        listings: { type: 'string', default: '100000' },
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '10' },
        scenarios: { type: 'string', default: SCENARIO_NAMES.join(',') },
        json: { type: 'boolean', default: false },
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
    scenarios: scenarioList(values.scenarios),
    json: values.json,
  };
}

function scenarioList(raw: string): ScenarioName[] {
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(SCENARIO_NAMES as string[]).includes(n));
  if (unknown.length > 0) throw new UsageError(`unknown scenario ${unknown.join(', ')} (known: ${SCENARIO_NAMES.join(', ')})`);
  if (names.length === 0) throw new UsageError('--scenarios needs at least one name');
  return [...new Set(names)] as ScenarioName[];
}
