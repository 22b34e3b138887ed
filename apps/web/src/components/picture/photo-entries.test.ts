import { describe, expect, it } from 'vitest';
import { addFiles, entriesOf, moved, uploaded, urlsOf, without } from './photo-entries.ts';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('a listing form’s photos', () => {
  it('adds chosen files after the saved photos, up to ten, and says how many did not fit', () => {
    const saved = entriesOf(['/demo/a.webp', '/demo/b.webp']);
    const { entries, left } = addFiles(saved, Array.from({ length: 10 }, (_, i) => file(`${i}.png`)));
    expect(entries).toHaveLength(10);
    expect(left).toBe(2);
    expect(urlsOf(entries)).toEqual(['/demo/a.webp', '/demo/b.webp']);
  });

  it('sends only uploaded photos, in the order shown, and keeps an upload’s place', () => {
    const { entries } = addFiles(entriesOf(['/demo/a.webp']), [file('b.png'), file('c.png')]);
    const done = uploaded(entries, entries[2]!.id, '/uploads/c.webp');
    expect(urlsOf(done)).toEqual(['/demo/a.webp', '/uploads/c.webp']);
    expect(urlsOf(without(done, '/demo/a.webp'))).toEqual(['/uploads/c.webp']);
  });

  it('moves a photo to the front, which makes it the cover', () => {
    const entries = entriesOf(['/demo/a.webp', '/demo/b.webp', '/demo/c.webp']);
    expect(urlsOf(moved(entries, '/demo/c.webp', 0))).toEqual(['/demo/c.webp', '/demo/a.webp', '/demo/b.webp']);
    expect(urlsOf(moved(entries, '/demo/a.webp', 9))).toEqual(['/demo/b.webp', '/demo/c.webp', '/demo/a.webp']);
  });
});
