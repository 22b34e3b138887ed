import { HealthSchema, PublicConfigSchema } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ config: AppConfig; database: DatabaseHandle }> = async (
  app,
  { config, database },
) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthSchema } } },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  );

  app.get(
    '/config',
    { config: { access: 'public' }, schema: { tags: ['system'], summary: 'Public settings of this deployment', response: { 200: PublicConfigSchema } } },
    () => ({ currency: config.currency, paymentProvider: config.stripe ? ('stripe' as const) : ('test' as const) }),
  );
};
