import { formatNumber } from '@reboard/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { formatCount, formatYear } from './format-count.ts';

const en = (value: number) => formatNumber(value, 'en');
const bn = (value: number) => formatNumber(value, 'bn');

describe('formatCount', () => {
  it('separates thousands and marks a capped count', () => {
    expect(formatCount(7, true, en)).toBe('7');
    expect(formatCount(1234, true, en)).toBe('1,234');
    expect(formatCount(10000, false, en)).toBe('10,000+');
    expect(formatCount(10000, false, bn)).toBe('১০,০০০+');
  });

  it('writes a year without grouping, in the locale digits', () => {
    expect(formatYear(2021, en)).toBe('2021');
    expect(formatYear(2021, bn)).toBe('২০২১');
  });
});
