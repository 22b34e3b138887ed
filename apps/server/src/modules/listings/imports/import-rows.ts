import { DEFAULT_CATEGORIES, ListingInputSchema, type ImportCells, type ImportProblem, type ImportRow, type SpecRow } from '@reboard/contracts';
import { DomainError } from '#server/lib/errors.ts';
import { isCatalogueKey } from '#server/lib/i18n.ts';
import type { ListingInput } from '../listing-columns.ts';
import { checkedSpecs } from '../listing-specs.ts';
import { categoryIdOf, columnOfPath, listingInputOf } from './import-columns.ts';

/*
 * A row checked as the listing form is: the same schema, the same specification parsers, each
 * problem put on the column it came from. Only what depends on the other rows or on the seller's
 * listings (a SKU twice in the file, a SKU of a listing that is sold) is added by the callers.
 */

const UNKNOWN_CATEGORY = 'imports.error.unknownCategory';
const INVALID_VALUE = 'imports.error.invalidValue';
const DUPLICATE_SKU = 'imports.error.duplicateSku';
export const SKU_NOT_FOR_SALE = 'imports.error.skuNotForSale';

const CATEGORY_NAMES = DEFAULT_CATEGORIES.map((c) => c.name).join(', ');

/** A row that passes: the form's input, and its specifications as they will be stored. */
export type ValidRow = { input: ListingInput; specs: SpecRow[] | undefined };

/** What is wrong with a row's cells, one problem per column (the first the schema found), and the input when nothing is. */
export function checkCells(cells: ImportCells): { problems: ImportProblem[]; valid?: ValidRow } {
  const problems = new Map<string, ImportProblem>();
  const add = (problem: ImportProblem) => {
    if (!problems.has(problem.column)) problems.set(problem.column, problem);
  };

  const parsed = ListingInputSchema.safeParse(listingInputOf(cells));
  const category = cells.category?.trim() ?? '';
  if (category && !categoryIdOf(category)) add({ column: 'category', message: UNKNOWN_CATEGORY, params: { names: CATEGORY_NAMES } });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const message = isCatalogueKey(issue.message) ? issue.message : INVALID_VALUE;
      add({ column: columnOfPath(issue.path), message });
    }
  }

  // Specifications are read against the row's category, even when another cell is wrong, so every problem shows at once.
  const categoryId = categoryIdOf(category);
  const typedSpecs = parsed.success ? parsed.data.specs : (listingInputOf(cells).specs as Record<string, string> | undefined);
  let specs: SpecRow[] | undefined;
  if (categoryId) {
    try {
      specs = checkedSpecs(categoryId, typedSpecs);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      for (const [field, message] of Object.entries(err.fields ?? {})) {
        const params = err.fieldParams?.[field];
        add({ column: columnOfPath(field.split('.')), message, ...(params ? { params } : {}) });
      }
    }
  }

  const list = [...problems.values()];
  return list.length === 0 && parsed.success ? { problems: list, valid: { input: parsed.data, specs } } : { problems: list };
}

/** The SKU a row's cells give, compared as the database does (trimmed); undefined for none. */
export const skuOf = (cells: ImportCells): string | undefined => cells.sku?.trim() || undefined;

/**
 * Adds the problems that depend on the other rows and on the seller's listings: a SKU used by two
 * rows (both named, as neither can be meant), and a SKU of one of the seller's listings that is
 * not for sale (sold or removed: it cannot be updated). Marks which rows update a listing.
 */
export function withSkuChecks(rows: ImportRow[], existing: ReadonlyMap<string, { status: string }>): ImportRow[] {
  const uses = new Map<string, number>();
  for (const row of rows) {
    const sku = skuOf(row.cells);
    if (sku && !row.skip) uses.set(sku, (uses.get(sku) ?? 0) + 1);
  }
  return rows.map((row) => {
    const problems = row.problems.filter((p) => p.message !== DUPLICATE_SKU && p.message !== SKU_NOT_FOR_SALE);
    const sku = skuOf(row.cells);
    const listing = sku ? existing.get(sku) : undefined;
    const skuTaken = problems.some((p) => p.column === 'sku');
    if (sku && !row.skip && !skuTaken) {
      if ((uses.get(sku) ?? 0) > 1) problems.push({ column: 'sku', message: DUPLICATE_SKU, params: { sku } });
      else if (listing && listing.status !== 'active') problems.push({ column: 'sku', message: SKU_NOT_FOR_SALE, params: { sku } });
    }
    return { ...row, problems, updates: listing?.status === 'active' };
  });
}

/** A row's problems of its own cells, as stored (the SKU checks are added over all rows). */
export function checkedRow(line: number, cells: ImportCells, skip = false): ImportRow {
  return { line, cells, problems: checkCells(cells).problems, skip, updates: false };
}

/** The preview's counts: rows ready to publish, rows with problems, rows left out. */
export function countRows(rows: readonly ImportRow[]) {
  let valid = 0;
  let withProblems = 0;
  let skipped = 0;
  for (const row of rows) {
    if (row.skip) skipped++;
    else if (row.problems.length) withProblems++;
    else valid++;
  }
  return { valid, withProblems, skipped };
}
