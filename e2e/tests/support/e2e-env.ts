/*
 * Addresses and accounts shared by playwright.config.ts (which starts the servers) and the
 * tests. Plain constants only: the config imports this file.
 */
// Ports can be moved (E2E_PORT, E2E_OIDC_PORT) so two runs on one machine do not collide.
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;

/** The local OpenID Connect provider standing in for Google (oidc-server.ts). */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3190);
export const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;

/** Created with create-admin before the server starts. */
export const E2E_ADMIN = { email: 'admin@e2e.reboard.test', password: 'admin-e2e-pass', name: 'E2E Admin' };
