import bnCatalogue from '@reboard/contracts/i18n/bn';

/*
 * The Bengali a page should show, read from the catalogue itself, so a test checks that the
 * page is in Bengali without copying the translations.
 */
export function bn(key: string, params: Record<string, string> = {}): string {
  let node: unknown = bnCatalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No Bengali text for ${key}`);
  return node.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => params[name] ?? '');
}

/** A word of Bengali letters no listing has, so a search for it finds one listing. */
export function uniqueBengaliWord(): string {
  const letters = 'কখগঘচছজঝটঠডঢতথদধনপফবভমযরলশসহ';
  return Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}
