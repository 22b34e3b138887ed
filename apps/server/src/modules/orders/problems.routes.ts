import { ApiErrorSchema, OrderSchema, ProductParamsSchema, ReportProblemSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '#server/plugins/rate-limit.ts';
import type { ProblemsService } from './problems.service.ts';
import { requireUser } from '../auth/index.ts';

/** Problem reports one buyer may send per minute: each is about a different order; more is spam. */
export const PROBLEMS_PER_MINUTE = 10;

export const problemsRoutes: FastifyPluginAsyncZod<{ problems: ProblemsService }> = async (app, { problems }) => {
  app.post(
    '/orders/:id/problem',
    {
      config: { access: 'buyer', rateLimit: perMinute(PROBLEMS_PER_MINUTE) },
      schema: {
        tags: ['orders'],
        summary: 'Report a problem with a paid or shipped order of yours (not received, not as described) to the admins',
        params: ProductParamsSchema,
        body: ReportProblemSchema,
        response: { 201: OrderSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await problems.report(requireUser(req), req.params.id, req.body)),
  );
};
