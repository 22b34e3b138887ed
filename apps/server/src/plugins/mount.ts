import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app as a module's door mounts its routes on it: each route's zod schemas type its request. */
export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** Where the JSON API lives: a module mounts its API routes under it (robots.txt, probes and files stay at the root). */
export const API_PREFIX = '/api';
