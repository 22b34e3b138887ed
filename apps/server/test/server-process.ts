import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** What the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Kills it if it still runs, and removes its data directory. */
  cleanUp(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it; the process binds it a moment later). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real server (node with tsx, src/main.ts; `args` as `npm start` passes --start), on a free
 * loopback port and a data directory of its own, started from that directory so no .env of the
 * checkout applies. An empty variable in `env` counts as unset. Resolves once /healthz/ready answers 200.
 */
export async function startServerProcess(env: Record<string, string>, args: string[] = []): Promise<ServerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reboard-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), MAIN, ...args], {
    cwd: dataDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO: 'false', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    child,
    port,
    output: () => output,
    exited,
    async cleanUp() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/healthz/ready`).then((r) => r.ok, () => false);
    if (ready) return server;
    if (Date.now() > deadline) {
      await server.cleanUp();
      throw new Error(`the server was not ready within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
