import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';

const REQUEST_TIMEOUT_SECONDS = 30;

export interface LoadOptions {
  connections: number;
  /** Measured seconds per target. */
  duration: number;
  /** Unmeasured seconds before it: JIT, connection pools and database caches warm up. */
  warmup: number;
}

export interface Measurement {
  /** Mean requests per second over the measured seconds. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

/** A captured response: what the real app sent, replayed by the bare server. */
export interface Recorded {
  body: Buffer;
  contentType: string;
}

/** GETs a path once and keeps the exact bytes; anything but a 200 stops the benchmark. */
export async function record(base: string, path: string): Promise<Recorded> {
  const res = await fetch(base + path);
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body.toString('utf8', 0, 300)}`);
  return { body, contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
}

/**
 * The baseline: Fastify with no plugins, no schema and no database, sending stored bytes.
 * The real route's cost over this is what the app (validation, queries, serialisation, headers)
 * adds on top of HTTP itself on this machine.
 */
export async function startBare(responses: Map<string, Recorded>): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify({ logger: false });
  for (const pathname of new Set([...responses.keys()].map((p) => p.split('?')[0]!))) {
    app.get(pathname, (req, reply) => {
      const hit = responses.get(req.url);
      if (!hit) return reply.code(404).send();
      return reply.type(hit.contentType).send(hit.body);
    });
  }
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base };
}

/**
 * Warm-up, then the measured run. The load generator runs in a worker thread (autocannon's
 * `workers`), so it does not share the event loop of the servers it is measuring.
 */
export async function measure(url: string, opts: LoadOptions): Promise<Measurement> {
  if (opts.warmup > 0) await fire(url, opts.connections, opts.warmup);
  const result = await fire(url, opts.connections, opts.duration);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

async function fire(url: string, connections: number, duration: number): Promise<autocannon.Result> {
  // A 30 s timeout (autocannon's default is 10 s): on the embedded database with 100k listings the
  // slowest requests queue for several seconds, and a slow answer is a result, not a failure.
  const result = await autocannon({ url, connections, duration, workers: 1, timeout: REQUEST_TIMEOUT_SECONDS });
  // Numbers from failed or refused requests would flatter the target, so any error is fatal.
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses ` +
        `(status codes: ${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  if (result.requests.total === 0) throw new Error(`${url}: no request completed in ${duration} s`);
  return result;
}
