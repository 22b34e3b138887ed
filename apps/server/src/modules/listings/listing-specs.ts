import { ALL_SPECS, listingSpecs, SPEC_ORDER, type ProductSpec, type SpecRow } from '@reboard/contracts';
import { invalid } from '#server/lib/errors.ts';

/**
 * A listing input's specifications checked against its category: the rows to store, undefined
 * when the input left them out (an edit that keeps them), or an `invalid` error naming each
 * bad one as `specs.<key>` (unknown for the category, unparsable, a unit that does not fit).
 */
export function checkedSpecs(categoryId: string, specs: Record<string, string> | undefined): SpecRow[] | undefined {
  if (specs === undefined) return undefined;
  const { rows, fields, params } = listingSpecs(categoryId, specs);
  const bad = Object.keys(fields);
  if (bad.length) throw invalid('errors.listing.checkSpecs', fields).withParams({ names: bad.join(', ') }).withFieldParams(params);
  return rows;
}

const byOrder = (a: SpecRow, b: SpecRow) => SPEC_ORDER.indexOf(a.key) - SPEC_ORDER.indexOf(b.key);

/** The detail page's table: label and value, in the order the keys are defined. */
export const specTable = (rows: readonly SpecRow[]): ProductSpec[] =>
  [...rows].sort(byOrder).map((r) => ({ key: r.key, label: ALL_SPECS.get(r.key)?.label ?? r.key, value: r.value }));

/** The edit form's values: key → canonical value, which reads back as itself. */
export const specValues = (rows: readonly SpecRow[] | undefined): Record<string, string> =>
  Object.fromEntries([...(rows ?? [])].sort(byOrder).map((r) => [r.key, r.value]));
