import { z } from 'zod';

/*
 * Keyset cursors: the sort values of the last row of a page and its id, as base64url JSON.
 * Clients treat them as opaque; the server is the only one that reads them and refuses any it
 * could not have made. Written for both Node and browsers (no Buffer).
 */
export type CursorValues = ReadonlyArray<string | number>;

/** A cursor in a query string: opaque, base64url (as encodeCursor writes it), and never longer than this. */
export const CursorParamSchema = z.string().max(500).regex(/^[A-Za-z0-9_-]*$/, 'errors.cursor.restart');

export function encodeCursor(values: CursorValues): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(values))) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The array a cursor holds, or undefined for anything that is not base64url JSON of an array. */
export function decodeCursor(raw: string): unknown[] | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(raw)) return undefined;
  try {
    const binary = atob(raw.replaceAll('-', '+').replaceAll('_', '/'));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
