import {
  ApiErrorSchema,
  IMPORT_MAX_ROWS,
  ImportCreatedSchema,
  ImportParamsSchema,
  ImportRowChangeSchema,
  ImportRowParamsSchema,
  ImportUploadSchema,
  ListingImportSchema,
} from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perMinute } from '#server/plugins/rate-limit.ts';
import { requireUser } from '../../auth/index.ts';
import { IMPORT_TEMPLATE, IMPORT_TEMPLATE_DISPOSITION } from './import-template.ts';
import type { ImportsService } from './imports.service.ts';

/** An upload's body: IMPORT_MAX_CHARS characters, each up to three bytes in UTF-8 (Bengali), with room for JSON's escapes. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

/** Uploads per minute by one seller: each is up to a thousand rows checked in the background. */
export const UPLOADS_PER_MINUTE = 10;

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** Listing from a spreadsheet: the template, the upload, its preview, fixing and skipping rows, and the publish. */
export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (app, { imports }) => {
  app.get(
    '/listings/imports/template.csv',
    {
      config: { access: 'public' },
      schema: {
        tags: ['listings'],
        summary: 'The spreadsheet template: the header with every column, and two example rows (CSV, UTF-8)',
        response: { 200: z.string().describe('text/csv') },
      },
    },
    (_req, reply) => {
      void reply.header('content-disposition', IMPORT_TEMPLATE_DISPOSITION).header('cache-control', 'public, max-age=3600').type('text/csv; charset=utf-8');
      return IMPORT_TEMPLATE;
    },
  );

  app.post(
    '/listings/imports',
    {
      config: { access: 'seller', rateLimit: perMinute(UPLOADS_PER_MINUTE) },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['listings'],
        summary: `Upload a CSV (or cells pasted from a spreadsheet) of up to ${IMPORT_MAX_ROWS} listings; its rows are checked in the background (poll the import)`,
        body: ImportUploadSchema,
        response: { 202: ImportCreatedSchema, ...errors, 413: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(202).send(await imports.upload(requireUser(req), req.body.text)),
  );

  app.get(
    '/listings/imports/:id',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['listings'],
        summary: 'One of your uploads: the progress of its check, then every row with its problems by column, and the counts',
        params: ImportParamsSchema,
        response: { 200: ListingImportSchema, ...errors },
      },
    },
    (req, reply) => {
      // The progress changes while it is checked: never a cached answer.
      void reply.header('cache-control', 'no-store');
      return imports.view(requireUser(req), req.params.id);
    },
  );

  app.patch(
    '/listings/imports/:id/rows/:line',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['listings'],
        summary: 'Fix a row (its cells, checked again at once) or skip it (or take it back), before publishing',
        params: ImportRowParamsSchema,
        body: ImportRowChangeSchema,
        response: { 200: ListingImportSchema, ...errors },
      },
    },
    (req) => imports.changeRow(requireUser(req), req.params.id, req.params.line, req.body),
  );

  app.post(
    '/listings/imports/:id/publish',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['listings'],
        summary: 'List every row not skipped, in one go (a SKU of one of your listings updates it); refused while a row has a problem',
        params: ImportParamsSchema,
        response: { 200: ListingImportSchema, ...errors },
      },
    },
    (req) => imports.publish(requireUser(req), req.params.id),
  );
};
