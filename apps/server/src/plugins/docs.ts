import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Reboard API',
        description:
          'Marketplace for second-hand electronic hardware. Money is in the minor unit of the deployment currency. ' +
          'Error messages (`error.message`, `error.fields`) are in English or Bengali: `?lang=en|bn`, else the `reboard_lang` cookie, ' +
          'else `Accept-Language`, else English. Error codes never change with the language. Listing texts are returned as their sellers wrote them. ' +
          'POST, PUT, PATCH and DELETE sent by another site (an `Origin` not the site\'s, or without one `Sec-Fetch-Site: cross-site` or `same-site`) ' +
          'are refused with 403 `CROSS_SITE`; a request body must be JSON (`multipart/form-data` for uploads), anything else is 415.',
        version: '0.1.0',
      },
      tags: [
        { name: 'catalog', description: 'Categories and listings' },
        { name: 'newsletter', description: 'Sign up for updates' },
        { name: 'system', description: 'Health and public configuration' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
