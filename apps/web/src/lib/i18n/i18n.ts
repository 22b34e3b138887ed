import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromCookies, type Locale } from '@reboard/contracts/i18n';
import en from '@reboard/contracts/i18n/en';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/*
 * react-i18next with one namespace whose first key part is the area (catalog, orders…).
 * English ships with the app (it is the fallback); Bengali is a chunk of its own, loaded by
 * those who read it, before the first render, so a page never flashes in the wrong language.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Resource>> = {
  bn: () => import('@reboard/contracts/i18n/bn').then((m) => m.default as Resource),
};

async function catalogue(locale: Locale): Promise<Resource> {
  return locale === 'en' ? (en as Resource) : loaders[locale]();
}

/** An i18n instance for one language: one per server render, one for the browser's lifetime. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { en: { translation: en as Resource }, ...(locale === 'en' ? {} : { [locale]: { translation: await catalogue(locale) } }) },
    // React escapes what it renders; escaping here too would show `&amp;`.
    interpolation: { escapeValue: false },
    returnNull: false,
    // One namespace, and server messages may hold a colon ("Invalid input: name"): no namespace syntax.
    nsSeparator: false,
  });
  // "Enter a {{spec, lowercase}}": English puts a specification's name mid-sentence in lower case.
  instance.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());
  return instance;
}

/** Shows the app in another language at once and keeps the choice for the next visit. */
export async function switchLocale(instance: I18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) instance.addResourceBundle(locale, 'translation', await catalogue(locale));
  await instance.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The language the browser starts in: the server wrote it into `<html lang>` (from `?lang=`,
 * the kept cookie or Accept-Language); the dev server's page says `en`, so the cookie rules there.
 */
export function browserLocale(): Locale {
  const fromServer = document.documentElement.lang;
  if (import.meta.env.DEV) return localeFromCookies(document.cookie) ?? DEFAULT_LOCALE;
  return isLocale(fromServer) ? fromServer : DEFAULT_LOCALE;
}
