import { HealthSchema, PublicConfigSchema } from '@reboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '#server/config.ts';
import type { SystemService } from './system.service.ts';

const DAY_MS = 86_400_000;

export const systemRoutes: FastifyPluginAsyncZod<{ config: AppConfig; system: SystemService }> = async (
  app,
  { config, system },
) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthSchema } } },
    () => system.health(),
  );

  app.get(
    '/config',
    { config: { access: 'public' }, schema: { tags: ['system'], summary: 'Public settings of this deployment', response: { 200: PublicConfigSchema } } },
    () => ({
      currency: config.currency,
      paymentProvider: config.stripe ? ('stripe' as const) : ('test' as const),
      // Rounded down: the page promises buyers no longer than the setting gives them.
      orderAutoCompleteDays: Math.max(1, Math.floor(config.orders.autoCompleteMs / DAY_MS)),
    }),
  );
};
