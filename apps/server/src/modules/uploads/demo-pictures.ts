import fs from 'node:fs/promises';
import path from 'node:path';
import { pictureVariantUrl } from '@reboard/contracts';
import sharp from 'sharp';
import { narrowerCopies } from './image.ts';

/** The demo pictures shown in srcsets (listings and categories); avatars are shown small as they are. */
const DEMO_PICTURE_NAME = /^(?:product|category)-[a-z0-9-]+\.webp$/;

export async function demoPictureNames(dir: string): Promise<string[]> {
  return (await fs.readdir(dir)).filter((n) => DEMO_PICTURE_NAME.test(n)).sort();
}

/**
 * Writes the narrower copies of the demo pictures beside them, as an upload gets them. They
 * are committed with the pictures, so a start costs nothing (cli/demo-picture-variants.ts).
 */
export async function writeDemoPictureCopies(dir: string, log: (line: string) => void): Promise<void> {
  for (const name of await demoPictureNames(dir)) {
    const data = await fs.readFile(path.join(dir, name));
    const { width = 0, height = 0 } = await sharp(data).metadata();
    const copies = await narrowerCopies({ data, width, height });
    for (const copy of copies) await fs.writeFile(path.join(dir, pictureVariantUrl(name, copy.width)), copy.data);
    log(`${name}: ${copies.map((c) => `${c.width}×${c.height}`).join(', ') || 'no copies (narrow enough)'}`);
  }
}
