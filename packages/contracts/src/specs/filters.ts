import { z } from 'zod';
import { ALL_SPECS } from './keys.ts';
import { parseQuantity } from './quantity.ts';
import { MAX_SPEC_TEXT, parseSpecValue } from './values.ts';

/*
 * Specification filters in a listing page's address: `spec.type=DDR4` (a choice or text, same
 * value without case), `spec.capacity.min=4GB&spec.capacity.max=16GB` (a quantity's range, both
 * ends included, in any unit the key takes), `spec.capacity=8GB` (exactly that value).
 */

/** One specification filter as the catalogue applies it: numbers in the key's base unit. */
export type SpecFilter = { key: string; equals?: string; min?: number; max?: number };

/** Whether a query parameter is a specification filter's (`spec.…`). */
export const isSpecParamName = (name: string) => name.startsWith('spec.');

const PARAM = /^spec\.([A-Za-z][A-Za-z0-9]{0,39})(?:\.(min|max))?$/;
export const specParam = (key: string, end?: 'min' | 'max'): `spec.${string}` => (end ? `spec.${key}.${end}` : `spec.${key}`);

/**
 * The specification filters among a query's parameters, and each bad one by its name, so a
 * tampered address gets a 400 naming the parameter. Empty values are no filter (a form's blank).
 */
export function readSpecParams(query: Record<string, unknown>): { filters: SpecFilter[]; issues: { param: string; message: string }[] } {
  const byKey = new Map<string, SpecFilter>();
  const issues: { param: string; message: string }[] = [];
  for (const [param, raw] of Object.entries(query)) {
    if (!isSpecParamName(param)) continue;
    const bad = (message: string) => issues.push({ param, message });
    const match = PARAM.exec(param);
    const def = match ? ALL_SPECS.get(match[1]!) : undefined;
    if (!match || !def) {
      bad('No such specification filter');
      continue;
    }
    if (typeof raw !== 'string') {
      bad('Give one value');
      continue;
    }
    if (raw.length > MAX_SPEC_TEXT) {
      bad(`At most ${MAX_SPEC_TEXT} characters`);
      continue;
    }
    if (!raw.trim()) continue;
    const end = match[2] as 'min' | 'max' | undefined;
    const filter = byKey.get(def.key) ?? { key: def.key };
    if (def.kind === 'quantity') {
      const parsed = parseSpecValue(def, raw);
      if (!parsed.ok) {
        bad(parsed.message);
        continue;
      }
      const n = parsed.row.number!;
      if (end !== 'max') filter.min = Math.max(filter.min ?? n, n);
      if (end !== 'min') filter.max = Math.min(filter.max ?? n, n);
    } else if (end) {
      bad(`${def.label} is not a number: filter it with ${specParam(def.key)}=`);
      continue;
    } else {
      const parsed = parseSpecValue(def, raw);
      if (!parsed.ok) {
        bad(parsed.message);
        continue;
      }
      filter.equals = parsed.row.value;
    }
    byKey.set(def.key, filter);
  }
  for (const f of byKey.values()) {
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) {
      issues.push({ param: specParam(f.key, 'max'), message: 'The maximum must be at least the minimum' });
    }
  }
  // A fixed order: the same filters are one cache entry and one cursor key however they were written.
  return { filters: [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key)), issues };
}

/** Adds each bad specification parameter to a query schema's issues. */
export function specParamRules(query: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const { param, message } of readSpecParams(query).issues) ctx.addIssue({ code: 'custom', path: [param], message });
}

/** A quantity typed in a filter's min or max input, checked as the server will (for the form). */
export const specQuantityProblem = (key: string, raw: string): string | undefined => {
  const def = ALL_SPECS.get(key);
  if (!def || def.kind !== 'quantity' || !raw.trim()) return undefined;
  const parsed = parseQuantity(raw, def.unit);
  return parsed.ok ? undefined : (parseSpecValue(def, raw) as { message?: string }).message;
};
