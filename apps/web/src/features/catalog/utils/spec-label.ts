import { ALL_SPECS, parseQuantity, type QuantityUnit } from '@reboard/contracts/plain';
import { loadSchemas } from '@/lib/api-client.ts';
import type { TFunction } from 'i18next';

/** A specification's name in the page's language; a key the web does not know keeps the API's label. */
export function specLabel(spec: { key: string; label: string }, t: TFunction): string {
  const def = ALL_SPECS.get(spec.key);
  return def ? t(def.labelKey) : spec.label;
}

const UNIT_KEYS = {
  F: 'catalog.units.F',
  V: 'catalog.units.V',
  Ω: 'catalog.units.ohm',
  B: 'catalog.units.B',
  Hz: 'catalog.units.Hz',
  '%': 'catalog.units.percent',
} as const satisfies Record<QuantityUnit, string>;

/**
 * Why a quantity typed in a range filter cannot be read, in the page's language, or undefined
 * when it can. The contracts' check judges (as the API will); its English words are said again
 * here from the parser's reason, in the same shape. The check comes with the schemas, fetched
 * for it the first time (a page shows its filters without them).
 */
export async function specQuantityMessage(key: string, raw: string, t: TFunction): Promise<string | undefined> {
  const def = ALL_SPECS.get(key);
  if (!def?.unit) return undefined;
  const { specQuantityIssue } = await loadSchemas();
  if (!specQuantityIssue(key, raw)) return undefined;
  const parsed = parseQuantity(raw.trim().replace(/\s+/g, ' '), def.unit);
  const label = t(def.labelKey);
  const example = def.example;
  if (!parsed.ok && parsed.error === 'wrong_unit' && parsed.unit) {
    return t('catalog.filters.spec.problem.wrongUnit', { label, unit: t(UNIT_KEYS[def.unit]), given: t(UNIT_KEYS[parsed.unit]), example });
  }
  if (!parsed.ok && parsed.error === 'no_unit') return t('catalog.filters.spec.problem.noUnit', { example });
  return t('catalog.filters.spec.problem.unparsable', { name: label.toLowerCase(), example });
}
