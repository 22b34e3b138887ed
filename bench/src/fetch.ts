import type { FastifyInstance } from 'fastify';
import type { Recorded } from './measure.ts';

/**
 * GETs a path from an app in-process (no socket): used while preparing the URL lists, on an app
 * instance that is closed before the measured one starts, so whatever it caches is gone.
 */
export async function fetchFrom(app: FastifyInstance, path: string): Promise<Recorded> {
  const res = await app.inject({ method: 'GET', url: path });
  const type = res.headers['content-type'];
  return {
    status: res.statusCode,
    body: res.rawPayload,
    contentType: typeof type === 'string' ? type : 'application/octet-stream',
  };
}

/** The median-sized 200 answer: what the bare route serves for a scenario of many URLs. */
export function representative(responses: readonly Recorded[]): Recorded | undefined {
  const ok = responses.filter((r) => r.status === 200).sort((a, b) => a.body.length - b.body.length);
  return ok[Math.floor(ok.length / 2)];
}

/** A field of a JSON answer (e.g. nextCursor, total), or undefined if it has none. */
export function jsonField(r: Recorded, field: string): unknown {
  try {
    const parsed: unknown = JSON.parse(r.body.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[field] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A fixed pseudo-random order (mulberry32, constant seed): consecutive requests go to unrelated
 * URLs, and every run sends them in the same order.
 */
export function shuffled<T>(items: readonly T[], seed = 20261123): T[] {
  const out = [...items];
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
