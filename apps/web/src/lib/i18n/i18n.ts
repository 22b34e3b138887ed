import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromCookies, type Locale } from '@reboard/contracts/i18n';
import { createInstance, type i18n as I18n, type PostProcessorModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ensureCatalogue, isWhole, loadCatalogue, markWhole, noteMissedKey, type Catalogue } from './catalogue.ts';

/*
 * react-i18next with one namespace whose first key part is the area (catalog, orders…). English
 * is the fallback. A language's texts load before the first render, so a page never flashes in
 * the wrong language: the whole catalogue (catalogue.ts), or, for a page the server rendered,
 * the areas it used, which the page carries.
 */

type I18nOptions = {
  /** The areas to start from (a server-rendered page's); without them the whole catalogue is loaded. */
  areas?: Catalogue;
  /** Collects the area of every key translated (the server, to send the areas a page used). */
  used?: Set<string>;
};

// A key as the catalogues write them (`orders.step.paid`); a server's message passed to `t` is none.
const KEY = /^[a-z][a-zA-Z]*\.[\w.-]+$/;

/**
 * Adds each translated key's area to the instance's `usedAreas` option. i18next keeps
 * post-processors in one registry for every instance, and a server renders several pages at once:
 * so one processor, and each instance's own set in its options.
 */
const areaTracker: PostProcessorModule = {
  type: 'postProcessor',
  name: 'reboard-areas',
  process: (value: string, keys: string | string[], _options: unknown, translator: { options: { usedAreas?: Set<string> } }) => {
    for (const key of [keys].flat()) translator.options.usedAreas?.add(key.split('.')[0]!);
    return value;
  },
};

/** An i18n instance for one language: one per server render, one for the browser's lifetime. */
export async function createI18n(locale: Locale, { areas, used }: I18nOptions = {}): Promise<I18n> {
  const instance = createInstance();
  const resources: Resource = {};
  if (areas) resources[locale] = { translation: areas };
  else {
    const languages = [...new Set([locale, DEFAULT_LOCALE])];
    const catalogues = await Promise.all(languages.map(loadCatalogue));
    languages.forEach((language, i) => {
      resources[language] = { translation: catalogues[i]! };
      markWhole(instance, language);
    });
  }
  if (used) instance.use(areaTracker);
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    // React escapes what it renders; escaping here too would show `&amp;`.
    interpolation: { escapeValue: false },
    returnNull: false,
    // One namespace, and server messages may hold a colon ("Invalid input: name"): no namespace syntax.
    nsSeparator: false,
    ...(used ? { postProcess: [areaTracker.name], usedAreas: used } : {}),
    // Texts that arrive later (the rest of the catalogue) re-render what shows them.
    react: { bindI18nStore: 'added' },
    // A key of an area the page did not bring (a part it shows later): its catalogue is fetched,
    // and until it arrives the text is empty rather than the key. Anything else stays as asked.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      if (!KEY.test(key) || isWhole(instance, instance.language)) return;
      noteMissedKey(instance);
      void ensureCatalogue(instance);
    },
    parseMissingKeyHandler: (key, defaultValue) => defaultValue ?? (KEY.test(key) && !isWhole(instance, instance.language) ? '' : key),
  });
  // "Enter a {{spec, lowercase}}": English puts a specification's name mid-sentence in lower case.
  instance.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());
  return instance;
}

/** Shows the app in another language at once and keeps the choice for the next visit. */
export async function switchLocale(instance: I18n, locale: Locale): Promise<void> {
  await ensureCatalogue(instance, locale);
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
