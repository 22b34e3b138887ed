import { z } from 'zod';
import { ALL_SPECS, specsFor, type SpecDefinition } from './keys.ts';
import { formatQuantity, parseQuantity, quantitySearchWord, UNIT_NAME_KEYS } from './quantity.ts';
import { singleLine } from '../text.ts';

export const MAX_SPECS = 20;
export const MAX_SPEC_TEXT = 60;

/**
 * A listing's specifications as its seller typed them: key → text. Empty values are dropped
 * (a form sends every field); the category decides which keys are allowed (see listingSpecs).
 */
export const ListingSpecsInputSchema = z
  .record(z.string().max(40, 'validation.spec.unknown'), singleLine({ error: 'validation.spec.enterText' }).max(MAX_SPEC_TEXT, 'validation.atMost.chars60'))
  .refine((specs) => Object.keys(specs).length <= MAX_SPECS, 'validation.spec.tooMany')
  .transform((specs) => Object.fromEntries(Object.entries(specs).flatMap(([k, v]) => (v.trim() ? [[k, v.trim().replace(/\s+/g, ' ')]] : []))));

/** One stored specification: the value as shown, and for a quantity its number in the base unit. */
export type SpecRow = { key: string; value: string; number: number | null };

/** Choice values compare without case, spaces or dashes: "so-dimm", "SODIMM" and "SO-DIMM" are one. */
const loose = (s: string) => s.toLowerCase().replace(/[\s\-_]+/g, '');

/**
 * Why a value cannot be: a catalogue key and its placeholders. A placeholder that is itself a
 * key (the spec's `labelKey`, a unit's name) is put into the reader's language before it fills
 * the message, so "Enter a capacitance such as 10 µF" reads whole in either language.
 */
export type SpecProblem = { message: string; params: Record<string, string> };

/** A value read against its key: the stored row, or why it cannot be. */
export function parseSpecValue(def: SpecDefinition, raw: string): { ok: true; row: SpecRow } | ({ ok: false } & SpecProblem) {
  const text = raw.trim().replace(/\s+/g, ' ');
  const spec = def.labelKey;
  if (!text) return { ok: false, message: 'validation.spec.enter', params: { spec } };
  if (def.kind === 'quantity') {
    const parsed = parseQuantity(text, def.unit);
    if (parsed.ok) return { ok: true, row: { key: def.key, value: formatQuantity(parsed.quantity), number: parsed.quantity.number } };
    const example = def.example;
    if (parsed.error === 'wrong_unit') {
      return { ok: false, message: 'validation.spec.wrongUnit', params: { spec, unit: UNIT_NAME_KEYS[def.unit!], given: UNIT_NAME_KEYS[parsed.unit!], example } };
    }
    if (parsed.error === 'no_unit') return { ok: false, message: 'validation.spec.noUnit', params: { example } };
    return { ok: false, message: 'validation.spec.enterSuchAs', params: { spec, example } };
  }
  if (def.kind === 'choice') {
    const option = def.options!.find((o) => loose(o) === loose(text));
    return option
      ? { ok: true, row: { key: def.key, value: option, number: null } }
      : { ok: false, message: 'validation.spec.chooseOneOf', params: { options: `${def.options!.slice(0, 8).join(', ')}${def.options!.length > 8 ? '…' : ''}` } };
  }
  return { ok: true, row: { key: def.key, value: text.slice(0, MAX_SPEC_TEXT), number: null } };
}

/**
 * A listing's specifications checked against its category: the rows to store, or the problems
 * by field ("specs.capacitance"), so the form shows each beside its input: `fields` holds each
 * message's key, `params` its placeholders.
 */
export function listingSpecs(
  categoryId: string,
  specs: Record<string, string>,
): { rows: SpecRow[]; fields: Record<string, string>; params: Record<string, Record<string, string>> } {
  const allowed = new Map(specsFor(categoryId).map((d) => [d.key, d]));
  const rows: SpecRow[] = [];
  const fields: Record<string, string> = {};
  const params: Record<string, Record<string, string>> = {};
  for (const [key, raw] of Object.entries(specs)) {
    const def = allowed.get(key);
    if (!def) {
      fields[`specs.${key}`] = ALL_SPECS.has(key) ? 'validation.spec.notInCategory' : 'validation.spec.unknown';
      continue;
    }
    const parsed = parseSpecValue(def, raw);
    if (parsed.ok) rows.push(parsed.row);
    else {
      fields[`specs.${key}`] = parsed.message;
      params[`specs.${key}`] = parsed.params;
    }
  }
  return { rows, fields, params };
}

/**
 * The words search finds a listing's specifications by: each value as shown, and a quantity's
 * compact word too ("10 µF 10uf"), which is what a query's "10uF" or "10000nF" turns into.
 */
export function specSearchText(rows: readonly SpecRow[]): string {
  return rows
    .map((row) => {
      const def = ALL_SPECS.get(row.key);
      if (def?.kind !== 'quantity' || row.number === null) return row.value;
      return `${row.value} ${quantitySearchWord({ number: row.number, unit: def.unit! })}`;
    })
    .join(' ');
}

/** A listing's specifications as the public sees them, in the order they are defined. */
export const ProductSpecSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type ProductSpec = z.infer<typeof ProductSpecSchema>;
