import { MAX_EMAIL_LENGTH } from '@reboard/contracts';

/**
 * An email longer than an address can be (RFC 5321: 254 characters) is refused wherever Better
 * Auth takes one (sign-up, sign-in, reset requests, profile), as Reboard's own routes refuse it
 * through the contracts' schema. The field is named, as every 400 names its fields.
 */
export function checkEmailLength(body: unknown) {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as Record<string, unknown>).email;
  if (typeof email !== 'string' || email.trim().length <= MAX_EMAIL_LENGTH) return undefined;
  return {
    code: 'VALIDATION',
    message: 'validation.invalidInput',
    params: { names: 'email' },
    fields: { email: 'validation.email.tooLong' },
  };
}
