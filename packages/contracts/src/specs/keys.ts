import { CATEGORY_IDS } from '../default-categories.ts';
import specNames from '../i18n/catalogues/en/specs.json' with { type: 'json' };
import { textAt } from '../i18n/lookup.ts';
import type { QuantityUnit } from './quantity.ts';

/*
 * Which specifications a listing may carry: a few per category, plus the component values any
 * listing may state (a lot of capacitors sits in any category). A key means one thing wherever
 * it appears: `capacity` is always bytes, so a filter on it needs no category.
 */

export const SPEC_KINDS = ['quantity', 'choice', 'text'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

export interface SpecDefinition {
  key: string;
  /** The English name (API responses, messages); pages translate `labelKey`. */
  label: string;
  labelKey: string;
  kind: SpecKind;
  /** A quantity's base unit. */
  unit?: QuantityUnit;
  /** A choice's values, as they are shown and stored. */
  options?: readonly string[];
  /** What a value looks like, for placeholders and messages. */
  example: string;
}

// The English names from their own area: pages that list specifications need no other.
const named = (key: string, labelKey: string) => ({ key, labelKey, label: textAt({ specs: specNames }, labelKey) ?? labelKey });
const quantity = (key: string, labelKey: string, unit: QuantityUnit, example: string): SpecDefinition => ({ ...named(key, labelKey), kind: 'quantity', unit, example });
const choice = (key: string, labelKey: string, options: readonly string[]): SpecDefinition => ({
  ...named(key, labelKey),
  kind: 'choice',
  options,
  example: options[0]!,
});
const text = (key: string, labelKey: string, example: string): SpecDefinition => ({ ...named(key, labelKey), kind: 'text', example });

export const MEMORY_TYPES = ['DDR2', 'DDR3', 'DDR3L', 'DDR4', 'DDR5', 'LPDDR4', 'LPDDR5', 'SSD', 'NVMe SSD', 'HDD', 'eMMC', 'SD card', 'microSD', 'USB flash'] as const;
export const MEMORY_FORM_FACTORS = ['DIMM', 'SO-DIMM', '2.5"', '3.5"', 'M.2 2230', 'M.2 2242', 'M.2 2280', 'mSATA', 'Card', 'Chip'] as const;
export const BOARD_FORM_FACTORS = ['ATX', 'Micro-ATX', 'Mini-ITX', 'E-ATX', 'Single-board computer', 'Other'] as const;
/** Package codes: imperial chip sizes and the usual semiconductor outlines. */
export const PACKAGES = [
  '01005', '0201', '0402', '0603', '0805', '1206', '1210', '1812', '2010', '2512',
  'SOD-123', 'SOD-323', 'SOT-23', 'SOT-23-5', 'SOT-23-6', 'SOT-89', 'SOT-223',
  'TO-92', 'TO-220', 'TO-247', 'TO-252', 'TO-263', 'DO-41', 'SMA', 'SMB', 'SMC',
  'SOIC-8', 'SOIC-14', 'SOIC-16', 'TSSOP-16', 'MSOP-8', 'QFN', 'LQFP-48', 'LQFP-64', 'BGA',
  'DIP-8', 'DIP-14', 'DIP-16', 'DIP-28', 'Radial', 'Axial',
] as const;

/** Component values any listing may state, whatever its category. */
export const COMPONENT_SPECS: readonly SpecDefinition[] = [
  quantity('capacitance', 'specs.capacitance', 'F', '10 µF'),
  quantity('voltage', 'specs.voltage', 'V', '25 V'),
  quantity('resistance', 'specs.resistance', 'Ω', '4.7 kΩ'),
  quantity('tolerance', 'specs.tolerance', '%', '5 %'),
  choice('package', 'specs.package', PACKAGES),
];

export const CATEGORY_SPECS: Readonly<Record<string, readonly SpecDefinition[]>> = {
  [CATEGORY_IDS.networkModules]: [
    text('chip', 'specs.chip', 'ESP32-WROOM-32'),
    quantity('flash', 'specs.flash', 'B', '4 MB'),
    text('interfaces', 'specs.interfaces', 'Wi-Fi, Bluetooth, UART'),
    quantity('frequency', 'specs.frequency', 'Hz', '2.4 GHz'),
  ],
  [CATEGORY_IDS.memoryStorage]: [
    quantity('capacity', 'specs.capacity', 'B', '8 GB'),
    choice('type', 'specs.type', MEMORY_TYPES),
    quantity('speed', 'specs.speed', 'Hz', '3200 MHz'),
    choice('formFactor', 'specs.formFactor', MEMORY_FORM_FACTORS),
  ],
  [CATEGORY_IDS.mainBoards]: [
    text('chipset', 'specs.chipset', 'B450'),
    text('socket', 'specs.socket', 'AM4'),
    choice('formFactor', 'specs.formFactor', BOARD_FORM_FACTORS),
    text('interfaces', 'specs.interfaces', 'PCIe 3.0, SATA, USB 3.0'),
  ],
};

/** The keys a listing of this category may carry: the category's own, then the component values. */
export const specsFor = (categoryId: string | undefined): readonly SpecDefinition[] => [
  ...((categoryId && CATEGORY_SPECS[categoryId]) || []),
  ...COMPONENT_SPECS,
];

/**
 * Every key with what it means anywhere (a choice's options from every category that has it),
 * for filters, which may come without a category.
 */
export const ALL_SPECS: ReadonlyMap<string, SpecDefinition> = (() => {
  const all = new Map<string, SpecDefinition>();
  for (const def of [...Object.values(CATEGORY_SPECS).flat(), ...COMPONENT_SPECS]) {
    const seen = all.get(def.key);
    all.set(def.key, seen?.options ? { ...seen, options: [...seen.options, ...(def.options ?? [])] } : def);
  }
  return all;
})();

/** The order keys are shown in (the detail page's table): as defined. */
export const SPEC_ORDER: readonly string[] = [...ALL_SPECS.keys()];
