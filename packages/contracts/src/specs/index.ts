export * from './quantity.ts';
export * from './keys.ts';
export * from './values.ts';
export * from './filters.ts';
