import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null;
}

/**
 * A local HTTP stand-in for the parts of Stripe's API Reboard uses (PaymentIntents and
 * refunds), reached through the SDK's host/port/protocol options. Idempotency keys behave as
 * Stripe's do: the same key returns the same object.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const refunds: string[] = [];
  const creates: URLSearchParams[] = [];

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(json));
      };
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        creates.push(form);
        const key = String(req.headers['idempotency-key'] ?? '');
        const existing = key ? byKey.get(key) : undefined;
        if (existing) return send(200, existing);
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: String(form.get('currency')),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
          metadata,
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (key) byKey.set(key, intent);
        return send(200, intent);
      }
      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const intent = intents.get(one[1]!);
        return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        refunds.push(String(form.get('payment_intent')));
        return send(200, { id: `re_${randomBytes(6).toString('hex')}`, object: 'refund', status: 'succeeded' });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unknown ${req.method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    creates,
    /** What Stripe.js does in the browser when the card goes through. */
    succeed(id: string) {
      intents.get(id)!.status = 'succeeded';
      return intents.get(id)!;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
