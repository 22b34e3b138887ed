import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go as they are: a few hundred bytes gain nothing worth the CPU. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses API and HTML replies on the fly when the client says it can read brotli or gzip
 * (Accept-Encoding), and says so in Vary. The built web app's assets are compressed once at
 * build time and served as they are (plugins/web.ts); this only touches what is made per request.
 * Registered before the static files, as @fastify/compress requires.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    // zstd is left out: not every Node this runs on has it, and browsers prefer br anyway.
    encodings: ['br', 'gzip'],
    // Brotli's default (quality 11) is for build time; 4 compresses about as well as gzip -6
    // in a fraction of quality 11's time, which matters when every reply pays for it.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as sent: nobody needs to upload compressed JSON, and inflating it
    // would let a small body grow past the body limit's intent (a "zip bomb").
    globalDecompression: false,
  });
}
