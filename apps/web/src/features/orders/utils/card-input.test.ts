import { describe, expect, it } from 'vitest';
import { cardProblems, parseExpiry } from './card-input.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const GOOD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

describe('the test card form', () => {
  it('reads MM / YY as a month and a four-digit year, and nothing before four digits', () => {
    expect(parseExpiry('12 / 34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseExpiry('1 / 3')).toBeUndefined();
  });

  it('finds nothing wrong with a complete card, and accepts this month as not yet past', () => {
    expect(cardProblems(GOOD, NOW)).toEqual({});
    expect(cardProblems({ ...GOOD, expiry: '11 / 26', cvc: '1234' }, NOW)).toEqual({});
  });

  it('names each field that is wrong, in Stripe’s words', () => {
    expect(cardProblems({ number: '4242', expiry: '10 / 26', cvc: '12' }, NOW)).toEqual({
      number: 'Enter your card number.',
      expiry: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(cardProblems({ ...GOOD, expiry: '13 / 30' }, NOW)).toEqual({ expiry: "Your card's expiration month is invalid." });
    expect(cardProblems({ ...GOOD, expiry: '12 / 3' }, NOW)).toEqual({ expiry: "Your card's expiration date is incomplete." });
  });
});
