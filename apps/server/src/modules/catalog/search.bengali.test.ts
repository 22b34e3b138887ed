import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { listingInput } from '#test/factories.ts';

let t: TestContext;
let seller: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller' });
});
afterEach(() => t.close());

async function list(name: string, description = listingInput.description): Promise<string> {
  const res = await requestAs(t.app, seller, 'POST', '/api/products', { ...listingInput, name, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const found = async (q: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` })).json().items as { id: string; name: string }[]).map((p) => p.id);

describe('search in Bengali', () => {
  it('finds a listing by a Bengali word of its name or description, whole or begun, and keeps the text as written', async () => {
    const name = 'পুরনো আরডুইনো উনো বোর্ড';
    const id = await list(name, 'ভালো অবস্থায় আছে, ইউএসবি কেবল সহ।');
    // Words whose vowel signs are marks (ু, ো): they must not split the word.
    expect(await found('আরডুইনো')).toContain(id);
    expect(await found('বোর্ড')).toContain(id);
    expect(await found('আরডু')).toContain(id);
    expect(await found('কেবল')).toContain(id);
    expect(await found('পুরনো বোর্ড')).toContain(id);
    expect(await found('রাস্পবেরি')).not.toContain(id);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    expect(detail.name).toBe(name);
  });

  it('matches a letter typed precomposed or as its parts (য় is য with a nukta)', async () => {
    const composed = 'নতুন\u09DFা মডিউল';
    const id = await list(composed);
    expect(await found('নতুন\u09AF\u09BCা')).toContain(id);
    expect(await found('নতুন\u09DFা')).toContain(id);
  });

  it('finds English listings by Bengali words for them, in any common spelling, and Bengali digits as digits', async () => {
    const memory = await list('Kingston 8GB DDR4 laptop memory', 'Pulled from a working laptop.');
    const pi = await list('Raspberry Pi 4 Model B', 'With the official case.');
    const bengali = await list('পুরনো মেমোরি কার্ড', 'ভালো আছে');
    expect(await found('মেমোরি')).toEqual(expect.arrayContaining([memory, bengali]));
    expect(await found('মেমরি')).toContain(memory);
    expect(await found('রাস্পবেরি পাই')).toEqual([pi]);
    expect(await found('৮ জিবি র‍্যাম')).not.toContain(pi);
    expect(await found('৮gb মেমোরি')).toEqual([memory]);
    // The words as typed still find a listing written in Bengali.
    expect(await found('পুরনো')).toEqual([bengali]);
  });
});
