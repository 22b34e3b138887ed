import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '@reboard/server/test/server-process.ts';
import { startBuiltApp, type RunningApp } from '../app-server.ts';
import { loadAverage, machine } from '../results.ts';
import { burstWithKill, clientsBehindProxyApart, editSeenAcrossInstances, pictureAcrossInstances, sharedSignInLimit, throughput } from './checks.ts';
import { startNginx, type Balancer } from './nginx.ts';

const HELP = `Usage: npm run scale -- [options]                    (from the repository root)

Starts two instances of the built app on one scratch PostgreSQL database (DATABASE_URL's
server, default postgres://postgres@127.0.0.1:5432/postgres), with Redis when REDIS_URL (default
redis://127.0.0.1:6379) answers, behind Debian's nginx on loopback, and reports: listing-page
throughput with one and with two instances; a burst of bookings and payments with one instance
killed half-way (acknowledged orders lost, failed requests); a picture uploaded through one
instance served by the other; a listing edited through one seen through the other's cached
read within 1 s; failed sign-ins spread over both meeting one shared limit; two clients behind
nginx (two loopback addresses) limited apart. Removes everything it started.

  --seconds N  length of each throughput run (default 10)
  --json       print one JSON document on stdout instead of the summary
  --help       this text`;

const progress = (m: string) => console.error(m);

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const seconds = Number(values.seconds);
  if (!Number.isInteger(seconds) || seconds < 1) {
    console.error(`--seconds must be a whole number of seconds\n\n${HELP}`);
    return 2;
  }
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const startedAt = new Date();
  const loadAtStart = loadAverage();

  const scratch = `reboard_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratch}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${scratch}` }).toString();
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-scale-'));
  const withRedis = await redisAnswers(redisUrl);
  const instances: RunningApp[] = [];
  let balancer: Balancer | undefined;
  const cleanup = async () => {
    await balancer?.stop().catch(() => {});
    await Promise.all(instances.map((i) => i.stop().catch(() => {})));
    await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
    fs.rmSync(shared, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

  try {
    const nginxPort = await freePort();
    const site = `http://127.0.0.1:${nginxPort}`;
    const env = {
      DATABASE_URL: databaseUrl,
      // The site's address is the balancer's: the API accepts writes whose Origin is that.
      PUBLIC_URL: site,
      UPLOAD_DIR: path.join(shared, 'uploads'),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // nginx runs on loopback: named, not counted (a hop count trusts no proxy since Fastify 5.12).
      TRUST_PROXY: '127.0.0.1',
      // Every bench account signs up from this one machine: the per-address allowance would stop
      // the burst's sign-ups. The per-email limit the shared-limit check uses stays as it is.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ...(withRedis ? { REDIS_URL: redisUrl } : {}),
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const name of ['A', 'B']) instances.push(await startBuiltApp(progress, { name, env }));
    const [a, b] = instances as [RunningApp, RunningApp];
    balancer = await startNginx(nginxPort, [a.port], progress);
    const origin = site;

    progress(`throughput with one instance (${seconds} s)…`);
    const one = await throughput(balancer.url, seconds);
    await balancer.balance([a.port, b.port]);
    progress(`throughput with two instances (${seconds} s)…`);
    const two = await throughput(balancer.url, seconds);

    progress('cross-instance checks…');
    const picture = await pictureAcrossInstances(a, b, origin);
    const cache = await editSeenAcrossInstances(a, b, origin);
    const limit = await sharedSignInLimit(a, b, origin);
    const proxied = await clientsBehindProxyApart(balancer.url, origin);
    progress('bookings and payments while instance B is killed…');
    const burst = await burstWithKill(balancer.url, a, b, origin);

    const doc = {
      startedAt: startedAt.toISOString(),
      machine: machine(),
      loadAverage: { start: loadAtStart, end: loadAverage() },
      redis: withRedis,
      throughput: { oneInstance: one, twoInstances: two, ratio: Number((two.requestsPerSecond / one.requestsPerSecond).toFixed(2)) },
      burst,
      crossInstance: { picture, cache, signInLimit: limit },
      behindProxy: proxied,
      ok: burst.acknowledgedLost === 0 && picture.servedByOther && cache.seenWithin1s && limit.shared && proxied.apart,
    };
    if (values.json) console.log(JSON.stringify(doc, null, 2));
    else {
      console.log(`listing page: ${one.requestsPerSecond} req/s with one instance, ${two.requestsPerSecond} with two (×${doc.throughput.ratio})`);
      console.log(`burst with B killed: ${burst.bookingsAcknowledged} bookings and ${burst.paymentsAcknowledged} payments acknowledged, ${burst.acknowledgedLost} lost, ${burst.failedRequests} failed`);
      console.log(`picture through A served by B: ${picture.servedByOther}; edit through A seen by B in ${cache.seenWithinMs} ms: ${cache.seenWithin1s}`);
      console.log(`failed sign-ins allowed: ${limit.allowedOnOne} on one instance, ${limit.allowedAcrossTwo} across two (shared: ${limit.shared}${withRedis ? '' : ', Redis not answering'})`);
      console.log(`behind nginx: one client refused after ${proxied.firstRefusedAfter} failed sign-ins, another then answered ${proxied.secondStatus} (limited apart: ${proxied.apart})`);
    }
    return doc.ok ? 0 : 1;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
