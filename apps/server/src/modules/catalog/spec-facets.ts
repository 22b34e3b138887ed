import { ALL_SPECS, COUNT_CAP, formatQuantity, specsFor, COMPONENT_SPECS, type SpecDefinition, type SpecFacet } from '@reboard/contracts';
import { shownCount, type TableSample } from './counts.repository.ts';
import type { ListingFilter } from './products.repository.ts';
import type { SpecCountRow, SpecCountsRepository } from './spec-counts.repository.ts';

/** How many values one specification's facet offers (the most common; a quantity's smallest first). */
const TOP_VALUES = 20;

/**
 * The specification facets of a filtered view: the chosen category's keys and the component
 * values (only the component values without a category; nothing for the whole catalogue
 * unnarrowed), each with the values the matching listings have and how many. As with the other
 * facets, a chosen specification is counted with its own filter set aside, so its other values
 * stay on offer. Keys no match has are left out.
 */
export async function specFacets(repo: SpecCountsRepository, filter: ListingFilter, estimateFrom?: TableSample): Promise<SpecFacet[]> {
  // The whole catalogue unnarrowed (/products as it opens) offers none: counting every
  // listing's specifications there would cost each visit a scan the counters otherwise spare.
  if (!filter.categoryId && !filter.tsquery && !filter.specs?.length) return [];
  const defs = filter.categoryId ? specsFor(filter.categoryId) : COMPONENT_SPECS;
  const chosen = new Set((filter.specs ?? []).map((s) => s.key));
  const open = defs.filter((d) => !chosen.has(d.key)).map((d) => d.key);
  const [main, ...own] = await Promise.all([
    repo.counts(filter, open, estimateFrom),
    ...[...chosen].map((key) => repo.counts({ ...filter, specs: filter.specs!.filter((s) => s.key !== key) }, [key], estimateFrom)),
  ]);
  const rowsByKey = new Map<string, { rows: SpecCountRow[]; exact: boolean }>();
  for (const counted of [main!, ...own]) {
    const exact = counted.matched <= COUNT_CAP;
    for (const row of counted.rows) {
      const entry = rowsByKey.get(row.key) ?? { rows: [], exact };
      entry.rows.push(row);
      rowsByKey.set(row.key, entry);
    }
  }
  return defs.flatMap((def) => {
    const entry = rowsByKey.get(def.key);
    if (!entry && !chosen.has(def.key)) return [];
    return [facetOf(def, entry?.rows ?? [], entry?.exact ?? true)];
  });
}

function facetOf(def: SpecDefinition, rows: SpecCountRow[], exact: boolean): SpecFacet {
  const numeric = def.kind === 'quantity';
  const sorted = numeric
    ? [...rows].sort((a, b) => (a.number ?? 0) - (b.number ?? 0))
    : [...rows].sort((a, b) => b.n - a.n || a.value.localeCompare(b.value));
  const numbers = rows.flatMap((r) => (r.number === null ? [] : [r.number]));
  const unit = ALL_SPECS.get(def.key)?.unit ?? null;
  return {
    key: def.key,
    label: def.label,
    kind: def.kind,
    unit,
    values: sorted.slice(0, TOP_VALUES).map((r) => ({ value: r.value, label: r.value, count: shownCount(r.n, exact).total, countIsExact: exact })),
    range:
      numeric && unit && numbers.length
        ? { min: formatQuantity({ number: Math.min(...numbers), unit }), max: formatQuantity({ number: Math.max(...numbers), unit }) }
        : null,
  };
}
