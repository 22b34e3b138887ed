import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const TEXT = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than a packet; the server's threshold matches. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `name.br` and `name.gz` beside every text asset of the client build, at the highest
 * levels (done once, so the time is well spent); the server sends them as they are
 * (@fastify/static's preCompressed). HTML is left out: the server makes or rewrites the page
 * per request and compresses it then. A copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'reboard-precompress',
    apply: 'build',
    async closeBundle() {
      // Per build environment: the server-side bundle (if any) is never sent to a browser.
      const { config } = this.environment;
      if (config.consumer !== 'client' || config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!TEXT.test(file)) continue;
        jobs.push(compressBeside(file));
      }
      await Promise.all(jobs);
    },
  };
}

async function compressBeside(file: string): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}
