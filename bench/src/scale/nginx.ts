import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';

export interface Balancer {
  url: string;
  /** Rewrites the upstream list and reloads nginx (gracefully: requests in flight finish). */
  balance(ports: readonly number[]): Promise<void>;
  stop(): Promise<void>;
}

/** Debian's nginx; installed with apt when missing and the bench runs as root, as .ci/run does. */
function ensureNginx(progress: (m: string) => void): void {
  if (fs.existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: sudo apt-get install nginx');
  progress('installing nginx (Debian package)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** The same proxying as docs/deploy.md, on loopback, with every file nginx writes in `dir`. */
function config(dir: string, port: number, upstreams: readonly number[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n  ');
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp}
  upstream reboard {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://reboard;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

/** nginx on `port` (chosen before the instances start, so they can be told the site's address). */
export async function startNginx(port: number, upstreams: readonly number[], progress: (m: string) => void): Promise<Balancer> {
  ensureNginx(progress);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reboard-scale-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config(dir, port, upstreams));
  // -e: its first error log line goes to our file too, not to /var/log (which needs root).
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/healthz/live`);
      break;
    } catch {
      if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  progress(`nginx balancing ${upstreams.length} instance(s) on ${url}`);
  return {
    url,
    async balance(ports) {
      fs.writeFileSync(conf, config(dir, port, ports));
      child.kill('SIGHUP');
      // New workers take over within a moment; old ones finish what they hold.
      await new Promise((r) => setTimeout(r, 500));
      progress(`nginx now balancing ${ports.length} instance(s)`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
