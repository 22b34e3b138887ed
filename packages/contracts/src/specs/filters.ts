import { z } from 'zod';
import { ALL_SPECS } from './keys.ts';
import { parseQuantity } from './quantity.ts';
import { MAX_SPEC_TEXT, parseSpecValue, type SpecProblem } from './values.ts';
import { textProblem } from '../text.ts';
import { isSpecParamName, specParam } from './params.ts';

export { isSpecParamName, specParam } from './params.ts';

/*
 * Specification filters in a listing page's address: `spec.type=DDR4` (a choice or text, same
 * value without case), `spec.capacity.min=4GB&spec.capacity.max=16GB` (a quantity's range, both
 * ends included, in any unit the key takes), `spec.capacity=8GB` (exactly that value).
 */

/** One specification filter as the catalogue applies it: numbers in the key's base unit. */
export type SpecFilter = { key: string; equals?: string; min?: number; max?: number };


const PARAM = /^spec\.([A-Za-z][A-Za-z0-9]{0,39})(?:\.(min|max))?$/;

/**
 * The specification filters among a query's parameters, and each bad one by its name, so a
 * tampered address gets a 400 naming the parameter. Empty values are no filter (a form's blank).
 */
export function readSpecParams(query: Record<string, unknown>): { filters: SpecFilter[]; issues: SpecParamIssue[] } {
  const byKey = new Map<string, SpecFilter>();
  const issues: SpecParamIssue[] = [];
  for (const [param, raw] of Object.entries(query)) {
    if (!isSpecParamName(param)) continue;
    const bad = (message: string, params?: Record<string, string>) => issues.push(params ? { param, message, params } : { param, message });
    const match = PARAM.exec(param);
    const def = match ? ALL_SPECS.get(match[1]!) : undefined;
    if (!match || !def) {
      bad('validation.spec.noSuchFilter');
      continue;
    }
    if (typeof raw !== 'string') {
      bad('validation.spec.oneValue');
      continue;
    }
    if (raw.length > MAX_SPEC_TEXT) {
      bad('validation.atMost.chars60');
      continue;
    }
    const textIssue = textProblem(raw, 'single');
    if (textIssue) {
      bad(textIssue);
      continue;
    }
    if (!raw.trim()) continue;
    const end = match[2] as 'min' | 'max' | undefined;
    const filter = byKey.get(def.key) ?? { key: def.key };
    if (def.kind === 'quantity') {
      const parsed = parseSpecValue(def, raw);
      if (!parsed.ok) {
        bad(parsed.message, parsed.params);
        continue;
      }
      const n = parsed.row.number!;
      if (end !== 'max') filter.min = Math.max(filter.min ?? n, n);
      if (end !== 'min') filter.max = Math.min(filter.max ?? n, n);
    } else if (end) {
      bad('validation.spec.notANumber', { spec: def.labelKey, param: specParam(def.key) });
      continue;
    } else {
      const parsed = parseSpecValue(def, raw);
      if (!parsed.ok) {
        bad(parsed.message, parsed.params);
        continue;
      }
      filter.equals = parsed.row.value;
    }
    byKey.set(def.key, filter);
  }
  for (const f of byKey.values()) {
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) {
      issues.push({ param: specParam(f.key, 'max'), message: 'validation.spec.maxBelowMin' });
    }
  }
  // A fixed order: the same filters are one cache entry and one cursor key however they were written.
  return { filters: [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key)), issues };
}

/** A bad specification parameter: its name, the message's key and the key's placeholders. */
export type SpecParamIssue = { param: string; message: string; params?: Record<string, string> };

/** Adds each bad specification parameter to a query schema's issues (placeholders in `params`, for the error handler). */
export function specParamRules(query: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const { param, message, params } of readSpecParams(query).issues) ctx.addIssue({ code: 'custom', path: [param], message, ...(params && { params }) });
}

/** A quantity typed in a filter's min or max input, checked as the server will (for the form): key and placeholders. */
export const specQuantityIssue = (key: string, raw: string): SpecProblem | undefined => {
  const def = ALL_SPECS.get(key);
  if (!def || def.kind !== 'quantity' || !raw.trim() || parseQuantity(raw, def.unit).ok) return undefined;
  const problem = parseSpecValue(def, raw);
  return problem.ok ? undefined : { message: problem.message, params: problem.params };
};
