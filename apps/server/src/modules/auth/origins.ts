import { baseUrl, type AppConfig } from '#server/config.ts';

/**
 * The bridge sets this header from the socket address (or the trusted proxy's) and drops any
 * value a client sent, so Better Auth never records a spoofed X-Forwarded-For.
 */
export const CLIENT_IP_HEADER = 'x-reboard-client-ip';

/** Origins allowed to post to the auth endpoints (Better Auth's CSRF check). */
export function trustedOrigins(config: AppConfig): string[] {
  const origins = new Set([baseUrl(config)]);
  if (!config.publicUrl) {
    origins.add(`http://localhost:${config.port}`);
    origins.add(`http://127.0.0.1:${config.port}`);
  }
  if (config.env === 'development') {
    // Vite's dev server proxies /api from here.
    origins.add('http://localhost:5173');
    origins.add('http://127.0.0.1:5173');
  }
  return [...origins];
}
