import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeOperation, SESSION_COOKIE, SESSION_SCHEME } from './openapi-operations.ts';

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs. Every operation has an
 * operationId, says whether it needs the session cookie and lists its 4xx answers, so a client
 * generator can use the document as it is (`npm run check` lints it with Redocly's rules).
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Reboard API',
        description:
          'Marketplace for second-hand electronic hardware. Money is in the minor unit of the deployment currency. ' +
          'Error messages (`error.message`, `error.fields`) are in English or Bengali: `?lang=en|bn`, else the `reboard_lang` cookie, ' +
          'else `Accept-Language`, else English. Error codes never change with the language. Listing texts are returned as their sellers wrote them. ' +
          'Sign in through `/api/auth/sign-in/email` (Better Auth); the session is an httpOnly cookie. ' +
          'POST, PUT, PATCH and DELETE sent by another site (an `Origin` not the site\'s, or without one `Sec-Fetch-Site: cross-site` or `same-site`) ' +
          'are refused with 403 `CROSS_SITE`; a request body must be JSON (`multipart/form-data` for uploads), anything else is 415.',
        version: '0.1.0',
        license: { name: 'Proprietary' },
      },
      // Relative to the document: the instance that serves it.
      servers: [{ url: '/', description: 'This Reboard instance' }],
      tags: [
        { name: 'catalog', description: 'Categories and listings' },
        { name: 'newsletter', description: 'Sign up for updates' },
        { name: 'system', description: 'Health and public configuration' },
      ],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: `The session cookie set by signing in (named \`__Secure-${SESSION_COOKIE}\` when the site is served over https).`,
          },
        },
      },
    },
    transform: (document) => jsonSchemaTransform({ ...document, schema: describeOperation(document.route, document.schema ?? {}) }),
    // Named schemas (the error shape) become components the operations refer to.
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

type OpenApiObject = ReturnType<typeof jsonSchemaTransformObject>;

/** A named schema is emitted for requests and responses alike; keep only those referred to. */
function withoutUnusedSchemas(document: OpenApiObject): OpenApiObject {
  const schemas = 'components' in document ? document.components?.schemas : undefined;
  if (!schemas) return document;
  const refs = JSON.stringify(document.paths);
  for (const name of Object.keys(schemas)) {
    if (!refs.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}
