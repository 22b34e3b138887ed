import { randomUUID } from 'node:crypto';
import { specSearchText, type ImportRow } from '@reboard/contracts';
import type { Tx } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { ListingEvents } from '../listing-events.ts';
import { toColumns } from '../listing-columns.ts';
import type { ProofService } from '../proof.service.ts';
import type { ListingRowWrites } from '../listings.repository.ts';
import type { SpecsRepository } from '../specs.repository.ts';
import { checkCells, SKU_NOT_FOR_SALE, skuOf, type ValidRow } from './import-rows.ts';
import type { ImportRecord } from './imports.repository.ts';

export interface PublishDeps {
  listings: ListingRowWrites;
  specs: SpecsRepository;
  proof: ProofService;
  events?: ListingEvents | undefined;
  currency: string;
}

/** Thrown inside the publish when SKUs of listings no longer for sale stop it: the rows to mark once it is undone. */
export class SkusNotForSale extends Error {
  constructor(readonly lines: number[]) {
    super('listings with these SKUs are not for sale');
  }
}

/** Refuses a publish that cannot go ahead: not checked yet, already published, problems left, nothing to list. */
export function refusePublish(record: ImportRecord): ImportRow[] {
  if (record.status === 'published' || record.status === 'publishing') throw conflict('IMPORT_PUBLISHED', 'imports.error.alreadyPublished');
  if (record.status !== 'ready') throw conflict('IMPORT_NOT_READY', 'imports.error.notReady');
  const todo = (record.rows as ImportRow[]).filter((row) => !row.skip);
  const withProblems = todo.filter((row) => row.problems.length > 0).length;
  if (withProblems > 0) throw conflict('IMPORT_HAS_PROBLEMS', 'imports.error.problemsLeft').withParams({ count: withProblems });
  if (todo.length === 0) throw conflict('IMPORT_EMPTY', 'imports.error.nothingToPublish');
  return todo;
}

/**
 * Lists every row of a locked, ready import in the caller's transaction: a row whose SKU is one
 * of the seller's listings updates it (while it is for sale), the others are inserted in batches
 * with their specifications. Those who follow new listings hear of each, in the same transaction,
 * as a listing made with the form. Any failure undoes the whole publish.
 */
export async function publishRows(deps: PublishDeps, user: SessionUser, todo: ImportRow[], tx: Tx): Promise<{ created: number; updated: number }> {
  const { listings, specs: specsRepo, events, currency } = deps;
  // Checked again as they are listed: the stored problems were computed by the code of their day.
  const valid = todo.map((row) => {
    const checked = checkCells(row.cells);
    if (!checked.valid) throw conflict('IMPORT_HAS_PROBLEMS', 'imports.error.problemsLeft').withParams({ count: 1 });
    return { row, ...checked.valid };
  });
  const existing = await listings.bySku(user.id, valid.flatMap(({ row }) => skuOf(row.cells) ?? []), tx, true);
  const statusOf = (row: ImportRow) => existing.get(skuOf(row.cells) ?? '')?.status;
  const notForSale = valid.filter(({ row }) => statusOf(row) !== undefined && statusOf(row) !== 'active');
  if (notForSale.length) throw new SkusNotForSale(notForSale.map(({ row }) => row.line));

  const updates = valid.filter(({ row }) => existing.has(skuOf(row.cells) ?? ''));
  const creates = valid.filter(({ row }) => !existing.has(skuOf(row.cells) ?? ''));

  await createAll(deps, user, creates, tx);
  for (const { row, input, specs } of updates) {
    const before = existing.get(skuOf(row.cells)!)!;
    // Photos are added in the edit form afterwards: a file has none, so the listing keeps its own.
    const { photos: _photos, picture: _picture, ...changes } = toColumns(input, currency);
    // Units buyers hold stay theirs, as in the edit form: the whole publish waits until that row is fixed.
    if (changes.quantity !== undefined && changes.quantity < before.held) {
      throw conflict('UNITS_BOOKED', 'errors.listing.quantityBelowBooked').withParams({ booked: before.held });
    }
    if (!(await listings.updateActive(before.id, user.id, changes, tx))) throw new SkusNotForSale([row.line]);
    if (specs) await specsRepo.replace(before.id, specs, tx);
    await events?.edited(tx, { id: before.id, name: changes.name, sellerId: user.id, resalePrice: changes.resalePrice, previousPrice: before.resalePrice });
  }
  return { created: creates.length, updated: updates.length };
}

async function createAll(deps: PublishDeps, user: SessionUser, creates: ({ row: ImportRow } & ValidRow)[], tx: Tx): Promise<void> {
  const { proof, events, currency } = deps;
  const listings = creates.map(({ input, specs }) => ({
    ...toColumns(input, currency),
    // Every listing gets its proof code, as one made with the form does; the photo comes later.
    ...proof.forNewListing(user, {}),
    id: randomUUID(),
    sellerId: user.id,
    sellerVerified: user.sellerVerified,
    specText: specs ? specSearchText(specs) : '',
    specs,
  }));
  await deps.listings.insertMany(listings.map(({ specs: _specs, ...values }) => values), tx);
  await deps.specs.insertMany(listings.flatMap(({ id, specs }) => (specs ?? []).map((spec) => ({ ...spec, productId: id }))), tx);
  await events?.publishedMany(tx, listings.map((l) => ({ id: l.id, name: l.name, sellerId: user.id, resalePrice: l.resalePrice })));
}

/** The rows whose SKU names a listing no longer for sale get that problem, once the publish is undone. */
export function markNotForSale(rows: ImportRow[], lines: readonly number[]): ImportRow[] {
  const bad = new Set(lines);
  return rows.map((row) =>
    bad.has(row.line) && !row.problems.some((p) => p.message === SKU_NOT_FOR_SALE)
      ? { ...row, updates: false, problems: [...row.problems, { column: 'sku', message: SKU_NOT_FOR_SALE, params: { sku: skuOf(row.cells) ?? '' } }] }
      : row,
  );
}
