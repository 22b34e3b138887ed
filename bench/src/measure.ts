import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LoadJob, LoadResult } from './load-worker.ts';

/**
 * 30 s (autocannon's default is 10 s): on the embedded database the slowest requests may queue
 * for several seconds, and a slow answer is a result to report, not a failure to hide.
 */
const REQUEST_TIMEOUT_SECONDS = 30;

export interface LoadOptions {
  connections: number;
  /** Measured seconds per target. */
  duration: number;
  /** Unmeasured seconds before it: JIT, connection pools and database caches warm up. */
  warmup: number;
}

export type Measurement = LoadResult;

/** A captured response: what the real app sent, replayed by the bare server. */
export interface Recorded {
  status: number;
  body: Buffer;
  contentType: string;
}

/**
 * The baseline: Fastify with no plugins, no schema and no database, answering every GET with the
 * same stored bytes. The real route's cost over this is what the app (validation, queries,
 * serialisation, headers) adds on top of HTTP itself on this machine. One catch-all route, so
 * the bare run can be sent the very URLs the app run gets.
 */
export async function startBare(response: Recorded): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify({ logger: false });
  app.get('/*', (_req, reply) => reply.type(response.contentType).send(response.body));
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base };
}

/**
 * Warm-up, then the measured run, both cycling through `paths`. The measured run carries on
 * where the warm-up stopped, so on a cold scenario it does not start over with URLs the warm-up
 * has just asked for (and a cache would now hold).
 */
export async function measure(base: string, paths: string[], opts: LoadOptions): Promise<Measurement> {
  let start = 0;
  if (opts.warmup > 0) {
    const warm = await runLoad({ base, paths, start, connections: opts.connections, duration: opts.warmup, timeoutSeconds: REQUEST_TIMEOUT_SECONDS });
    start = warm.issued % paths.length;
  }
  return runLoad({ base, paths, start, connections: opts.connections, duration: opts.duration, timeoutSeconds: REQUEST_TIMEOUT_SECONDS });
}

/**
 * Node 20 does not apply `--import tsx` to worker threads, so the worker registers tsx itself
 * before loading the TypeScript module. Both are resolved here, to absolute URLs, because code
 * evaluated in a worker resolves bare names from the working directory, not from this file.
 */
const WORKER_BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./load-worker.ts', import.meta.url).href)}); })`;

function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: job });
    let settled = false;
    worker.once('message', (result: LoadResult) => {
      settled = true;
      resolve(result);
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`load worker exited with code ${code} before reporting`));
    });
  });
}
