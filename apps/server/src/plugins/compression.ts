import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Replies smaller than this go as they are: a few hundred bytes gain nothing worth the CPU. */
export const COMPRESS_THRESHOLD = 1024;

/** In the order we prefer them. zstd is left out: not every Node this runs on has it, and browsers prefer br anyway. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

// Brotli's default (quality 11) is for build time; 4 compresses about as well as gzip -6
// in a fraction of quality 11's time, which matters when every reply pays for it.
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const zlibOptions = { level: 6 };

/**
 * Compresses API and HTML replies on the fly when the client says it can read brotli or gzip
 * (Accept-Encoding), and says so in Vary. The built web app's assets are compressed once at
 * build time and served as they are (plugins/web.ts), and the public read cache keeps its
 * compressed copies (plugins/public-cache.ts); this only touches what is made per request.
 * Registered before the static files, as @fastify/compress requires.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ENCODINGS,
    brotliOptions,
    zlibOptions,
    // Request bodies stay as sent: nobody needs to upload compressed JSON, and inflating it
    // would let a small body grow past the body limit's intent (a "zip bomb").
    globalDecompression: false,
  });
}

/**
 * The encoding @fastify/compress would choose for this request, by the same negotiation
 * (`*` and x-gzip read as gzip), for replies compressed ahead of time; undefined for none.
 */
export function acceptedEncoding(req: FastifyRequest): Encoding | undefined {
  const header = req.headers['accept-encoding'];
  if (header === undefined || req.headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS) ?? undefined;
}

/** `body` compressed as the plugin compresses replies (same settings), for a reply kept ready to send. */
export function compressed(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body, zlibOptions);
}
