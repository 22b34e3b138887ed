import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n.ts';
import { readListingSearch } from './listing-search.ts';
import { activeSpecKeys, clearSpecsPatch, removeSpecPatch, specChipLabel } from './spec-search.ts';

describe('specification filters in the address', () => {
  const params = new URLSearchParams('q=ram&spec.capacity.min=4GB&spec.capacity.max=16 GB&spec.type=DDR4&spec.blank=&other=1');
  const search = readListingSearch(params, ['condition']);

  it('are read as typed beside the other filters, blanks and unknown parameters left out', () => {
    expect(search).toEqual({ q: 'ram', 'spec.capacity.min': '4GB', 'spec.capacity.max': '16 GB', 'spec.type': 'DDR4' });
    expect(activeSpecKeys(search)).toEqual(['capacity', 'type']);
  });

  let t: TFunction;
  let tBn: TFunction;
  beforeAll(async () => {
    t = (await createI18n('en')).t;
    tBn = (await createI18n('bn')).t;
  });

  it('read on their chips, and are set aside one key at a time or all at once', () => {
    expect(specChipLabel('capacity', search, t)).toBe('Capacity: 4GB – 16 GB');
    expect(specChipLabel('type', search, t)).toBe('Type: DDR4');
    expect(specChipLabel('capacity', { 'spec.capacity.min': '4GB' }, t)).toBe('Capacity: at least 4GB');
    expect(specChipLabel('type', search, tBn)).toBe('ধরন: DDR4');
    expect(removeSpecPatch('capacity')).toEqual({ 'spec.capacity': undefined, 'spec.capacity.min': undefined, 'spec.capacity.max': undefined });
    expect(Object.keys(clearSpecsPatch(search)).sort()).toEqual(['spec.capacity.max', 'spec.capacity.min', 'spec.type']);
  });
});
