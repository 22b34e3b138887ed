/*
 * What the logs never carry: credentials, people's contact details and words, and the values a
 * failed database query was given. Fields are redacted by name (pino `redact`, applied after the
 * serializers below); errors are rebuilt without the values databases attach to them, and what
 * is left of their text has email addresses and phone numbers masked.
 */

const HIDDEN = '[redacted]';

/** Fields that hold personal data or credentials, at the top of a log line or one level down. */
const PERSONAL_FIELDS = ['email', 'phone', 'sellerPhone', 'text', 'body', 'token', 'password', 'newPassword', 'cookie', 'authorization'];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/**
 * Error fields that carry a query's values: drizzle's `params` (its message repeats them), the
 * driver's `detail` ("Key (email)=(…) already exists"), PGlite's `params` and `queryOptions`, and
 * `where`/`internalQuery`, which may quote a statement with its values.
 */
const DATABASE_VALUES = new Set(['params', 'detail', 'queryOptions', 'where', 'internalQuery']);

const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
/** Seven to fifteen digits, spaced or not: a phone number (an id's hex groups are left alone). */
const PHONE = /(?<![\w-])\+?\d(?:[ -]?\d){6,14}(?![\w-])/g;

const mask = (text: string): string => text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');

/** Drizzle writes a failed query's values after its SQL ("Failed query: …\nparams: …"): they go. */
const withoutParams = (message: string): string => message.replace(/\nparams: [\s\S]*$/, `\nparams: ${HIDDEN}`);

/** An error's text as it may be logged (a job's last error is logged as a string). */
export const scrubText = (text: string): string => mask(withoutParams(text));

const MAX_CAUSES = 5;

/** An error as a log line holds it. */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

const isSerialized = (value: unknown): value is SerializedError =>
  typeof value === 'object' && value !== null && typeof (value as SerializedError).message === 'string' && typeof (value as SerializedError).type === 'string';

/**
 * An error for the log: type, message, stack, its own fields and its causes, without the query's
 * values. A string (a job's last error) becomes its scrubbed message; one already rebuilt is kept.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    if (isSerialized(err)) return err;
    return { type: typeof err, message: scrubText(String(err)), stack: '' };
  }
  const message = scrubText(err.message);
  const out: SerializedError = {
    type: err.constructor.name || err.name,
    message,
    stack: mask((err.stack ?? '').replace(err.message, message)),
  };
  for (const [key, value] of Object.entries(err)) {
    if (DATABASE_VALUES.has(key) || key === 'cause' || key in out) continue;
    out[key] = typeof value === 'string' ? mask(value) : value instanceof Error ? serializeError(value, depth + 1) : value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/**
 * Errors logged under any name (Better Auth's log passes them in a list) are rebuilt as above
 * before pino writes them: as they are, their own fields would be written with their values.
 */
export function scrubLogObject(object: Record<string, unknown>): Record<string, unknown> {
  const scrub = (value: unknown): unknown =>
    value instanceof Error ? serializeError(value) : Array.isArray(value) ? value.map((item) => (item instanceof Error ? serializeError(item) : item)) : value;
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, scrub(value)]));
}

type LoggedRequest = { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } | null };

/** Tokens travel in a few URLs (reset and verification links, unsubscribe): the log keeps the path. */
const SECRET_QUERY = /([?&](?:token|code|state|email|callbackURL)=)[^&#]*/gi;
const RESET_PATH = /(\/reset-password\/)[^/?#]+/;

/** The request as Fastify logs it, with tokens and addresses out of its URL. */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: req.url && mask(req.url.replace(SECRET_QUERY, `$1${HIDDEN}`).replace(RESET_PATH, `$1${HIDDEN}`)),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
