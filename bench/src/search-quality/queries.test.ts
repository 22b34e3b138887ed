import { expandBengaliQuery, quantityWordsInText } from '@reboard/contracts/search';
import { describe, expect, it } from 'vitest';
import { DEMO_SPECS } from '@reboard/server/src/db/seed/demo-specs.ts';
import { QUALITY_CATALOGUE } from './catalogue.ts';
import { QUALITY_QUERIES, type QueryKind } from './queries.ts';

const byName = new Map(QUALITY_CATALOGUE.map((l) => [l.name, l]));

describe('the fixed catalogue', () => {
  it('names each listing once, so a name is a key', () => {
    const names = QUALITY_CATALOGUE.map((l) => l.name);
    expect(names.length - new Set(names).size).toBe(0);
  });

  it('holds the demo data, every bench template and the quality fixtures', () => {
    const sources = new Set(QUALITY_CATALOGUE.map((l) => l.source));
    expect([...sources].sort()).toEqual(['demo', 'fixture', 'template']);
  });
});

describe('the search-quality set', () => {
  it('has at least 80 queries, each asked once', () => {
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(80);
    const asked = QUALITY_QUERIES.map((q) => q.query.normalize('NFC').toLowerCase());
    expect(asked.filter((q, i) => asked.indexOf(q) !== i)).toEqual([]);
  });

  it('expects only listings that exist in the catalogue and that search can find (not sold)', () => {
    const problems: string[] = [];
    for (const { query, expected } of QUALITY_QUERIES) {
      for (const name of expected) {
        const listing = byName.get(name);
        if (!listing) problems.push(`${query}: no listing named ${name}`);
        else if (!listing.searchable) problems.push(`${query}: ${name} is sold, so never found`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('expects one to three listings per query, each once (the top 3 can hold them all)', () => {
    for (const { query, expected } of QUALITY_QUERIES) {
      expect(expected.length, query).toBeGreaterThanOrEqual(1);
      expect(expected.length, query).toBeLessThanOrEqual(3);
      expect(new Set(expected).size, query).toBe(expected.length);
    }
  });

  it('covers every kind the issue names, with odd spellings, typos, Bengali and units among them', () => {
    const count = (kind: QueryKind) => QUALITY_QUERIES.filter((q) => q.kind === kind).length;
    for (const kind of ['part-number', 'typo', 'bengali', 'unit', 'brand-capacity', 'category'] as const) {
      expect(count(kind), kind).toBeGreaterThanOrEqual(10);
    }
    const asked = new Set(QUALITY_QUERIES.map((q) => q.query));
    for (const query of ['lm 317t', 'LM317-T', 'raspbery pi', 'arduno', 'মেমোরি', 'রাস্পবেরি পাই', '10uF', '10 µF', '4.7k', '4k7', '8gb ddr4', 'sata ssd']) {
      expect(asked.has(query), query).toBe(true);
    }
    for (const { kind, query } of QUALITY_QUERIES) {
      if (kind === 'bengali') expect(query, query).toMatch(/\p{Script=Bengali}/u);
    }
  });

  it('asks unit queries whose values each expected listing states, in its text, part number or specifications', () => {
    const problems: string[] = [];
    for (const { kind, query, expected } of QUALITY_QUERIES) {
      if (kind !== 'unit' && kind !== 'brand-capacity') continue;
      for (const name of expected) {
        const l = byName.get(name)!;
        const texts = [l.name, l.description, l.partNumber ?? '', ...Object.values(DEMO_SPECS[name] ?? {})];
        const stated = new Set(texts.flatMap(quantityWordsInText));
        for (const word of quantityWordsInText(query)) if (!stated.has(word)) problems.push(`${query}: ${name} never states ${word}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('asks Bengali queries the vocabulary knows a word of', () => {
    for (const { kind, query } of QUALITY_QUERIES) {
      if (kind === 'bengali') expect(expandBengaliQuery(query).english.length, query).toBeGreaterThan(0);
    }
  });
});
