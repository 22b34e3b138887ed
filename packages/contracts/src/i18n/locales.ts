/**
 * The languages Reboard speaks. English is the spec's and the fallback: a key missing from the
 * Bengali catalogue (the catalogue check forbids it) would still show its English text.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's choice (a signed-in user's is also kept on the profile). */
export const LOCALE_COOKIE = 'reboard_lang';
/** The query parameter that picks a language for one page: the `hreflang` alternates use it. */
export const LOCALE_PARAM = 'lang';

/** Each language's own name, shown by the switch in that language whatever the page's. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The locale Intl formats with: Bengali as written in Bangladesh (Bengali digits, ৳), English as
 * written in South Asia, so both group by lakh (৳25,00,000 and ৳২৫,০০,০০০).
 */
export const intlLocale = (locale: Locale): string => (locale === 'bn' ? 'bn-BD' : 'en-IN');

/** The best of ours for an `Accept-Language` header (`bn-BD,bn;q=0.9,en;q=0.8`), by its weights. */
export function negotiateLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.base).find(isLocale);
}

/** The language kept in a Cookie header, if it is one of ours. */
export function localeFromCookies(cookieHeader: string | null | undefined): Locale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The language of a request: the page's own `?lang=` first (a link someone followed), then the
 * visitor's kept choice, then what the browser asks for, then English.
 */
export function requestLocale(input: { param?: string | null | undefined; cookie?: string | null | undefined; acceptLanguage?: string | null | undefined }): Locale {
  if (isLocale(input.param)) return input.param;
  return localeFromCookies(input.cookie) ?? negotiateLocale(input.acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * A page's address in one language (`?lang=bn`), or, with null, the address that follows the
 * visitor's choice (hreflang's x-default). The other parameters stay as they are.
 */
export function localizedUrl(url: string, locale: Locale | null): string {
  const parsed = new URL(url);
  if (locale) parsed.searchParams.set(LOCALE_PARAM, locale);
  else parsed.searchParams.delete(LOCALE_PARAM);
  return parsed.toString();
}

/** The hreflang alternates of a page: one per language and the x-default. */
export const languageAlternates = (url: string): { hreflang: string; href: string }[] => [
  ...LOCALES.map((l) => ({ hreflang: l, href: localizedUrl(url, l) })),
  { hreflang: 'x-default', href: localizedUrl(url, null) },
];
