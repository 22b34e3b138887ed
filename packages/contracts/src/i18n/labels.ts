import en from './catalogues/en/index.ts';
import { textAt } from './lookup.ts';

/** The English catalogue's text for a key (`common.condition.good` → 'Good'); the key itself when missing. */
export function english(key: string): string {
  return textAt(en, key) ?? key;
}

/**
 * A value's English words from its catalogue keys: the API and the server's English texts keep
 * their spec words, written once in the English catalogue, beside the keys the pages translate.
 */
export function englishLabels<K extends string>(keys: Record<K, string>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(keys).map(([value, key]) => [value, english(key)])) as Record<K, string>;
}

/**
 * A key's English text with its placeholders filled (`{{spec}}`, `{{spec, lowercase}}`); a value
 * that is itself a key (a spec's `labelKey`) is filled with its English text. For contracts' own
 * English words; pages and the server translate with i18next, which formats the same way.
 */
export function englishText(key: string, params: Record<string, string | number> = {}): string {
  return english(key).replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    const text = typeof value === 'string' ? english(value) : String(value);
    return format === 'lowercase' ? text.toLowerCase() : text;
  });
}
