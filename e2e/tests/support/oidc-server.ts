import { OAuth2Server } from 'oauth2-mock-server';
import { OIDC_PORT } from './e2e-env.ts';
import { OIDC_PROFILE } from './oidc-profile.ts';

/*
 * A local OpenID Connect provider standing in for Google in the browser tests, so the popup
 * sign-in runs end to end without the network. It approves every authorization request and
 * always answers with the same person. Started by playwright.config.ts as a web server
 * (`node --import tsx e2e/tests/support/oidc-server.ts`).
 */
async function main(): Promise<void> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const port = Number(process.env.OIDC_PORT ?? OIDC_PORT);
  await server.start(port, '127.0.0.1');
  server.issuer.url = `http://127.0.0.1:${port}`;
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, OIDC_PROFILE);
  });
  server.service.on('beforeUserinfo', (res) => {
    res.body = { ...OIDC_PROFILE };
  });
  console.log(`OIDC test provider on ${server.issuer.url}`);
  const stop = () => void server.stop().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`oidc-server: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
