import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A local OpenID Connect provider standing in for Google: it approves every authorization
 * and says the user is `profile`. No network leaves the machine.
 */
export async function startOidcProvider(profile: { sub: string; email: string; name: string }) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const address = server.address();
  server.issuer.url = `http://127.0.0.1:${address.port}`;
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...profile, email_verified: true });
  });
  server.service.on('beforeUserinfo', (res) => {
    res.body = { ...profile, email_verified: true };
  });
  return {
    url: server.issuer.url,
    env: {
      GOOGLE_CLIENT_ID: 'reboard-test-client',
      GOOGLE_CLIENT_SECRET: 'reboard-test-secret',
      GOOGLE_DISCOVERY_URL: `${server.issuer.url}/.well-known/openid-configuration`,
    },
    stop: () => server.stop(),
  };
}
