/*
 * `@reboard/contracts/plain`: what the contracts say without a schema. The storefront's words
 * (as catalogue keys), its limits, page paths, money, pictures and specifications. The package's
 * index also builds every zod schema as it loads, so the web's first paint imports from here
 * instead: a page shows and hydrates without the schema library, which the API client fetches
 * with its first request (apps/web/src/lib/api-schemas.ts). No module here may import zod
 * (apps/web/src/app/pages.first-paint.test.ts checks it).
 */
export * from './pages.ts';
export * from './money.ts';
export * from './whole-numbers.ts';
export * from './digits.ts';
export * from './picture-variants.ts';
export * from './listing-terms.ts';
export * from './roles.ts';
export * from './default-categories.ts';
export * from './storefront-terms.ts';
export * from './user-events.ts';
export * from './watch-terms.ts';
export * from './specs/params.ts';
export * from './specs/quantity.ts';
export * from './specs/keys.ts';
export { englishCommon } from './i18n/common-english.ts';
