/*
 * Every table, for the drizzle client and drizzle-kit. Each file holds the tables one module
 * owns (db/schema/<module>.ts); a module imports only its own file, never this one.
 */
export * from './auth.ts';
export * from './listings.ts';
export * from './catalog.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './reports.ts';
export * from './reviews.ts';
export * from './newsletter.ts';
export * from './admin.ts';
export * from './jobs.ts';
export * from './notifications.ts';
export * from './messages.ts';
export * from './watch.ts';
export * from './uploads.ts';
export * from './imports.ts';
export * from './bom.ts';
