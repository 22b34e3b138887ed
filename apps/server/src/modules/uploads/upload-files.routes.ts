import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { UPLOADS_PREFIX, type UploadsService } from './uploads.service.ts';

/** As long as uploads were always kept: a week, and revalidated after. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * GET /uploads/<file>. Uploads are always WebP that the server wrote, so the type never
 * depends on the name. A local directory is served by @fastify/static as it always was (ranges,
 * ETags); a bucket is streamed through the app with the same headers (docs/decisions/014).
 */
export const uploadFilesRoutes: FastifyPluginAsync<{ uploads: UploadsService; uploadDir: string | undefined }> = async (
  app,
  { uploads, uploadDir },
) => {
  if (uploadDir) {
    await app.register(fastifyStatic, {
      root: uploadDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      maxAge: '7d',
      setHeaders: (res) => {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Type', 'image/webp');
      },
    });
    return;
  }
  app.get<{ Params: { key: string } }>(`${UPLOADS_PREFIX}:key`, { schema: { hide: true } }, async (req, reply) => {
    const file = await uploads.openPicture(req.params.key);
    reply
      .header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`)
      .header('X-Content-Type-Options', 'nosniff')
      .type('image/webp');
    if (file.etag) reply.header('ETag', file.etag);
    if (file.lastModified) reply.header('Last-Modified', file.lastModified.toUTCString());
    if (file.etag && req.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });
};
