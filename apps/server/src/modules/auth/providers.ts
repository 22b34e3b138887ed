import type { AuthProvider } from '@reboard/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { AppConfig } from '#server/config.ts';

/*
 * Google signs in through OpenID Connect discovery (GOOGLE_DISCOVERY_URL), which also lets the
 * browser tests point it at a local OIDC server. GitHub, which is not OIDC, uses Better Auth's
 * built-in provider. Each is active only when its client id and secret are set.
 */
export function socialProviders(config: AppConfig) {
  return config.github
    ? { github: { clientId: config.github.clientId, clientSecret: config.github.clientSecret } }
    : {};
}

export function oauthPlugins(config: AppConfig): BetterAuthPlugin[] {
  if (!config.google) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: 'google',
          name: 'Google',
          discoveryUrl: config.google.discoveryUrl,
          clientId: config.google.clientId,
          clientSecret: config.google.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}

export function providerStatus(config: AppConfig): AuthProvider[] {
  return [
    { id: 'google', name: 'Google', configured: Boolean(config.google) },
    { id: 'github', name: 'GitHub', configured: Boolean(config.github) },
  ];
}
