import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/server-process.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 180_000;

export interface RunningApp {
  url: string;
  port: number;
  /** SIGTERM, then waits for the exit; removes the temp data directory it made. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would: nothing is flushed or closed. */
  kill(): Promise<void>;
}

export interface AppOptions {
  /** Settings over the defaults below, e.g. DATABASE_URL, REDIS_URL, UPLOAD_DIR, AUTH_SECRET. */
  env?: NodeJS.ProcessEnv;
  /** Names the instance in progress lines. */
  name?: string;
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/**
 * The built app as `npm start` runs it, in a child process (so the load generator or the browser
 * does not share its event loop), by default on the embedded database in a temp directory seeded
 * with the demo data. The web app is built first when its sources are newer than the last build.
 */
export async function startBuiltApp(progress: (m: string) => void, options: AppOptions = {}): Promise<RunningApp> {
  // Its progress goes to stderr with ours: stdout carries only the report (--json).
  const build = spawn(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: REPO_ROOT, stdio: ['ignore', 2, 'inherit'] });
  const built = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (built !== 0) throw new Error('the web app could not be built');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-bench-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The embedded database and the default paths unless the caller says otherwise, whatever the
  // shell has: the bench owns its data.
  const { DATABASE_URL: _db, UPLOAD_DIR: _up, WEB_DIST_DIR: _dist, PUBLIC_URL: _pub, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  };

  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    }
  };
  const stop = async () => {
    await end('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  try {
    await waitUntilReady(url, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded database with demo data in ${dataDir}`;
  progress(`${options.name ?? 'app'} ready on ${url} (${where}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return { url, port, stop, kill: () => end('SIGKILL') };
}
