import { ALL_SPECS, IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportCreated, type ImportRow, type ImportRowChange, type ListingImport } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { conflict, invalid, notFound, tooLarge } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { JobsService } from '../../jobs/index.ts';
import type { ListingEvents } from '../listing-events.ts';
import type { ProofService } from '../proof.service.ts';
import { readCsv } from './csv-reader.ts';
import { checkImport, IMPORT_CHECK, ImportCheckJob } from './import-check.ts';
import { readHeader } from './import-columns.ts';
import { markNotForSale, publishRows, refusePublish, SkusNotForSale } from './import-publish.ts';
import { checkedRow, countRows, skuOf, withSkuChecks } from './import-rows.ts';
import { createImportsRepository, type ImportRecord } from './imports.repository.ts';
import { createListingsRepository } from '../listings.repository.ts';
import { createSpecsRepository } from '../specs.repository.ts';

export interface ImportsDeps {
  db: Database;
  jobs: JobsService;
  proof: ProofService;
  events?: ListingEvents | undefined;
  currency: string;
}

/** Listing from a spreadsheet: upload, watch the check, fix or skip rows, publish them all at once. */
export interface ImportsService {
  /** Stores the text and has the job runner check it; refused (413) past IMPORT_MAX_ROWS rows. */
  upload(user: SessionUser, text: string): Promise<ImportCreated>;
  /** The seller's import as the preview shows it; 404 for anyone else's. */
  view(user: SessionUser, id: string): Promise<ListingImport>;
  /** A row fixed (checked again at once) or skipped; only while the preview is open (409 otherwise). */
  changeRow(user: SessionUser, id: string, line: number, change: ImportRowChange): Promise<ListingImport>;
  /** Lists every unskipped row in one transaction; 409 while a row has a problem, or when already published. */
  publish(user: SessionUser, id: string): Promise<ListingImport>;
}

const NO_SUCH_IMPORT = 'imports.error.noSuchImport';
const KNOWN_COLUMNS = new Set<string>([...IMPORT_COLUMNS, ...ALL_SPECS.keys()]);

export function createImportsService(deps: ImportsDeps): ImportsService {
  const { db, jobs } = deps;
  const repo = createImportsRepository(db);
  const listings = createListingsRepository(db);
  const specs = createSpecsRepository(db);

  // Safe to run twice: checkImport leaves an import that is no longer being checked alone.
  jobs.handle(IMPORT_CHECK, (payload) => checkImport(repo, listings, ImportCheckJob.parse(payload).importId));

  const toView = (record: ImportRecord): ListingImport => {
    const rows = record.rows as ImportRow[];
    const { columns, ignored } = readHeader(readCsv(record.source, { headerOnly: true }).header);
    return {
      id: record.id,
      status: record.status,
      total: record.total,
      checked: record.checked,
      columns: columns.flatMap((column) => column ?? []),
      ignoredColumns: ignored,
      rows,
      counts: countRows(rows),
      created: record.created,
      updated: record.updated,
      error: record.error,
      createdAt: record.createdAt.toISOString(),
      publishedAt: record.publishedAt?.toISOString() ?? null,
    };
  };

  const find = async (user: SessionUser, id: string): Promise<ImportRecord> => {
    const record = isUuid(id) ? await repo.find(id, user.id) : undefined;
    if (!record) throw notFound(NO_SUCH_IMPORT);
    return record;
  };

  return {
    async upload(user, text) {
      const total = readCsv(text).records.length;
      if (total > IMPORT_MAX_ROWS) throw tooLarge('TOO_MANY_ROWS', 'imports.error.tooManyRows').withParams({ limit: IMPORT_MAX_ROWS, count: total });
      const record = await db.transaction(async (tx) => {
        const row = await repo.insert({ sellerId: user.id, source: text, total }, tx);
        await jobs.enqueue(tx, { kind: IMPORT_CHECK, key: row.id, payload: { importId: row.id } });
        return row;
      });
      return { id: record.id, status: record.status, total: record.total };
    },

    view: async (user, id) => toView(await find(user, id)),

    async changeRow(user, id, line, change) {
      if (change.cells) {
        const unknown = Object.keys(change.cells).filter((key) => !KNOWN_COLUMNS.has(key));
        if (unknown.length) {
          throw invalid('imports.error.unknownColumns', Object.fromEntries(unknown.map((key) => [`cells.${key}`, 'imports.error.unknownColumn']))).withParams({
            names: unknown.join(', '),
          });
        }
      }
      await find(user, id);
      const record = await db.transaction(async (tx) => {
        const locked = await repo.lock(id, user.id, tx);
        if (!locked) throw notFound(NO_SUCH_IMPORT);
        if (locked.status !== 'ready') throw conflict('IMPORT_NOT_OPEN', locked.status === 'published' ? 'imports.error.alreadyPublished' : 'imports.error.notReady');
        const rows = locked.rows as ImportRow[];
        const at = rows.findIndex((row) => row.line === line);
        if (at === -1) throw notFound('imports.error.noSuchRow');
        const row = rows[at]!;
        const skip = change.skip ?? row.skip;
        rows[at] = change.cells ? checkedRow(line, change.cells, skip) : { ...row, skip };
        // A fixed SKU may end a clash with another row, or start one: the SKU checks run over every row.
        const existing = await listings.bySku(user.id, rows.flatMap((r) => skuOf(r.cells) ?? []), tx);
        const next = withSkuChecks(rows, existing);
        await repo.saveRows(id, next, tx);
        return { ...locked, rows: next };
      });
      return toView(record);
    },

    async publish(user, id) {
      await find(user, id);
      try {
        // The answer is read inside the transaction: after a long publish the embedded database's
        // queue may refuse a new query for a moment, and the seller must not see a 503 for a publish that happened.
        const published = await db.transaction(async (tx) => {
          const locked = await repo.lock(id, user.id, tx);
          if (!locked) throw notFound(NO_SUCH_IMPORT);
          const counts = await publishRows({ ...deps, listings, specs }, user, refusePublish(locked), tx);
          await repo.published(id, counts, tx);
          return (await repo.find(id, user.id, tx))!;
        });
        return toView(published);
      } catch (err) {
        if (!(err instanceof SkusNotForSale)) throw err;
        // Nothing was listed; the preview now shows which rows name listings that are sold or removed.
        const record = await find(user, id);
        await repo.saveRows(id, markNotForSale(record.rows as ImportRow[], err.lines));
        throw conflict('IMPORT_HAS_PROBLEMS', 'imports.error.problemsLeft').withParams({ count: err.lines.length });
      }
    },
  };
}
