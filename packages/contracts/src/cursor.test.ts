import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('keyset cursors', () => {
  it('round-trip sort values and ids, unicode included', () => {
    const values = ['2026-03-05T10:00:00.000Z', 1200, 'ৎ-id'];
    expect(decodeCursor(encodeCursor(values))).toEqual(values);
  });

  it('are base64url without padding, as the server has always made them', () => {
    const cursor = encodeCursor(['newest', '2026-01-01T00:00:00.000Z', 'a']);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).toBe(Buffer.from(JSON.stringify(['newest', '2026-01-01T00:00:00.000Z', 'a'])).toString('base64url'));
  });

  it('decode to undefined when tampered, not JSON or not an array', () => {
    expect(decodeCursor('not a cursor!')).toBeUndefined();
    expect(decodeCursor(Buffer.from('{"a":1}').toString('base64url'))).toBeUndefined();
    expect(decodeCursor(Buffer.from('[1,').toString('base64url'))).toBeUndefined();
  });
});
