import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/*
 * The committed copy is what clients generate from without running the app (and what
 * `npm run check` lints); `npm run openapi` writes it again after a change to the API. The
 * document does not depend on the database, so it is compared once, on PGlite.
 */
it('the served API document is the committed apps/server/openapi.json', async () => {
  const doc: unknown = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot('../../openapi.json');
});
