import os from 'node:os';
import { jsonField } from './fetch.ts';
import type { LoadOptions, Measurement } from './measure.ts';
import type { Scenario, ScenarioName } from './scenarios.ts';

/** One scenario's line of the report; the README documents every field. */
export interface ScenarioEntry {
  scenario: ScenarioName;
  database: string;
  listings: number;
  connections: number;
  reqPerSec: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  errors: number;
  timeouts: number;
  non2xx: number;
  non2xxP99Ms: number | null;
  /** 2xx answers per second of the app ÷ requests per second of the bare route; null without a bare run. */
  ratioToBare: number | null;
  /** False when the endpoint is missing on this server; `note` says what it answered. */
  available: boolean;
  note?: string;
  description: string;
  distinctUrls: number;
  responses: number;
  /** Measured responses ÷ distinct URLs: how often each URL came round (near 1 or below: truly cold). */
  requestsPerUrl: number;
  statusCodes: Record<string, number>;
  /** Size of the answer the bare route served, and the `total` it reported (if any). */
  responseBytes: number | null;
  responseTotal: unknown;
  bare: { reqPerSec: number; p50Ms: number | null; p95Ms: number | null; p99Ms: number | null } | null;
}

export interface RunInfo {
  database: string;
  databaseDetail: string;
  listings: number;
  load: LoadOptions;
}

export function entryOf(run: RunInfo, s: Scenario, app: Measurement, bare: Measurement | undefined): ScenarioEntry {
  // 503s (a full queue) or 404s answer fast; only the 2xx share counts as throughput.
  const okPerSec = app.responses > 0 ? (app.reqPerSec * app.ok2xx) / app.responses : 0;
  return {
    scenario: s.name,
    database: run.database,
    listings: run.listings,
    connections: run.load.connections,
    reqPerSec: app.reqPerSec,
    p50Ms: app.p50Ms,
    p95Ms: app.p95Ms,
    p99Ms: app.p99Ms,
    errors: app.errors,
    timeouts: app.timeouts,
    non2xx: app.non2xx,
    non2xxP99Ms: app.non2xxP99Ms,
    ratioToBare: bare && bare.reqPerSec > 0 ? Number((okPerSec / bare.reqPerSec).toPrecision(3)) : null,
    available: !s.unavailable,
    ...(s.unavailable ? { note: `not available on this server: ${s.unavailable}` } : {}),
    description: s.description,
    distinctUrls: s.paths.length,
    responses: app.responses,
    requestsPerUrl: Number((app.responses / s.paths.length).toFixed(1)),
    statusCodes: app.statusCodes,
    responseBytes: s.bareResponse?.body.length ?? null,
    responseTotal: (s.bareResponse && jsonField(s.bareResponse, 'total')) ?? null,
    bare: bare ? { reqPerSec: bare.reqPerSec, p50Ms: bare.p50Ms, p95Ms: bare.p95Ms, p99Ms: bare.p99Ms } : null,
  };
}

/** Requests that did not get a 2xx, in a scenario whose endpoint exists. */
export const failures = (e: ScenarioEntry) => (e.available ? e.errors + e.timeouts + e.non2xx : 0);

export const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));

export function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpuCores: cpus.length,
    memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/** The --json document: the run's context once, then one entry per scenario. */
export function jsonDocument(run: RunInfo, startedAt: Date, loadAtStart: number[], entries: ScenarioEntry[]) {
  return {
    startedAt: startedAt.toISOString(),
    machine: machine(),
    // Other work on the machine skews everything; the load average says how busy it was.
    loadAverage: { start: loadAtStart, end: loadAverage() },
    database: run.database,
    databaseDetail: run.databaseDetail,
    listings: run.listings,
    connections: run.load.connections,
    durationSeconds: run.load.duration,
    warmupSeconds: run.load.warmup,
    scenarios: entries,
  };
}
