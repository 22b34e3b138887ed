import net from 'node:net';
import type { Env } from './config.ts';

/*
 * The rules a schema of single variables cannot say: settings that only make sense together,
 * and values that need more than a pattern to check. Each broken rule stops the start with one line.
 */

export class ConfigError extends Error {}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Half an S3 configuration would silently keep pictures on the local disk (or fail at the first
 * upload), so it stops the start instead. Keys are required: the SDK's own credential chain
 * would make where the keys come from depend on the machine.
 */
export function checkS3Settings(e: Env): void {
  if (e.S3_BUCKET) {
    const missing = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((n) => !e[n as keyof typeof e]);
    if (missing.length) throw new ConfigError(`Invalid configuration: S3_BUCKET needs ${missing.join(' and ')} as well`);
    return;
  }
  const stray = S3_SETTINGS.find((n) => e[n]);
  if (stray) throw new ConfigError(`Invalid configuration: ${stray} is set but S3_BUCKET is not (uploads would stay on the local disk)`);
}

/**
 * Links in pages, the sitemap, robots.txt and mail are absolute, and they come from PUBLIC_URL,
 * never from the request's Host header (anyone may send any Host, and robots.txt is cached).
 * Development and tests fall back to http://localhost:PORT. Production has no safe fallback,
 * except `npm start`'s production on a loopback address (`local`): nobody else reaches it, so
 * localhost is the right address; the fallback is returned, for one warning at start.
 */
export function checkPublicUrl(e: Env, local: boolean): string | undefined {
  if (e.NODE_ENV !== 'production' || e.PUBLIC_URL) return undefined;
  if (local && isLoopback(e.HOST)) return localUrl(e.HOST, e.PORT);
  throw new ConfigError(
    local
      ? `Invalid configuration: PUBLIC_URL must be set when npm start listens beyond this machine (HOST=${e.HOST}): the address people use, e.g. http://192.168.1.10:${e.PORT}`
      : 'Invalid configuration: PUBLIC_URL must be set when NODE_ENV=production (the address people use, e.g. https://reboard.example.com)',
  );
}

/** Whether only this machine can reach an address the server listens on. */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The address of a server listening on `host` as this machine's browser would write it. */
export const localUrl = (host: string, port: number) =>
  `http://${isLoopback(host) || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For is believed. A hop count is refused: since
 * Fastify 5.12 a number trusts no proxy at all (it cannot check who the nearest peer is), so
 * every client behind the proxy would share its address and its rate limits.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  if (entries.some((v) => /^\d+$/.test(v))) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY=${value} is a hop count, which Fastify 5.12+ reads as trusting no proxy; name the proxy instead: TRUST_PROXY=127.0.0.1 or loopback`,
    );
  }
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be true, false or the proxies' addresses or ranges, such as 127.0.0.1, loopback or 10.0.0.0/8 (got "${value}")`,
    );
  }
  return entries.join(',');
}
