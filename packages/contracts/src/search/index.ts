/*
 * Search's words, as the subpath `@reboard/contracts/search`: kept out of the package's main
 * entry so a bundle that imports only the contracts does not carry the Bengali vocabulary.
 */
export * from './quantity-words.ts';
export * from './bengali-words.ts';
export * from './bengali-query.ts';
