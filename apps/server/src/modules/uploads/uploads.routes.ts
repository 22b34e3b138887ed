import multipart from '@fastify/multipart';
import { ApiErrorSchema, MAX_UPLOAD_BYTES, UploadResponseSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '#server/lib/errors.ts';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { UploadsService } from './uploads.service.ts';
import { requireUser } from '../auth/index.ts';

/** Pictures one person may upload per minute: a listing holds up to 10, and a retry or two. */
export const UPLOADS_PER_MINUTE = 60;

/**
 * The multipart parser's own complaints (no boundary, a body cut short, a broken part header)
 * are plain errors without a code: the request is malformed, a 400. Its coded errors (limits,
 * premature close) go on to the error handler's table.
 */
const malformed = (err: unknown): never => {
  if (err instanceof Error && !('code' in err)) throw invalid('errors.upload.malformed', { image: 'errors.upload.malformed' });
  throw err;
};

/** POST /api/uploads: one image (field `image`), stored under a name the server makes, as the uploader's. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    '/uploads',
    {
      config: { access: 'user', rateLimit: perMinute(UPLOADS_PER_MINUTE) },
      schema: {
        tags: ['accounts'],
        summary: 'Upload a JPG, PNG or GIF (≤ 5 MB, ≤ 20 megapixels); stored as WebP, with copies 320, 640 and 1200 px wide. Only you may put it on a listing or your profile; one not used within a day is deleted',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponseSchema, 400: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema, 429: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw invalid('errors.upload.multipart', { image: 'errors.upload.fileRequired' });
      const file = await req.file().catch(malformed);
      if (!file) throw invalid('errors.upload.noFile', { image: 'errors.upload.fileRequired' });
      const url = await uploads.storePicture(requireUser(req).id, await file.toBuffer().catch(malformed));
      return reply.status(201).send({ url });
    },
  );
};
