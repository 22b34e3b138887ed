export * from './auth.ts';
export * from './catalog.ts';
export * from './trade.ts';
