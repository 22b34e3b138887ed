import { decodeCursor, encodeCursor, ID_PATTERN } from '@reboard/contracts';
import { and, eq, ilike, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { invalid } from './errors.ts';
import { isUuid } from './ids.ts';

/*
 * The server's one keyset cursor, built on the contracts' encoding (base64url JSON of the last
 * row's sort values). Each list says which values it expects; any cursor that does not hold
 * them (tampered, or from another sort) gets the same answer.
 */

/** The answer to any cursor the server did not make. */
export const invalidCursor = () =>
  invalid('errors.cursor.invalid', { cursor: 'errors.cursor.restart' });

/** The cursor's values as `parse` reads them; undefined for no cursor; refused when `parse` refuses. */
export function readCursor<T>(raw: string | undefined, parse: (values: unknown[]) => T | undefined): T | undefined {
  if (!raw) return undefined;
  const values = decodeCursor(raw);
  const parsed = values ? parse(values) : undefined;
  if (parsed === undefined) throw invalidCursor();
  return parsed;
}


/** "After this row" for lists ordered by (created_at desc, id desc). */
export type Keyset = { at: string; id: string };

export const encodeKeyset = (row: { createdAt: Date; id: string }): string =>
  encodeCursor([row.createdAt.toISOString(), row.id]);

export const decodeKeyset = (raw: string | undefined): Keyset | undefined =>
  readCursor(raw, ([at, id]) =>
    typeof at === 'string' && !Number.isNaN(Date.parse(at)) && typeof id === 'string' && ID_PATTERN.test(id)
      ? { at, id }
      : undefined,
  );

/**
 * The same for tables whose ids are uuids: a forged id that is not one would reach PostgreSQL
 * as a uuid comparison and fail there (a 500), so it is refused with the other bad cursors.
 */
export const decodeUuidKeyset = (raw: string | undefined): Keyset | undefined => {
  const keyset = decodeKeyset(raw);
  if (keyset && !isUuid(keyset.id)) throw invalidCursor();
  return keyset;
};

export function afterKeyset(createdAt: AnyColumn, id: AnyColumn, k: Keyset | undefined): SQL | undefined {
  if (!k) return undefined;
  const at = new Date(k.at);
  return or(lt(createdAt, at), and(eq(createdAt, at), lt(id, k.id)));
}

/** Case-insensitive "contains" on a few columns, with LIKE's wildcards taken literally. */
/** Text as a LIKE pattern takes it literally: its %, _ and \ escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function containsAny(q: string | undefined, ...columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/**
 * Splits a fetched page of limit + 1 rows into the page and the cursor of the next one, made
 * from the page's last row (`encodeKeyset` for lists ordered by created_at and id).
 */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}

/** What a paged, searchable list is asked for. */
export type ListQuery = { q?: string | undefined; cursor?: string | undefined; limit: number };
