import { describe, expect, it } from 'vitest';
import { LISTING_PICTURE_PATTERN } from './photos.ts';
import { pictureSources } from './picture-variants.ts';
import { UPLOAD_URL_PATTERN } from './uploads.ts';

const UUID = '0b6f1a4e-8d0c-4c52-9d1e-3f2a5b7c9e10';

describe('picture sources', () => {
  it('shows an upload from before the sized names, or a picture from elsewhere, as it is', () => {
    expect(pictureSources(`/uploads/${UUID}.webp`)).toEqual({ src: `/uploads/${UUID}.webp` });
    expect(pictureSources('https://avatars.example.test/u/1')).toEqual({ src: 'https://avatars.example.test/u/1' });
    expect(pictureSources('/demo/avatar-arif.webp')).toEqual({ src: '/demo/avatar-arif.webp' });
  });

  it('lists only the copies narrower than a small upload', () => {
    expect(pictureSources(`/uploads/${UUID}-300x200.webp`)).toEqual({
      src: `/uploads/${UUID}-300x200.webp`,
      srcSet: `/uploads/${UUID}-300x200.webp 300w`,
      width: 300,
      height: 200,
    });
  });

  it('accepts sized and older uploads as pictures, but never a copy or a foreign name', () => {
    for (const ok of [`/uploads/${UUID}.webp`, `/uploads/${UUID}-1600x1200.webp`]) {
      expect(UPLOAD_URL_PATTERN.test(ok), ok).toBe(true);
      expect(LISTING_PICTURE_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of [`/uploads/${UUID}-1600x1200.320w.webp`, `/uploads/${UUID}-0x5.webp`, `/uploads/${UUID}-1x2.webp.png`, '/demo/product-a.320w.webp']) {
      expect(LISTING_PICTURE_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
