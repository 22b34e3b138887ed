import { z } from 'zod';
import { IdSchema, multiLine } from './text.ts';

/*
 * Listing from a spreadsheet (POST /api/listings/imports and after): a seller sends the text of a
 * CSV or a paste from a spreadsheet, the server checks every row with the listing form's own
 * schema, the seller fixes or skips rows in a preview, and publishes the valid ones in one go.
 */

/** The most data rows one upload may hold (the header not counted). */
export const IMPORT_MAX_ROWS = 1000;
/** The most characters of text one upload may hold: 1 000 full rows, descriptions and all. */
export const IMPORT_MAX_CHARS = 2_000_000;
/** The longest cell kept (a description's limit is 2 000; longer ones are shown and refused, never cut). */
export const IMPORT_MAX_CELL = 5000;

/** checking → ready (the preview) → publishing → published; failed when the file could not be read as a table. */
export const IMPORT_STATUS = ['checking', 'ready', 'publishing', 'published', 'failed'] as const;
export const ImportStatusSchema = z.enum(IMPORT_STATUS);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/** POST /api/listings/imports: the file's text (tabs separate cells of a paste; commas or semicolons those of a CSV). */
export const ImportUploadSchema = z.object({
  text: multiLine({ error: 'imports.error.textRequired' })
    .max(IMPORT_MAX_CHARS, 'imports.error.textTooLong')
    .refine((text) => text.trim() !== '', 'imports.error.textRequired'),
});
export type ImportUpload = z.infer<typeof ImportUploadSchema>;

/** A row's problem: the column (a column key below) and why, as a catalogue key with its placeholders. */
export const ImportProblemSchema = z.object({
  column: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/** Column key → the cell as the seller typed it. */
export const ImportCellsSchema = z.record(
  z.string().max(40, 'imports.error.unknownColumn'),
  multiLine().max(IMPORT_MAX_CELL, 'imports.error.cellTooLong'),
);
export type ImportCells = z.infer<typeof ImportCellsSchema>;

/** One data row: its row number in the file (the header is row 1), its cells, what is wrong, and whether it is left out. */
export const ImportRowSchema = z.object({
  line: z.number().int(),
  cells: ImportCellsSchema,
  problems: z.array(ImportProblemSchema),
  skip: z.boolean(),
  /** Its SKU is one of the seller's listings: publishing updates that listing instead of adding one. */
  updates: z.boolean(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

/** A column of the file: its key (name, price, capacitance…) and its header as typed. */
export const ImportColumnSchema = z.object({ key: z.string(), header: z.string() });
export type ImportColumn = z.infer<typeof ImportColumnSchema>;

/** GET /api/listings/imports/:id: where the check stands and, once ready, every row. */
export const ListingImportSchema = z.object({
  id: z.string(),
  status: ImportStatusSchema,
  /** Data rows in the file, and how many of them are checked (progress while checking). */
  total: z.number().int(),
  checked: z.number().int(),
  /** The file's columns that were read, in order, and the headers that were not (ignored). */
  columns: z.array(ImportColumnSchema),
  ignoredColumns: z.array(z.string()),
  rows: z.array(ImportRowSchema),
  counts: z.object({ valid: z.number().int(), withProblems: z.number().int(), skipped: z.number().int() }),
  /** Listings created and updated by the publish. */
  created: z.number().int(),
  updated: z.number().int(),
  /** Why the file could not be read (a catalogue key), when failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ListingImport = z.infer<typeof ListingImportSchema>;

/** POST /api/listings/imports: the new import, checked in the background; poll it until it is ready. */
export const ImportCreatedSchema = z.object({ id: z.string(), status: ImportStatusSchema, total: z.number().int() });
export type ImportCreated = z.infer<typeof ImportCreatedSchema>;

export const ImportParamsSchema = z.object({ id: IdSchema });
export const ImportRowParamsSchema = z.object({
  id: IdSchema,
  line: z.coerce.number({ error: 'imports.error.noSuchRow' }).int('imports.error.noSuchRow').min(2, 'imports.error.noSuchRow').max(1_000_000, 'imports.error.noSuchRow'),
});

/** PATCH /api/listings/imports/:id/rows/:line: the row's cells fixed (checked again at once), or the row skipped or taken back. */
export const ImportRowChangeSchema = z
  .object({ cells: ImportCellsSchema.optional(), skip: z.boolean({ error: 'imports.error.skipYesNo' }).optional() })
  .refine((change) => change.cells !== undefined || change.skip !== undefined, { message: 'imports.error.cellsOrSkip', path: ['cells'] });
export type ImportRowChange = z.infer<typeof ImportRowChangeSchema>;

/** The template's file name, as the download offers it. */
export const IMPORT_TEMPLATE_NAME = 'reboard-listings-template.csv';

/** The columns a file may have besides specifications (whose columns are named by their keys). */
export const IMPORT_COLUMNS = [
  'name',
  'category',
  'condition',
  'price',
  'originalPrice',
  'quantity',
  'partNumber',
  'manufacturer',
  'sku',
  'description',
  'location',
  'phone',
  'usagePeriod',
  'yearPurchased',
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number];

/** Each column's name as pages show it (a catalogue key); a specification's is its own label. */
export const IMPORT_COLUMN_LABELS: Record<ImportColumnKey, string> = {
  name: 'imports.column.name',
  category: 'imports.column.category',
  condition: 'imports.column.condition',
  price: 'imports.column.price',
  originalPrice: 'imports.column.originalPrice',
  quantity: 'imports.column.quantity',
  partNumber: 'imports.column.partNumber',
  manufacturer: 'imports.column.manufacturer',
  sku: 'imports.column.sku',
  description: 'imports.column.description',
  location: 'imports.column.location',
  phone: 'imports.column.phone',
  usagePeriod: 'imports.column.usagePeriod',
  yearPurchased: 'imports.column.yearPurchased',
};

/** A problem that belongs to the row as a whole rather than to one column. */
export const IMPORT_ROW_COLUMN = 'row';
