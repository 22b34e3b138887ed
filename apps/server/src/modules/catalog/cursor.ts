import type { ProductSort } from '@reboard/contracts';
import { invalidCursor } from '../../lib/keyset.ts';
import type { KeysetCursor } from './products.repository.ts';

/** Cursors are opaque to clients: base64url JSON of the last row's sort value and id. */
export function encodeCursor(sort: ProductSort, cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(sort: ProductSort, raw: string | undefined): KeysetCursor | undefined {
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort) throw invalidCursor();
  const [, value, id] = parsed as [unknown, unknown, unknown];
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw invalidCursor();
  if (sort === 'newest') {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw invalidCursor();
  } else if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw invalidCursor();
  }
  return { value: value as string | number, id };
}
