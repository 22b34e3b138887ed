import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchPostgres, testDbKind } from '#test/database.ts';
import { startServerProcess, type ServerProcess } from '#test/server-process.ts';

/**
 * A request the server cannot finish before the client does: its body is sent in two parts,
 * the second when the test says. A slow client (a phone on a bad line sending a form) is the
 * slow request every server meets, and it needs no hook in the app to be made slow.
 */
function slowRequest(port: number) {
  const body = JSON.stringify({ firstName: 'Late', lastName: 'Caller', email: `late-${port}@example.com` });
  const agent = new http.Agent({ keepAlive: true });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/newsletter',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const outcome = new Promise<{ status: number; connection: string | undefined; body: string } | { error: string }>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
  req.write(body.slice(0, 10));
  return {
    finish: () => req.end(body.slice(10)),
    outcome: outcome.finally(() => agent.destroy()),
  };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping the server (SIGTERM)', () => {
  let server: ServerProcess | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await server?.cleanUp();
    await dropDatabase?.();
  });

  // The grace period is 10 s by default; 2 s here, so the test does not wait the whole default.
  it('refuses new connections, lets a slow request finish, cuts one that outstays the grace period, and exits 0', async () => {
    let env: Record<string, string> = {};
    if (testDbKind() === 'postgres') {
      const db = await scratchPostgres('template');
      dropDatabase = db.drop;
      env = { DATABASE_URL: db.url };
    }
    server = await startServerProcess({ ...env, SHUTDOWN_GRACE_MS: '2000' });
    const { port } = server;
    const finishing = slowRequest(port);
    const stuck = slowRequest(port);
    // Long enough for the server to have read both requests' headers (loopback, milliseconds).
    await sleep(300);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(() => refusesConnections(port), { timeout: 5_000, interval: 50 }).toBe(true);
    expect(server.child.exitCode, server.output()).toBeNull();

    finishing.finish();
    const finished = await finishing.outcome;
    // Closing its kept-alive connection too, which would otherwise hold the stop for the whole grace period.
    expect(finished, server.output()).toEqual({ status: 201, connection: 'close', body: expect.stringContaining('message') });
    expect(server.child.exitCode).toBeNull(); // still waiting for the stuck request

    // The stuck request has its connection closed once the grace period is over, and the process ends cleanly.
    expect(await stuck.outcome).toEqual({ error: expect.stringMatching(/ECONNRESET|socket hang up/) });
    expect(await server.exited, server.output()).toBe(0);
    const stoppedAfter = Date.now() - signalled;
    expect(stoppedAfter).toBeGreaterThanOrEqual(1_900);
    expect(stoppedAfter).toBeLessThan(7_000);
    expect(server.output()).toContain('SIGTERM: draining (no new connections; requests in flight get 2 s)');
    // A process's start (tsx compiling, a new embedded database migrated) plus the grace period.
  }, 90_000);
});
