import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { CreateOrder, ListingInput } from '@reboard/contracts';
import type { RunningApp } from '../app-server.ts';
import { measure } from '../measure.ts';
import { field, Session } from './session.ts';

// A PNG the repository already holds (uploads take JPEG, PNG or GIF and store WebP).
const PICTURE = path.resolve(import.meta.dirname, '../../../docs/screenshot-home.png');
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

const listing = (name: string): ListingInput => ({
  name,
  yearPurchased: 2021,
  sellerPhone: '01712 345678',
  location: 'Dhaka, Mirpur',
  resalePrice: 999,
  usagePeriod: '1 year',
});

async function newListing(seller: Session, base: string, name: string): Promise<string> {
  const created = await seller.call(base, 'POST', '/api/products', listing(name));
  if (created.status !== 201) throw new Error(`creating a listing answered ${created.status}: ${JSON.stringify(created.body)}`);
  return String(field(created.body, 'id'));
}

/** The listing page through the balancer, with the bench's own load runner (a warm-up first). */
export async function throughput(url: string, seconds: number) {
  const run = await measure(url, ['/api/products'], { connections: 20, duration: seconds, warmup: 2 });
  return { requestsPerSecond: Math.round(run.reqPerSec), p99Ms: run.p99Ms, errors: run.errors + run.timeouts, non2xx: run.non2xx };
}

