/*
 * One load run, in a worker thread so the load generator does not share the event loop of the
 * servers it measures (it still shares the CPU cores). autocannon runs in-process here rather
 * than with its own `workers` option because that option cannot take a setupRequest function
 * (needed to cycle through distinct URLs) and its latency summary has no p95.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

export interface LoadJob {
  /** http://127.0.0.1:port */
  base: string;
  /** Paths with query strings; request k goes to paths[(start + k) % paths.length]. */
  paths: string[];
  start: number;
  connections: number;
  duration: number;
  timeoutSeconds: number;
}

export interface LoadResult {
  /** Mean of the per-second counts of completed responses (any status). */
  reqPerSec: number;
  /** Latency percentiles of the 2xx responses, in milliseconds (sub-millisecond precision). */
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  /**
   * p99 of the other responses: a server that sheds load must do it at once (a 503 after 5 s
   * is no better than a slow 200), and the percentiles above leave these out.
   */
  non2xxP99Ms: number | null;
  responses: number;
  ok2xx: number;
  non2xx: number;
  /** Failed requests other than timeouts (refused or reset connections…). */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Requests built, so the next run (after the warm-up) carries on down the list. */
  issued: number;
}

/**
 * What autocannon hands back when it runs off the main thread: the raw counters, not the
 * aggregated Result its types describe (it aggregates only on the main thread).
 */
interface RawResult {
  totalCompletedRequests: number;
  /** Seconds sampled. */
  samples: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
}

function percentile(sorted: Float64Array, q: number): number | null {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[i]! * 100) / 100;
}

async function run(job: LoadJob): Promise<LoadResult> {
  let next = job.start;
  const latencies: number[] = [];
  const otherLatencies: number[] = [];
  const result = await new Promise<RawResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.base,
        connections: job.connections,
        duration: job.duration,
        timeout: job.timeoutSeconds,
        // One request definition whose path changes every time: the counter is shared by all
        // connections, so concurrent connections ask for different URLs rather than in lockstep.
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: job.paths[next++ % job.paths.length]! }) }],
      },
      (err: unknown, res: unknown) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res as RawResult)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      (statusCode >= 200 && statusCode < 300 ? latencies : otherLatencies).push(responseTime);
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats)) statusCodes[code] = stat.count;
  return {
    // The mean of the per-second counts, as autocannon's own summary computes it.
    reqPerSec: result.samples > 0 ? Math.round((result.totalCompletedRequests / result.samples) * 10) / 10 : 0,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    non2xxP99Ms: percentile(Float64Array.from(otherLatencies).sort(), 0.99),
    responses: result.totalCompletedRequests,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    // autocannon counts a timeout as an error too; here the two are kept apart.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    statusCodes,
    issued: next - job.start,
  };
}

run(workerData as LoadJob).then(
  (result) => parentPort!.postMessage(result),
  (err: unknown) => {
    throw err;
  },
);
