export * from './errors.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './categories.ts';
export * from './products.ts';
export * from './newsletter.ts';
export * from './system.ts';
export * from './accounts.ts';