/** A picture uploaded through A is served by B (shared storage). */
export async function pictureAcrossInstances(a: RunningApp, b: RunningApp, origin: string) {
  const seller = new Session(origin);
  await seller.signUp(a.url, 'seller');
  const form = new FormData();
  form.append('image', new Blob([fs.readFileSync(PICTURE)], { type: 'image/png' }), 'picture.png');
  const uploaded = await seller.call(a.url, 'POST', '/api/uploads', form);
  if (uploaded.status !== 201) throw new Error(`the upload answered ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
  const url = String(field(uploaded.body, 'url'));
  const [viaA, viaB] = await Promise.all([fetch(a.url + url), fetch(b.url + url)]);
  const [bytesA, bytesB] = await Promise.all([viaA.arrayBuffer(), viaB.arrayBuffer()]);
  return { uploadStatus: uploaded.status, servedByOther: viaB.status === 200 && bytesB.byteLength === bytesA.byteLength && bytesA.byteLength > 0 };
}

/** A listing renamed through A is seen renamed through B's cached read, and how soon. */
export async function editSeenAcrossInstances(a: RunningApp, b: RunningApp, origin: string) {
  const seller = new Session(origin);
  await seller.signUp(a.url, 'seller');
  const id = await newListing(seller, a.url, `Scale cache board ${randomUUID().slice(0, 8)}`);
  const name = async () => field((await seller.call(b.url, 'GET', `/api/products/${id}`)).body, 'name');
  await name();
  await name(); // now in B's read cache
  const renamed = `Renamed board ${randomUUID().slice(0, 8)}`;
  const edited = await seller.call(a.url, 'PATCH', `/api/products/${id}`, { ...listing(renamed) });
  const started = performance.now();
  while (performance.now() - started < 1000 && (await name()) !== renamed) await new Promise((r) => setTimeout(r, 20));
  const ms = Math.round(performance.now() - started);
  return { editStatus: edited.status, seenWithinMs: ms, seenWithin1s: (await name()) === renamed && ms <= 1000 };
}

/** Failed sign-ins for one email until refused: through A alone, then alternating A and B. */
export async function sharedSignInLimit(a: RunningApp, b: RunningApp, origin: string) {
  const allowedBefore429 = async (bases: readonly string[]) => {
    const email = `scale-limit-${randomUUID().slice(0, 12)}@bench.reboard.test`;
    // A client address of its own (TRUST_PROXY names 127.0.0.1, where the bench runs), so earlier runs' counters do not interfere.
    const headers = { 'X-Forwarded-For': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    const session = new Session(origin);
    for (let attempt = 0; attempt < 500; attempt++) {
      const answer = await session.call(bases[attempt % bases.length]!, 'POST', '/api/auth/sign-in/email', { email, password: 'wrong-password-1' }, headers);
      if (answer.status === 429) return attempt;
    }
    return Infinity;
  };
  const oneInstance = await allowedBefore429([a.url]);
  const twoInstances = await allowedBefore429([a.url, b.url]);
  return { allowedOnOne: oneInstance, allowedAcrossTwo: twoInstances, shared: Number.isFinite(oneInstance) && twoInstances === oneInstance };
}

/** A loopback address other than 127.0.0.1 (nginx's own), different on every run. */
const loopbackClient = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

/** A JSON POST from the local address `from` (fetch cannot choose it); resolves to the status. */
function postFrom(base: string, from: string, urlPath: string, body: unknown, origin: string): Promise<number> {
  const url = new URL(urlPath, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { Origin: origin, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Two clients at their own addresses (two loopback addresses) reach the app through nginx: the
 * first fails sign-ins to one email until refused, then the second, through the same nginx, must
 * still get its own answer (401, not 429). Were the proxy not trusted (TRUST_PROXY=1 does that
 * since Fastify 5.12), both would be nginx's 127.0.0.1 and share the first one's limit.
 */
export async function clientsBehindProxyApart(balancerUrl: string, origin: string) {
  const email = `scale-proxy-${randomUUID().slice(0, 12)}@bench.reboard.test`;
  const [first, second] = [loopbackClient(), loopbackClient()];
  const attempt = (from: string) => postFrom(balancerUrl, from, '/api/auth/sign-in/email', { email, password: 'wrong-password-1' }, origin);
  let firstRefusedAfter = Infinity;
  for (let i = 0; i < 200; i++) {
    if ((await attempt(first)) === 429) {
      firstRefusedAfter = i;
      break;
    }
  }
  const secondStatus = await attempt(second);
  return { firstRefusedAfter, secondStatus, apart: Number.isFinite(firstRefusedAfter) && secondStatus === 401 };
}

/**
 * Buyers book and pay for listings through the balancer while instance `victim` is killed
 * (SIGKILL) half-way. Every booking or payment the API acknowledged must be there afterwards.
 */
export async function burstWithKill(url: string, survivor: RunningApp, victim: RunningApp, origin: string, buyers = 24) {
  const seller = new Session(origin);
  await seller.signUp(url, 'seller');
  const ids: string[] = [];
  for (let i = 0; i < buyers; i++) ids.push(await newListing(seller, url, `Scale burst board ${i} ${randomUUID().slice(0, 6)}`));
  const people = await Promise.all(ids.map(async () => {
    const s = new Session(origin);
    await s.signUp(url, 'buyer');
    return s;
  }));

  let started = 0;
  let killed = false;
  const outcomes = await Promise.all(
    ids.map(async (productId, i) => {
      await new Promise((r) => setTimeout(r, i * 40));
      const buyer = people[i]!;
      if (++started === Math.floor(buyers / 2) && !killed) {
        killed = true;
        void victim.kill();
      }
      const order: CreateOrder = { productId, phone: '+8801811000000', location: 'Dhanmondi 27', delivery: 'meetup', paymentMethod: 'card', quantity: 1 };
      const booked = await buyer.call(url, 'POST', '/api/orders', order);
      if (booked.status !== 201) return { buyer, orderId: undefined, paid: false, failed: 1 };
      const orderId = String(field(booked.body, 'id'));
      const intent = await buyer.call(url, 'POST', `/api/orders/${orderId}/payment-intent`);
      const paid = intent.status === 200 || intent.status === 201
        ? await buyer.call(url, 'POST', `/api/orders/${orderId}/payments`, { clientSecret: field(intent.body, 'clientSecret'), card: TEST_CARD })
        : intent;
      return { buyer, orderId, paid: paid.status === 201, failed: paid.status === 201 ? 0 : 1 };
    }),
  );

  // Every acknowledged order, asked of the instance that lived: is it there, and paid when its payment was acknowledged?
  let lost = 0;
  for (const o of outcomes) {
    if (!o.orderId) continue;
    const order = await o.buyer.call(survivor.url, 'GET', `/api/orders/${o.orderId}`);
    if (order.status !== 200 || (o.paid && field(order.body, 'status') !== 'paid')) lost++;
  }
  return {
    attempts: buyers,
    bookingsAcknowledged: outcomes.filter((o) => o.orderId).length,
    paymentsAcknowledged: outcomes.filter((o) => o.paid).length,
    failedRequests: outcomes.reduce((n, o) => n + o.failed, 0),
    acknowledgedLost: lost,
  };
}
