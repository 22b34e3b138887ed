import { ApiErrorSchema, MessageSchema, ProductParamsSchema, ReportRequestSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { ReportsService } from './reports.service.ts';
import { requireUser } from '../auth/index.ts';

/** Reports one person may file per minute (each is a different listing; more is spam). */
export const REPORTS_PER_MINUTE = 10;

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.post(
    '/products/:id/reports',
    {
      config: { access: 'user', rateLimit: perMinute(REPORTS_PER_MINUTE) },
      schema: {
        tags: ['listings'],
        summary: 'Report a listing to the admins (one open report per person and listing)',
        params: ProductParamsSchema,
        body: ReportRequestSchema,
        response: { 201: MessageSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await reports.report(requireUser(req), req.params.id, req.body.reason)),
  );
};
