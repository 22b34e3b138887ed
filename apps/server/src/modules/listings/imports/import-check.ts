import { IMPORT_ROW_COLUMN, type ImportRow } from '@reboard/contracts';
import { z } from 'zod';
import { readCsv } from './csv-reader.ts';
import { cellsOf, readHeader } from './import-columns.ts';
import { checkedRow, skuOf, withSkuChecks } from './import-rows.ts';
import type { ListingRowWrites } from '../listings.repository.ts';
import type { ImportsRepository } from './imports.repository.ts';

/** The job that checks an upload's rows, keyed by the import. */
export const IMPORT_CHECK = 'listing-import-check';
export const ImportCheckJob = z.object({ importId: z.string() });

/** Rows checked between two progress writes: the preview's counter moves, the database is not flooded. */
const PROGRESS_EVERY = 50;

/** Lets waiting requests in between batches: the checks themselves never wait on anything. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks every row of the import `id` as the listing form would, writing the progress as it
 * goes, then leaves it ready for the preview (or failed, when the file cannot be read as a table).
 * Safe to run twice: an import no longer being checked is left as it is.
 */
export async function checkImport(repo: ImportsRepository, listings: Pick<ListingRowWrites, 'bySku'>, id: string): Promise<void> {
  const record = await repo.byId(id);
  if (record?.status !== 'checking') return;
  const { header, records } = readCsv(record.source);
  if (header.length === 0) return repo.failed(id, 'imports.error.empty');
  const { columns } = readHeader(header);
  if (columns.every((column) => column === undefined)) return repo.failed(id, 'imports.error.noColumns');
  if (records.length === 0) return repo.failed(id, 'imports.error.noRows');

  const rows: ImportRow[] = [];
  for (const [i, { line, cells }] of records.entries()) {
    rows.push(checkedRow(line, cellsOf(columns, cells)));
    // A row wider than the header has cells under no column: say so rather than drop them unseen.
    if (cells.length > header.length && cells.slice(header.length).some((cell) => cell.trim())) {
      rows.at(-1)!.problems.push({ column: IMPORT_ROW_COLUMN, message: 'imports.error.extraCells', params: { count: header.length } });
    }
    if ((i + 1) % PROGRESS_EVERY === 0) {
      await repo.progress(id, i + 1);
      await yieldToOthers();
    }
  }
  const skus = rows.flatMap((row) => skuOf(row.cells) ?? []);
  await repo.ready(id, withSkuChecks(rows, await listings.bySku(record.sellerId, skus)));
}
