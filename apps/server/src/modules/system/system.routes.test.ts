import { PublicConfigSchema } from '@reboard/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function publicConfig(env: Record<string, string>) {
  t = await createTestApp(env);
  const res = await t.app.inject({ method: 'GET', url: '/api/config' });
  expect(res.statusCode).toBe(200);
  return PublicConfigSchema.parse(res.json());
}

describe('the public configuration', () => {
  it('tells the buyer-protection page how many days after shipping an unconfirmed order completes', async () => {
    expect((await publicConfig({})).orderAutoCompleteDays).toBe(14);
    expect((await publicConfig({ ORDER_AUTO_COMPLETE_MS: String(7 * 86_400_000) })).orderAutoCompleteDays).toBe(7);
  });

  it('rounds part of a day down, and never says less than one day', async () => {
    // Promising a buyer 3 days when the setting gives 3.5 is safe; promising 4 is not.
    expect((await publicConfig({ ORDER_AUTO_COMPLETE_MS: String(3.5 * 86_400_000) })).orderAutoCompleteDays).toBe(3);
    expect((await publicConfig({ ORDER_AUTO_COMPLETE_MS: '300' })).orderAutoCompleteDays).toBe(1);
  });
});
