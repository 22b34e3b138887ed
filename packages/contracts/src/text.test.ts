import { describe, expect, it } from 'vitest';
import { CursorParamSchema, encodeCursor } from './cursor.ts';
import { ListingInputSchema } from './listings.ts';
import { PostMessageSchema } from './messages.ts';
import { ShipOrderSchema } from './orders.ts';
import { IdSchema, multiLine, singleLine, textProblem } from './text.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'];
const LONE_SURROGATES = ['\ud800', '\udfff', 'x\ud83d'];
const LINE_BREAKS = ['\n', '\r\n', '\r', '\u2028', '\u2029'];

describe('the text rule', () => {
  it.each([...CONTROLS, ...LONE_SURROGATES])('refuses %j anywhere, single-line or multi-line', (c) => {
    expect(messagesOf(singleLine().safeParse(`ESP${c}32`))).toEqual(['validation.text.control']);
    expect(messagesOf(multiLine().safeParse(`ESP${c}32`))).toEqual(['validation.text.control']);
    expect(textProblem(`a${c}`, 'multi')).toBe('validation.text.control');
  });

  it.each([...LINE_BREAKS, '\t'])('refuses %j in a single-line field and keeps it in a multi-line one', (c) => {
    expect(messagesOf(singleLine().safeParse(`line one${c}line two`))).toEqual(['validation.text.oneLine']);
    expect(multiLine().parse(`line one${c}line two`)).toBe(`line one${c}line two`);
    expect(textProblem(`a${c}b`, 'single')).toBe('validation.text.oneLine');
    expect(textProblem(`a${c}b`, 'multi')).toBeUndefined();
  });

  it('keeps what people type: Bengali, emoji (surrogate pairs), symbols and inner spaces', () => {
    for (const text of ['ঢাকা, বাংলাদেশ', '10 µF ± 5 %', 'Board 😀 👍🏽', 'Ω  “quoted” — dash']) {
      expect(singleLine().parse(text)).toBe(text);
      expect(textProblem(text, 'single')).toBeUndefined();
    }
  });

  it('checks the text as sent, before trimming, and says so before any other problem', () => {
    expect(messagesOf(singleLine().trim().min(1, 'required').safeParse('\n'))).toEqual(['validation.text.oneLine', 'required']);
    expect(messagesOf(singleLine().trim().max(3, 'long').safeParse('abcd\u0000'))).toEqual(['validation.text.control', 'long']);
  });

  it('is in the request schemas: a listing name is one line, its description may have several', () => {
    const listing = {
      name: 'ESP32',
      yearPurchased: 2022,
      sellerPhone: '+8801711000000',
      location: 'Dhaka',
      resalePrice: 1200,
      usagePeriod: '1 year',
    };
    const named = ListingInputSchema.safeParse({ ...listing, name: 'ESP32\r\nBcc: someone@example.test' });
    expect(named.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'validation.text.oneLine']]);
    expect(ListingInputSchema.parse({ ...listing, description: 'Works.\r\nBox included.' }).description).toBe('Works.\r\nBox included.');
    expect(ListingInputSchema.safeParse({ ...listing, location: 'Dha\u0000ka' }).error?.issues[0]?.path).toEqual(['location']);
    expect(messagesOf(ShipOrderSchema.safeParse({ carrier: 'Pathao', trackingNumber: 'A1\nB2' }))).toEqual(['validation.text.oneLine']);
    expect(messagesOf(PostMessageSchema.safeParse({ body: 'hi\u0000' }))).toEqual(['validation.text.control']);
    expect(PostMessageSchema.parse({ body: 'Is it still for sale?\nThanks' }).body).toBe('Is it still for sale?\nThanks');
  });
});

describe('ids and cursors', () => {
  it.each(['0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e01', 'bHs3OKkSQ2VDfT9cE1wWq6Jm7xYzAb4d', 'demo-seller-alpha', 'u_lx2k9'])('takes the ids Reboard makes: %s', (id) => {
    expect(IdSchema.parse(id)).toBe(id);
  });

  it.each(['', '\u0000', 'x\u0000', '%00', 'a b', 'a/b', '../x', 'a.b', 'x'.repeat(101), 'ä'])('refuses %j', (id) => {
    expect(messagesOf(IdSchema.safeParse(id))).toEqual(['validation.id.invalid']);
  });

  it('takes the cursors the server writes and refuses any other alphabet', () => {
    const cursor = encodeCursor(['2024-01-01T00:00:00.000Z', 'ä/+?']);
    expect(CursorParamSchema.parse(cursor)).toBe(cursor);
    for (const bad of ['a+b', 'a/b', 'ab==', 'a\u0000', '%00']) {
      expect(messagesOf(CursorParamSchema.safeParse(bad))).toEqual(['errors.cursor.restart']);
    }
  });
});
