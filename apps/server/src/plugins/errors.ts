import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import { PICTURE_ERRORS } from '@reboard/contracts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type ErrorKind } from '../lib/errors.ts';
import { localeOfRequest, translatorFor } from '../lib/i18n.ts';
import type { SendIndex } from './web.ts';

type Body = { error: { code: string; message: string; fields?: Record<string, string> } };
const body = (code: string, message: string, fields?: Record<string, string>): Body => ({
  error: fields ? { code, message, fields } : { code, message },
});

/**
 * The one place a kind of failure becomes an HTTP status. Services throw DomainError with a
 * kind; Fastify's own client errors are given a kind below, so every status comes from here.
 */
export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_refused: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};

/** Fastify's own client errors, by code, with a message a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, [ErrorKind, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['too_large', 'PAYLOAD_TOO_LARGE', 'The request body is too large'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid', 'MALFORMED_JSON', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid', 'MALFORMED_JSON', 'The request body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported', 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['invalid', 'BAD_REQUEST', 'The content length does not match the body'],
  FST_REQ_FILE_TOO_LARGE: ['too_large', 'FILE_TOO_LARGE', PICTURE_ERRORS.tooBig],
  FST_FILES_LIMIT: ['too_large', 'TOO_MANY_FILES', 'Send one file at a time'],
  FST_PARTS_LIMIT: ['too_large', 'TOO_MANY_PARTS', 'Send one file at a time'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['invalid', 'BAD_REQUEST', 'Send the picture as multipart/form-data'],
};

/**
 * One place maps every failure to `{error:{code,message,fields?}}` with the right status.
 * Nothing below 500 is logged as an error, and no stack trace ever leaves the server.
 */
export function registerErrorHandling(app: FastifyInstance, sendIndex: SendIndex | null): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const t = translatorFor(localeOfRequest(request));
    // The database driver wraps what the connection throws (the embedded queue's refusal).
    const domain = err instanceof DomainError ? err : err.cause instanceof DomainError ? err.cause : undefined;
    if (domain) {
      // Unavailable is a moment's crowding (the embedded database's queue), worth one retry soon.
      if (domain.kind === 'unavailable') reply.header('retry-after', '1');
      const fields = domain.fields && Object.fromEntries(Object.entries(domain.fields).map(([name, message]) => [name, t(message, domain.params)]));
      return reply.status(STATUS_BY_KIND[domain.kind]).send(body(domain.code, t(domain.message, domain.params), fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'request';
        fields[key] ??= t(issue.message ?? 'Invalid value');
      }
      const names = Object.keys(fields).join(', ');
      return reply.status(STATUS_BY_KIND.invalid).send(body('VALIDATION', `Invalid input: ${names}`, fields));
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(STATUS_BY_KIND[known[0]]).send(body(known[1], t(known[2])));
    // Any other client error a plugin raises keeps its own status.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(body('BAD_REQUEST', err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });

  // Unknown paths outside the API and files are client-side routes: the web app renders them.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isFileOrApi = /^\/(api|uploads|demo|assets)(\/|$)/.test(url) || path.extname(url) !== '';
    if (sendIndex && (request.method === 'GET' || request.method === 'HEAD') && !isFileOrApi) return sendIndex(reply);
    return reply.status(STATUS_BY_KIND.not_found).send(body('NOT_FOUND', `No route ${request.method} ${url}`));
  });
}
