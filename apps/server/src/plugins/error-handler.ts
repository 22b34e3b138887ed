import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ID_MESSAGE } from '@reboard/contracts';
import { DomainError, type ErrorKind } from '../lib/errors.ts';
import { DEFAULT_LOCALE, type Locale } from '@reboard/contracts/i18n';
import type { TOptions } from 'i18next';
import { isCatalogueKey, localeOfRequest, saidIn, translate, translatorFor } from '../lib/i18n.ts';
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
  FST_ERR_CTP_BODY_TOO_LARGE: ['too_large', 'PAYLOAD_TOO_LARGE', 'errors.request.bodyTooLarge'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid', 'MALFORMED_JSON', 'errors.request.invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid', 'MALFORMED_JSON', 'errors.request.emptyBody'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported', 'UNSUPPORTED_MEDIA_TYPE', 'errors.request.mediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['invalid', 'BAD_REQUEST', 'errors.request.contentLength'],
  // PICTURE_ERRORS.tooBig's words (the upload form's own check says the same).
  FST_REQ_FILE_TOO_LARGE: ['too_large', 'FILE_TOO_LARGE', 'errors.picture.tooBig'],
  FST_FILES_LIMIT: ['too_large', 'TOO_MANY_FILES', 'errors.upload.oneFile'],
  FST_PARTS_LIMIT: ['too_large', 'TOO_MANY_PARTS', 'errors.upload.oneFile'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['invalid', 'BAD_REQUEST', 'errors.upload.multipart'],
  FST_FIELDS_LIMIT: ['too_large', 'TOO_MANY_PARTS', 'errors.upload.oneFile'],
  FST_MP_PREMATURE_CLOSE: ['invalid', 'MALFORMED_MULTIPART', 'errors.upload.malformed'],
  FST_PROTO_VIOLATION: ['invalid', 'MALFORMED_MULTIPART', 'errors.upload.malformed'],
  FST_INVALID_JSON_FIELD_ERROR: ['invalid', 'MALFORMED_MULTIPART', 'errors.upload.malformed'],
};

/**
 * PostgreSQL's refusals of text it cannot store (NUL: 22021; no mapping to the encoding: 22P05).
 * The contracts' text rule keeps such text out of every request schema; this is the net below
 * it, so a field the rule missed is still the client's 400 (logged, to be given the rule).
 */
const TEXT_REFUSED_BY_DATABASE = new Set(['22021', '22P05']);
const databaseCode = (err: unknown): string | undefined => {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    if ('code' in e && typeof e.code === 'string') return e.code;
  }
  return undefined;
};

/**
 * Zod's own messages (a schema without a message of ours) are zod's English. English keeps them
 * as zod wrote them; another language gets a general sentence per kind of issue instead.
 */
const ZOD_GENERIC: Record<string, string> = {
  invalid_type: 'validation.generic.invalidType',
  too_big: 'validation.generic.tooBig',
  too_small: 'validation.generic.tooSmall',
  invalid_format: 'validation.generic.invalidFormat',
  not_multiple_of: 'validation.generic.notMultipleOf',
  unrecognized_keys: 'validation.generic.unrecognizedKeys',
  invalid_union: 'validation.generic.invalidUnion',
  invalid_key: 'validation.generic.invalidKey',
  invalid_element: 'validation.generic.invalidElement',
  invalid_value: 'validation.generic.invalidValue',
  custom: 'validation.generic.custom',
};

type ZodIssue = { keyword: string; message?: string | undefined; params?: Record<string, unknown> };

/** One schema issue's message in the reader's language (placeholders of a custom issue in its `params`). */
function issueMessage(issue: ZodIssue, locale: Locale): string {
  const message = issue.message ?? 'validation.invalidValue';
  if (isCatalogueKey(message)) return translate(locale, message, issue.params?.params as TOptions | undefined);
  return locale === DEFAULT_LOCALE ? message : translate(locale, ZOD_GENERIC[issue.keyword] ?? 'validation.generic.custom');
}

/**
 * The router's own refusals, before any route or hook: a path that is not valid percent-encoding
 * (`%FF`, a lone `%`) or a path parameter longer than any id (Fastify's maxParamLength, 100).
 * Given to Fastify as `frameworkErrors` (app.ts), so they answer in the API's shape too.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const t = translatorFor(localeOfRequest(request));
  // A parameter longer than any id names nothing, as a wrong-shaped id does (below).
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return void reply.status(STATUS_BY_KIND.not_found).send(body('NOT_FOUND', t('errors.notFound')));
  void reply.status(STATUS_BY_KIND.invalid).send(body('BAD_URL', t('errors.request.badUrl')));
}

/**
 * One place maps every failure to `{error:{code,message,fields?}}` with the right status.
 * Nothing below 500 is logged as an error, and no stack trace ever leaves the server.
 */
export function registerErrorHandling(app: FastifyInstance, sendIndex: SendIndex | null): void {
  // Success messages too (`said`), in the reader's language.
  app.addHook('preSerialization', async (request, _reply, payload) => saidIn(localeOfRequest(request), payload));
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const locale = localeOfRequest(request);
    const t = translatorFor(locale);
    // The database driver wraps what the connection throws (the embedded queue's refusal).
    const domain = err instanceof DomainError ? err : err.cause instanceof DomainError ? err.cause : undefined;
    if (domain) {
      // Unavailable is a moment's crowding (the embedded database's queue), worth one retry soon.
      if (domain.kind === 'unavailable') reply.header('retry-after', '1');
      const fields =
        domain.fields &&
        Object.fromEntries(Object.entries(domain.fields).map(([name, message]) => [name, t(message, domain.fieldParams?.[name] ?? domain.params)]));
      return reply.status(STATUS_BY_KIND[domain.kind]).send(body(domain.code, t(domain.key, domain.params), fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // An id in the path outside the ids' alphabet names nothing: 404, as an unknown id, before any query.
      if (err.validationContext === 'params' && err.validation.every((issue) => issue.message === ID_MESSAGE)) {
        return reply.status(STATUS_BY_KIND.not_found).send(body('NOT_FOUND', t('errors.notFound')));
      }
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'request';
        fields[key] ??= issueMessage(issue, locale);
      }
      const names = Object.keys(fields).join(', ');
      return reply.status(STATUS_BY_KIND.invalid).send(body('VALIDATION', t('validation.invalidInput', { names }), fields));
    }
    if (TEXT_REFUSED_BY_DATABASE.has(databaseCode(err) ?? '')) {
      request.log.warn({ code: databaseCode(err), url: request.routeOptions.url }, 'text the database cannot store reached it');
      return reply.status(STATUS_BY_KIND.invalid).send(body('VALIDATION', t('validation.text.control')));
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(STATUS_BY_KIND[known[0]]).send(body(known[1], t(known[2])));
    // Any other client error a plugin raises keeps its own status.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(body('BAD_REQUEST', err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', t('errors.internal')));
  });

  // Unknown paths outside the API and files are client-side routes: the web app renders them.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isFileOrApi = /^\/(api|uploads|demo|assets)(\/|$)/.test(url) || path.extname(url) !== '';
    if (sendIndex && (request.method === 'GET' || request.method === 'HEAD') && !isFileOrApi) return sendIndex(reply);
    const t = translatorFor(localeOfRequest(request));
    return reply.status(STATUS_BY_KIND.not_found).send(body('NOT_FOUND', t('errors.noRoute', { method: request.method, url })));
  });
}
