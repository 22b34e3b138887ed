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
          'A state-changing request from another site is refused.',
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
