import { ApiErrorSchema, LivenessSchema, ReadinessSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SystemService } from './system.service.ts';

/**
 * Probes for a load balancer or an orchestrator, at the root like robots.txt (outside /api, so
 * outside its access rules: they are public). An answer is about this instance at this moment,
 * so no cache may keep one.
 */
export const healthzRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/healthz/live',
    { schema: { tags: ['system'], summary: 'Liveness: the process runs', response: { 200: LivenessSchema } } },
    () => ({ status: 'live' as const }),
  );

  app.get(
    '/healthz/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers, is migrated, and the instance is not shutting down',
        description: '503 with error code DATABASE_UNREACHABLE, MIGRATIONS_PENDING, DRAINING or BUSY when it should get no traffic.',
        response: { 200: ReadinessSchema, 503: ApiErrorSchema },
      },
    },
    () => system.readiness(),
  );
};
