import { specQuantityProblem } from '@reboard/contracts';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n.ts';
import { specLabel, specQuantityMessage } from './spec-label.ts';

describe('specification words', () => {
  let t: TFunction;
  let tBn: TFunction;
  beforeAll(async () => {
    t = (await createI18n('en')).t;
    tBn = (await createI18n('bn')).t;
  });

  it('names a specification in the page language, an unknown key by the API label', () => {
    expect(specLabel({ key: 'capacity', label: 'Capacity' }, t)).toBe('Capacity');
    expect(specLabel({ key: 'capacity', label: 'Capacity' }, tBn)).not.toBe('Capacity');
    expect(specLabel({ key: 'mystery', label: 'Mystery' }, tBn)).toBe('Mystery');
  });

  it('says in English exactly what the contracts check says, for each reason', async () => {
    for (const [key, raw] of [['capacity', '4 V'], ['capacity', '4'], ['capacity', 'lots'], ['voltage', '5 F']] as const) {
      expect(await specQuantityMessage(key, raw, t)).toBe(specQuantityProblem(key, raw));
    }
    expect(await specQuantityMessage('capacity', '4 GB', t)).toBeUndefined();
    expect(await specQuantityMessage('capacity', '4', tBn)).toMatch(/^একক যোগ করুন/);
  });
});
