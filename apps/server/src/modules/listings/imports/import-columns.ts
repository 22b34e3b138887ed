import { ALL_SPECS, CATEGORY_KEYS, CONDITION_KEYS, CONDITIONS, DEFAULT_CATEGORIES, IMPORT_COLUMNS, IMPORT_ROW_COLUMN, type ImportCells, type ImportColumn, type ImportColumnKey } from '@reboard/contracts';
import bn from '@reboard/contracts/i18n/bn';
import en from '@reboard/contracts/i18n/en';

/*
 * A file's columns: which header means which field of the listing form (a few spellings each,
 * any case), and a row's cells turned into the object the form would send, so the form's own
 * schema checks it. Nothing here changes a cell: the object is built beside the cells.
 */

/** Headers compare without case, spaces, dashes, underscores, dots or '#': "Part No.", "part_no" and "PartNo" are one. */
const loose = (text: string) => text.toLowerCase().replace(/[\s\-_.#/()]+/g, '');

const ALIASES: Record<ImportColumnKey, string[]> = {
  name: ['name', 'title', 'product', 'product name', 'listing'],
  category: ['category', 'category id'],
  condition: ['condition'],
  price: ['price', 'resale price', 'unit price', 'price per unit', 'price each'],
  originalPrice: ['original price', 'new price', 'price new'],
  quantity: ['quantity', 'qty', 'units', 'stock'],
  partNumber: ['part number', 'part no', 'part', 'mpn', 'pn'],
  manufacturer: ['manufacturer', 'mfr', 'brand', 'maker'],
  sku: ['sku', 'seller sku', 'stock code'],
  description: ['description', 'details', 'notes'],
  location: ['location', 'area', 'city'],
  phone: ['phone', 'phone number', 'mobile', 'seller phone'],
  usagePeriod: ['usage period', 'used for', 'usage'],
  yearPurchased: ['year purchased', 'purchase year', 'year bought', 'year'],
};

const BY_HEADER = new Map<string, string>();
for (const key of IMPORT_COLUMNS) for (const alias of ALIASES[key]) BY_HEADER.set(loose(alias), key);
// Specifications by key ("formFactor") and by their English name ("Form factor").
for (const def of ALL_SPECS.values()) {
  BY_HEADER.set(loose(def.key), def.key);
  BY_HEADER.set(loose(def.label), def.key);
}

/** The file's header read: the columns it has, by position, and the headers that name nothing (ignored). */
export function readHeader(header: readonly string[]): { columns: (ImportColumn | undefined)[]; ignored: string[] } {
  const seen = new Set<string>();
  const ignored: string[] = [];
  const columns = header.map((typed) => {
    const key = BY_HEADER.get(loose(typed));
    // A second column of the same name would silently win over the first: it is left out, and said so.
    if (!key || seen.has(key)) {
      if (typed.trim()) ignored.push(typed);
      return undefined;
    }
    seen.add(key);
    return { key, header: typed };
  });
  return { columns, ignored };
}

/** A record's cells by column key, as typed; cells under ignored columns are left out. */
export function cellsOf(columns: readonly (ImportColumn | undefined)[], cells: readonly string[]): ImportCells {
  const out: ImportCells = {};
  columns.forEach((column, i) => {
    if (column) out[column.key] = cells[i] ?? '';
  });
  return out;
}

const CATEGORY_BY_NAME = new Map<string, string>();
for (const { id, name } of DEFAULT_CATEGORIES) {
  const area = CATEGORY_KEYS[id]!.split('.')[1] as keyof typeof en.categories;
  for (const label of [id, name, en.categories[area], bn.categories[area]]) CATEGORY_BY_NAME.set(loose(label), id);
}

/** A category typed by its id or its name in English or Bengali; undefined when it names none. */
export const categoryIdOf = (typed: string): string | undefined => CATEGORY_BY_NAME.get(loose(typed));

const CONDITION_BY_NAME = new Map<string, string>();
for (const condition of CONDITIONS) {
  const [area, , word] = CONDITION_KEYS[condition].split('.') as ['common', 'condition', keyof typeof en.common.condition];
  for (const label of [condition, en[area].condition[word], bn[area].condition[word]]) CONDITION_BY_NAME.set(loose(label), condition);
}

const given = (text: string | undefined): string | undefined => (text === undefined || text.trim() === '' ? undefined : text);
const orNull = (text: string | undefined): string | null => given(text) ?? null;

/**
 * What the listing form would send for these cells. A category or condition that names none is
 * passed on as typed, so the schema refuses it with the form's own message; empty required cells
 * go as empty text, which the schema calls missing. Optional empty cells are left out.
 */
export function listingInputOf(cells: ImportCells): Record<string, unknown> {
  const category = cells.category ?? '';
  const condition = cells.condition ?? '';
  const specs = Object.fromEntries(Object.entries(cells).filter(([key, value]) => ALL_SPECS.has(key) && given(value)));
  return {
    name: cells.name ?? '',
    categoryId: categoryIdOf(category) ?? category,
    condition: CONDITION_BY_NAME.get(loose(condition)) ?? condition,
    resalePrice: cells.price ?? '',
    originalPrice: orNull(cells.originalPrice),
    ...(given(cells.quantity) ? { quantity: cells.quantity } : {}),
    partNumber: orNull(cells.partNumber),
    manufacturer: orNull(cells.manufacturer),
    sku: orNull(cells.sku),
    description: cells.description ?? '',
    location: cells.location ?? '',
    sellerPhone: cells.phone ?? '',
    usagePeriod: cells.usagePeriod ?? '',
    yearPurchased: cells.yearPurchased ?? '',
    ...(Object.keys(specs).length ? { specs } : {}),
  };
}

/** The form's field names, by the column they come from. */
const COLUMN_OF_FIELD: Record<string, string> = {
  name: 'name',
  categoryId: 'category',
  condition: 'condition',
  resalePrice: 'price',
  originalPrice: 'originalPrice',
  quantity: 'quantity',
  partNumber: 'partNumber',
  manufacturer: 'manufacturer',
  sku: 'sku',
  description: 'description',
  location: 'location',
  sellerPhone: 'phone',
  usagePeriod: 'usagePeriod',
  yearPurchased: 'yearPurchased',
};

/** The column a schema issue's path (or a field such as `specs.capacitance`) points at; 'row' for the row as a whole. */
export function columnOfPath(path: readonly PropertyKey[]): string {
  const [field, key] = path;
  if (field === 'specs') return typeof key === 'string' ? key : IMPORT_ROW_COLUMN;
  return (typeof field === 'string' && COLUMN_OF_FIELD[field]) || IMPORT_ROW_COLUMN;
}
