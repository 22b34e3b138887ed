/*
 * `@reboard/contracts/schemas`: every schema and shape of the API, without the English words of
 * its values (english-words.ts), which load the whole English catalogue. The web's API client
 * checks answers with these (apps/web/src/lib/api-schemas.ts); everyone else imports the index.
 */
export * from './errors.ts';
export * from './text.ts';
export * from './cursor.ts';
export * from './money.ts';
export * from './categories.ts';
export * from './products.ts';
export * from './proof.ts';
export * from './digits.ts';
export * from './numbers.ts';
export * from './phone.ts';
export * from './storefront.ts';
export * from './suggestions.ts';
export * from './newsletter.ts';
export * from './system.ts';
export * from './accounts.ts';
export * from './uploads.ts';
export * from './picture-variants.ts';
export * from './photos.ts';
export * from './delivery.ts';
export * from './listings.ts';
export * from './specs/index.ts';
export * from './orders.ts';
export * from './reviews.ts';
export * from './messages.ts';
export * from './problems.ts';
export * from './admin.ts';
export * from './pages.ts';
export * from './notifications.ts';
export * from './watch.ts';
export * from './imports.ts';
export * from './bom.ts';
