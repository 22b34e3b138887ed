import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** An open GET /api/events stream, as a browser's EventSource holds it. */
export interface OpenStream {
  /** Resolves once one more event named `name` has arrived than `next` has already waited for. */
  next(name: string, ms?: number): Promise<void>;
  /** Every event name received so far, in order. */
  events: string[];
  close(): void;
}

/** Listens on a free port (once per app) and opens the user's event stream on it. */
export async function openEventStream(app: FastifyInstance, cookie: string): Promise<OpenStream> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const events: string[] = [];
  const consumed = new Map<string, number>();
  let buffer = '';
  const req = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: { cookie, accept: 'text/event-stream' } });
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
  if (res.statusCode !== 200) throw new Error(`GET /api/events answered ${res.statusCode}`);
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    const end = buffer.lastIndexOf('\n\n');
    if (end < 0) return;
    for (const match of buffer.slice(0, end).matchAll(/^event: (\w+)$/gm)) events.push(match[1]!);
    buffer = buffer.slice(end + 2);
  });
  // The first comment says the stream is registered: events published from now on arrive.
  await new Promise<void>((resolve) => res.once('data', () => resolve()));
  const count = (name: string) => events.filter((e) => e === name).length;
  return {
    events,
    async next(name, ms = 5000) {
      const want = (consumed.get(name) ?? 0) + 1;
      const deadline = Date.now() + ms;
      while (count(name) < want) {
        if (Date.now() > deadline) throw new Error(`no '${name}' event within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      consumed.set(name, want);
    },
    close: () => req.destroy(),
  };
}
