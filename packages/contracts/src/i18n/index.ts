/*
 * Languages: which we speak, how a request picks one, and how numbers, prices and dates are
 * written in each. The catalogues themselves are imported by language (`@reboard/contracts/i18n/en`,
 * `…/bn`), so the browser loads only the one it shows.
 */
export * from './locales.ts';
export * from './format.ts';
