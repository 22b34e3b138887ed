import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PICTURE_WIDTH, pictureSources, pictureVariantUrl, variantWidthsBelow } from '@reboard/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { demoPictureNames } from './demo-pictures.ts';

const dir = loadConfig({}).demoAssetsDir;

describe('the demo pictures', () => {
  it('are as wide as the web app assumes, with every narrower copy its srcset names', async () => {
    const names = await demoPictureNames(dir);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const { width } = await sharp(path.join(dir, name)).metadata();
      expect(width, name).toBe(DEMO_PICTURE_WIDTH);
      for (const w of variantWidthsBelow(DEMO_PICTURE_WIDTH)) {
        const copy = path.join(dir, pictureVariantUrl(name, w));
        expect(fs.existsSync(copy), `${copy} is missing: run apps/server/src/cli/demo-picture-variants.ts`).toBe(true);
        expect((await sharp(copy).metadata()).width, copy).toBe(w);
      }
      expect(pictureSources(`/demo/${name}`).srcSet).toBe(
        `/demo/${name.replace('.webp', '.320w.webp')} 320w, /demo/${name.replace('.webp', '.640w.webp')} 640w, /demo/${name} 800w`,
      );
    }
  });
});
