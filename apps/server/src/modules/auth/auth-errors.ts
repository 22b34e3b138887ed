import type { Locale } from '@reboard/contracts/i18n';
import { isCatalogueKey, translate } from '#server/lib/i18n.ts';

/**
 * Better Auth's own refusals a person meets, by code. Its English stays as Better Auth wrote it
 * (the English answers do not change); another language gets ours. Codes not here keep
 * Better Auth's English in every language (they are a developer's, not a person's).
 */
const BETTER_AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'errors.auth.invalidEmailOrPassword',
  INVALID_PASSWORD: 'errors.auth.invalidPassword',
  INVALID_EMAIL: 'errors.auth.invalidEmail',
  USER_ALREADY_EXISTS: 'errors.auth.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors.auth.userExists',
  INVALID_TOKEN: 'errors.auth.invalidToken',
  TOKEN_EXPIRED: 'errors.auth.tokenExpired',
  PASSWORD_TOO_SHORT: 'errors.auth.passwordTooShort',
  PASSWORD_TOO_LONG: 'errors.auth.passwordTooLong',
  EMAIL_NOT_VERIFIED: 'errors.auth.emailNotVerified',
  EMAIL_ALREADY_VERIFIED: 'errors.auth.emailAlreadyVerified',
  SESSION_EXPIRED: 'errors.auth.sessionExpired',
  USER_NOT_FOUND: 'errors.auth.userNotFound',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'errors.auth.noPassword',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'errors.auth.lastAccount',
  VALIDATION_ERROR: 'errors.auth.validation',
};

export type AuthErrorBody = { code?: string; message?: string; params?: Record<string, string | number>; fields?: Record<string, string> };

/** An error of Better Auth's endpoints (its own, or one Reboard's hooks threw with catalogue keys) in the reader's language. */
export function authErrorIn(locale: Locale, parsed: AuthErrorBody): { code: string; message: string; fields?: Record<string, string> } {
  const code = parsed.code ?? 'AUTH_ERROR';
  const raw = parsed.message ?? 'errors.auth.failed';
  const ours = BETTER_AUTH_MESSAGES[code];
  const message = isCatalogueKey(raw) ? translate(locale, raw, parsed.params) : locale !== 'en' && ours ? translate(locale, ours) : raw;
  const fields = parsed.fields && Object.fromEntries(Object.entries(parsed.fields).map(([name, text]) => [name, translate(locale, text, parsed.params)]));
  return fields ? { code, message, fields } : { code, message };
}
