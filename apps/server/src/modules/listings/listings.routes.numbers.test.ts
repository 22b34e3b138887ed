import { MAX_WHOLE_PRICE, readWholeNumber, toWhole } from '@reboard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { listingInput } from '#test/factories.ts';
import { requestAs, signUp, type SignedIn } from '#test/auth.ts';
import { seeded } from '#test/fuzz/values.ts';
import { digitsSay, onlyAmountCharacters, typedNumber } from '#test/typed-numbers.ts';

/*
 * Every number a person types (a price, a year, a filter's bound) is read by one reader
 * (contracts' numbers.ts). The property, over random strings with Bengali digits among them:
 * the number taken is exactly the one its digits say, or the value is refused with a 400 that
 * names the field; never a different number (25000 stored as 2500, "1,500" as 150).
 */
const SEED = 32;
const price = { max: MAX_WHOLE_PRICE };

let t: TestContext;
let seller: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'seller' });
  const res = await requestAs(t.app, seller, 'POST', '/api/products', listingInput);
  expect(res.statusCode, res.body).toBe(201);
  listingId = res.json().id;
});
afterEach(() => t.close());

/** What is wrong with taking `value` from `text`, if anything: it must hold nothing but an amount's characters, and be exactly its digits' number. */
const wrongRead = (text: string, value: number): string | undefined =>
  onlyAmountCharacters(text) && BigInt(value) === digitsSay(text) ? undefined : `${JSON.stringify(text)} read as ${value}`;
const expectExactly = (text: string, value: number) => expect(wrongRead(text, value)).toBeUndefined();

describe('the number reader, over random strings', () => {
  it(`returns exactly what the digits say or refuses, for 10 000 strings (seed ${SEED})`, () => {
    const rng = seeded(SEED);
    let accepted = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const text = typedNumber(rng);
      const read = readWholeNumber(text, price);
      if (!read.ok) continue;
      accepted++;
      const problem = wrongRead(text, read.value) ?? (read.value > MAX_WHOLE_PRICE ? `${JSON.stringify(text)} is above the limit` : undefined);
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
    // The strings must reach both answers, or the property proves nothing.
    expect(accepted).toBeGreaterThan(1_500);
    expect(accepted).toBeLessThan(8_500);
  });

  it('reads every amount as en-IN, en-US and bn-BD write it, and refuses the ones above ৳99,99,999', () => {
    const rng = seeded(SEED + 1);
    const formats = ['en-IN', 'en-US', 'bn-BD'].map((locale) => new Intl.NumberFormat(locale));
    const wrong: string[] = [];
    for (let i = 0; i < 2_000; i++) {
      const amount = rng.int(10 ** (1 + rng.int(8)));
      for (const format of formats) {
        const read = readWholeNumber(format.format(amount), price);
        const right = amount <= MAX_WHOLE_PRICE ? read.ok && read.value === amount : !read.ok && read.problem === 'tooLarge';
        if (!right) wrong.push(`${format.format(amount)}: ${JSON.stringify(read)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('numbers through the API', () => {
  const edit = (change: object) => requestAs(t.app, seller, 'PATCH', `/api/products/${listingId}`, { ...listingInput, ...change });

  it(`stores a typed price exactly or refuses it naming resalePrice, for 150 strings (seed ${SEED})`, async () => {
    const rng = seeded(SEED + 2);
    const answers = new Set<number>();
    for (let i = 0; i < 150; i++) {
      const text = typedNumber(rng);
      const res = await edit({ resalePrice: text });
      answers.add(res.statusCode);
      if (res.statusCode === 200) {
        expectExactly(text, toWhole(res.json().resalePrice, 'BDT'));
        expect(readWholeNumber(text, price).ok).toBe(true);
      } else {
        expect(res.statusCode, `${JSON.stringify(text)}: ${res.body}`).toBe(400);
        expect(res.json().error.fields, JSON.stringify(text)).toHaveProperty('resalePrice');
      }
    }
    expect([...answers].sort()).toEqual([200, 400]);
  });

  it(`stores a typed year exactly or refuses it naming yearPurchased (seed ${SEED})`, async () => {
    const rng = seeded(SEED + 3);
    const formats = [new Intl.NumberFormat('en-IN', { useGrouping: false }), new Intl.NumberFormat('bn-BD', { useGrouping: false })];
    let stored = 0;
    for (let i = 0; i < 100; i++) {
      const year = 1960 + rng.int(70);
      const written = rng.pick(formats).format(year);
      const text = rng.chance(0.5) ? written : typedNumber(rng).slice(0, 2) + written.slice(2);
      const res = await edit({ yearPurchased: text });
      if (res.statusCode === 200) {
        stored++;
        expectExactly(text, res.json().yearPurchased);
      } else {
        expect(res.statusCode, `${JSON.stringify(text)}: ${res.body}`).toBe(400);
        expect(res.json().error.fields, JSON.stringify(text)).toHaveProperty('yearPurchased');
      }
    }
    expect(stored).toBeGreaterThan(20);
  });

  it(`filters by a typed min price exactly what its digits say, or refuses it naming minPrice (seed ${SEED})`, async () => {
    const rng = seeded(SEED + 4);
    const listedAt = listingInput.resalePrice as number;
    for (let i = 0; i < 150; i++) {
      const text = typedNumber(rng);
      const res = await requestAs(t.app, null, 'GET', `/api/products?seller=${seller.id}&minPrice=${encodeURIComponent(text)}`);
      if (res.statusCode !== 200) {
        expect(res.statusCode, `${JSON.stringify(text)}: ${res.body}`).toBe(400);
        expect(res.json().error.fields, JSON.stringify(text)).toHaveProperty('minPrice');
        continue;
      }
      const found = res.json().items.length === 1;
      const said = digitsSay(text);
      // Not given (an empty bound) finds it; a given bound finds it exactly when it is at most the price.
      expect(found, JSON.stringify(text)).toBe(text.trim() === '' || (said !== undefined && said <= BigInt(listedAt)));
      if (text.trim() !== '') expect(onlyAmountCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('lists at ৳25,000 typed in Bengali digits, and names the limit when a price is above ৳99,99,999', async () => {
    const ok = await edit({ resalePrice: '২৫,০০০', originalPrice: '30,000' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ resalePrice: 2_500_000, originalPrice: 3_000_000 });
    const tooMuch = await requestAs(t.app, seller, 'PATCH', `/api/products/${listingId}`, { ...listingInput, resalePrice: '1,00,00,000' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ resalePrice: 'A price can be at most 99,99,999' });
    const bengali = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${listingId}`,
      headers: { cookie: seller.cookie, origin: 'http://localhost:3000', 'accept-language': 'bn' },
      payload: { ...listingInput, resalePrice: '১,০০,০০,০০০' },
    });
    expect(bengali.json().error.fields).toEqual({ resalePrice: 'দাম সর্বোচ্চ ৯৯,৯৯,৯৯৯ হতে পারে' });
  });
});
