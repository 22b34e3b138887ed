import { englishText } from '@reboard/contracts';
import { DEFAULT_LOCALE, LOCALE_PARAM, requestLocale, type Locale } from '@reboard/contracts/i18n';
import bn from '@reboard/contracts/i18n/bn';
import en from '@reboard/contracts/i18n/en';
import type { FastifyRequest } from 'fastify';
import { createInstance, type Resource, type TOptions } from 'i18next';

/*
 * The server's words (API errors, mails) come from the same catalogues as the pages'. Services
 * name a catalogue key; the edge (the error handler, a mail's renderer) puts it into the reader's
 * language. Text that is not a key passes through unchanged.
 */
const i18n = createInstance();
void i18n.init({
  fallbackLng: DEFAULT_LOCALE,
  resources: { en: { translation: en as Resource }, bn: { translation: bn as Resource } },
  interpolation: { escapeValue: false },
  returnNull: false,
  // One namespace, and messages may hold a colon ("Invalid input: name"): no namespace syntax.
  nsSeparator: false,
  initAsync: false,
});
// "Enter a {{spec, lowercase}}": English puts a spec's name mid-sentence in lower case.
i18n.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());

/** Whether a text is a catalogue key (else it is a message already in words). */
export const isCatalogueKey = (text: string) => i18n.exists(text, { lng: DEFAULT_LOCALE });

/** The text of `key` in `locale`, or `key` itself when it is no catalogue key (a message already in words). */
export function translate(locale: Locale, key: string, params?: TOptions): string {
  // A plural's keys are `key_one`, `key_other`: it exists only for a count.
  const count = typeof params?.count === 'number' ? params.count : undefined;
  if (!(isCatalogueKey(key) || (count !== undefined && i18n.exists(key, { lng: DEFAULT_LOCALE, count })))) return key;
  // A placeholder's value that is itself a key (a spec's label, a role's name) is put into the same language.
  const filled = params && Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' && isCatalogueKey(value) ? i18n.t(value, { lng: locale }) : value]));
  return i18n.t(key, { ...filled, lng: locale });
}

/** A translator bound to one language, for a mail or a response with several texts. */
export const translatorFor = (locale: Locale) => (key: string, params?: TOptions) => translate(locale, key, params);

/** The language a request asks for: `?lang=`, the kept cookie, then Accept-Language. */
export function localeOfRequest(request: FastifyRequest): Locale {
  const param = new URL(request.url, 'http://x').searchParams.get(LOCALE_PARAM);
  return requestLocale({ param, cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
}

const SAID = Symbol('said');
type Said = { key: string; params?: Record<string, string | number> | undefined };

/**
 * A success message (`{message}`): its English words, as services and their tests see them, and
 * (hidden) the key and placeholders the answer is put into the reader's language by (saidIn).
 */
export function said(key: string, params?: Record<string, string | number>): { message: string } {
  const out = { message: englishText(key, params) };
  Object.defineProperty(out, SAID, { value: { key, params } satisfies Said, enumerable: false });
  return out;
}

/** A payload about to be sent, its `said` message in `locale` (anything else unchanged). */
export function saidIn(locale: Locale, payload: unknown): unknown {
  const s = payload && typeof payload === 'object' ? (payload as { [SAID]?: Said })[SAID] : undefined;
  return s ? { ...(payload as object), message: translate(locale, s.key, s.params) } : payload;
}
