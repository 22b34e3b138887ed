import { englishText } from '@reboard/contracts';

/*
 * Errors a service throws on purpose. They say WHAT went wrong (a kind), never how HTTP spells
 * it: services and repositories stay free of transport details, and plugins/error-handler.ts holds the
 * one table that turns a kind into a status. `code` reaches the client unchanged; `message` and
 * each field's message are catalogue keys, put into the reader's language by the error handler.
 */
export const ERROR_KINDS = [
  /** The input is wrong; `fields` names each bad input. */
  'invalid',
  /** Nobody is signed in. */
  'unauthenticated',
  /** The payment provider refused the payment (card declined and the like). */
  'payment_refused',
  /** Signed in, but not allowed to do this. */
  'forbidden',
  'not_found',
  /** The request clashes with the current state (already sold, already booked…). */
  'conflict',
  /** The content is too large (bytes or pixels). */
  'too_large',
  /** A kind of content this endpoint does not accept. */
  'unsupported',
  /** Too many attempts in a short time. */
  'rate_limited',
  /** A service we depend on answered wrongly (the payment provider). */
  'upstream_failed',
  /** We cannot serve this right now. */
  'unavailable',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export class DomainError extends Error {
  /** The catalogue key the error handler translates (or words, passed through as they are). */
  readonly key: string;

  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    key: string,
    readonly fields?: Record<string, string>,
  ) {
    // `message` holds the English words, for logs and for anyone who reads the error itself.
    super(englishText(key));
    this.key = key;
    this.name = 'DomainError';
  }

  /** Values for the message's placeholders (`{{name}}`), filled in the reader's language. */
  params?: Record<string, string | number>;

  withParams(params: Record<string, string | number>): this {
    this.params = params;
    this.message = englishText(this.key, params);
    return this;
  }

  /** Placeholders of one field's message, by field, when fields' messages differ (specifications). */
  fieldParams?: Record<string, Record<string, string | number>>;

  withFieldParams(fieldParams: Record<string, Record<string, string | number>>): this {
    this.fieldParams = fieldParams;
    return this;
  }
}

export const notFound = (message = 'errors.notFound', code = 'NOT_FOUND') => new DomainError('not_found', code, message);
export const invalid = (message: string, fields?: Record<string, string>, code = 'VALIDATION') =>
  new DomainError('invalid', code, message, fields);
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const forbidden = (message = 'errors.forbidden', code = 'FORBIDDEN') =>
  new DomainError('forbidden', code, message);
export const unauthenticated = (message = 'errors.signInFirst') => new DomainError('unauthenticated', 'UNAUTHORIZED', message);
export const rateLimited = (message = 'errors.rateLimited', code = 'RATE_LIMITED') =>
  new DomainError('rate_limited', code, message);
export const tooLarge = (code: string, message: string) => new DomainError('too_large', code, message);
export const unsupported = (code: string, message: string) => new DomainError('unsupported', code, message);
export const unavailable = (code: string, message: string) => new DomainError('unavailable', code, message);
/** The embedded database is too crowded to answer in time (a 503 worth one retry soon). */
export const busy = () => unavailable('BUSY', 'errors.busy');
