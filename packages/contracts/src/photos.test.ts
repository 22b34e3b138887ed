import { describe, expect, it } from 'vitest';
import { isReorderOf, ListingPhotosSchema, photoAlt, photosOf } from './photos.ts';

describe('listing photos', () => {
  it('takes photos when sent, else an older client’s one picture, else none', () => {
    expect(photosOf({ photos: ['/demo/a.webp'], picture: '/demo/b.webp' })).toEqual(['/demo/a.webp']);
    expect(photosOf({ picture: '/demo/b.webp' })).toEqual(['/demo/b.webp']);
    expect(photosOf({ picture: null })).toEqual([]);
  });

  it('takes ten photos, each once, and refuses an eleventh', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `/demo/p${i}.webp`);
    expect(ListingPhotosSchema.safeParse(ten).success).toBe(true);
    expect(ListingPhotosSchema.safeParse([...ten, '/demo/p10.webp']).success).toBe(false);
    expect(ListingPhotosSchema.safeParse(['/demo/a.webp', '/demo/a.webp']).success).toBe(false);
  });

  it('calls a new order a reorder only with the same photos, each once', () => {
    expect(isReorderOf(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isReorderOf(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'x'])).toBe(false);
  });

  it('names a photo by the listing and its place, and a lone photo by the name alone', () => {
    expect(photoAlt('ESP32 board', 1, 3)).toBe('ESP32 board, photo 2 of 3');
    expect(photoAlt('ESP32 board', 0, 1)).toBe('ESP32 board');
  });
});
