import type { Locale } from '@reboard/contracts/i18n';
import type { i18n as I18n } from 'i18next';
import { getI18n } from 'react-i18next';

/** A language's texts by area (`catalog`, `orders`…): a key's first part names its area. */
export type Catalogue = Record<string, Record<string, unknown>>;

/*
 * Each language's whole catalogue is a chunk of its own, fetched the first time it is needed. A
 * server-rendered page does not wait for it: the server puts the areas its render used into the
 * page (entry-server.tsx), and the browser hydrates with those. The rest comes when the page
 * may show more: with a navigation, the visitor's first tap or key, a signed-in header, a
 * language switch, or a key not there yet.
 */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('@reboard/contracts/i18n/en').then((m) => m.default as Catalogue),
  bn: () => import('@reboard/contracts/i18n/bn').then((m) => m.default as Catalogue),
};

export const loadCatalogue = (locale: Locale): Promise<Catalogue> => loaders[locale]();

/** The areas of a catalogue that `areas` names; names of no area (a message that is no key) are left out. */
export function pickAreas(catalogue: Catalogue, areas: Iterable<string>): Catalogue {
  return Object.fromEntries([...areas].filter((area) => Object.hasOwn(catalogue, area)).map((area) => [area, catalogue[area]!]));
}

/** The languages each instance holds whole (an instance made from a page's areas holds none at first). */
const whole = new WeakMap<I18n, Set<string>>();
const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

/** i18next's store adds a bundle without its `added` event when told to be silent (its types leave the option out). */
type QuietStore = { addResourceBundle(lng: string, ns: string, texts: Catalogue, deep: boolean, overwrite: boolean, options: { silent: boolean }): void };
const quietStore = (instance: I18n) => instance.store as unknown as QuietStore;

/** Instances that showed a key before its area was there (i18n.ts's missingKeyHandler notes it). */
const missed = new WeakSet<I18n>();
export const noteMissedKey = (instance: I18n): void => void missed.add(instance);

export function markWhole(instance: I18n, locale: Locale): void {
  whole.set(instance, (whole.get(instance) ?? new Set()).add(locale));
}

export const isWhole = (instance: I18n, language: string): boolean => whole.get(instance)?.has(language) ?? false;

/**
 * Gives `instance` the whole catalogue of `locale` (the page's language by default); at once when
 * it has it. The texts go in quietly: what is on screen already has its words, and a wave of
 * re-renders could reach a server-rendered part still waiting for its code. Only when a key was
 * missed meanwhile (shown empty) do the components re-render (`bindI18nStore: 'added'`, i18n.ts).
 */
export function ensureCatalogue(instance: I18n | undefined = getI18n(), locale?: Locale): Promise<void> {
  const language = locale ?? (instance?.language as Locale | undefined);
  if (!instance || !language || !Object.hasOwn(loaders, language) || isWhole(instance, language)) return Promise.resolve();
  const loads = pending.get(instance) ?? new Map<string, Promise<void>>();
  pending.set(instance, loads);
  let load = loads.get(language);
  if (!load) {
    load = loadCatalogue(language).then(
      (texts) => {
        markWhole(instance, language);
        quietStore(instance).addResourceBundle(language, 'translation', texts, true, true, { silent: !missed.has(instance) });
      },
      // A failed fetch (offline) is tried again by the next one who asks.
      () => void loads.delete(language),
    );
    loads.set(language, load);
  }
  return load;
}

/** The whole catalogue's load when one is under way (or done), for a part that should not show before it. */
export function catalogueOnItsWay(instance: I18n | undefined = getI18n()): Promise<void> {
  const language = instance?.language;
  return (instance && language && pending.get(instance)?.get(language)) || Promise.resolve();
}

const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Starts the whole catalogue's load at the visitor's first tap, click or key: what they do next
 * (a dialog, a form's messages, a toast) may need any area. A page only looked at fetches none.
 */
export function loadCatalogueOnFirstInput(instance: I18n): void {
  const start = () => {
    FIRST_INPUT.forEach((type) => document.removeEventListener(type, start, true));
    void ensureCatalogue(instance);
  };
  FIRST_INPUT.forEach((type) => document.addEventListener(type, start, { capture: true, passive: true }));
}
