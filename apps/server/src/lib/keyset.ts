import { and, eq, ilike, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { invalid } from './errors.ts';

/** The answer to any cursor the server did not make (tampered, or from another sort). */
export const invalidCursor = () =>
  invalid('Invalid cursor', { cursor: 'Invalid cursor: start again from the first page' });

/** An opaque "after this row" cursor for lists ordered by (created_at desc, id desc). */
export type Keyset = { at: string; id: string };

export function encodeKeyset(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

export function decodeKeyset(raw: string | undefined): Keyset | undefined {
  if (!raw) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && typeof id === 'string' && id.length <= 100) {
      return { at, id };
    }
  } catch {
    // fall through to the error below
  }
  throw invalidCursor();
}

export function afterKeyset(createdAt: AnyColumn, id: AnyColumn, k: Keyset | undefined): SQL | undefined {
  if (!k) return undefined;
  const at = new Date(k.at);
  return or(lt(createdAt, at), and(eq(createdAt, at), lt(id, k.id)));
}

/** Case-insensitive "contains" on a few columns, with LIKE's wildcards taken literally. */
export function containsAny(q: string | undefined, ...columns: AnyColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** Splits a fetched page of limit + 1 rows into the page and the cursor of the next one. */
export function pageOf<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeKeyset(last) : null };
}
