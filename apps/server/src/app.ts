import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

/** JSON bodies above this are refused with 413 (uploads have their own limit). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole application. Given a database, it uses it as it is (tests prepare a fresh
 * one); otherwise it opens the configured one, migrates and seeds it, and closes it on close.
 */
export async function buildApp(config: AppConfig, database?: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    bodyLimit: BODY_LIMIT,
    // Never trust X-Forwarded-* unless the operator says a proxy sits in front.
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let owned = false;
  if (!database) {
    database = await openDatabase(config);
    owned = true;
    try {
      await prepareDatabase(database, config);
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  const db = database.db;
  if (owned) app.addHook('onClose', () => database.close());

  await registerSecurity(app, { https: config.publicUrl?.startsWith('https://') ?? false });
  await registerDocs(app);
  const sendIndex = await registerWeb(app, config);
  registerErrorHandling(app, sendIndex);

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { config, database });
      await api.register(catalogRoutes, { catalog: createCatalogService(db) });
      await api.register(newsletterRoutes, { newsletter: createNewsletterService(db) });
    },
    { prefix: '/api' },
  );
  return app;
}
