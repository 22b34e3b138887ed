import { MAX_UPLOAD_BYTES, PICTURE_ERRORS, pictureProblem, sniffPictureType } from '@reboard/contracts';
import { describe, expect, it } from 'vitest';
import { checkPicture } from './check-picture.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const isSupportedPicture = (head: Uint8Array) => sniffPictureType(head) !== undefined;

describe('picture checks (avatars and listing photos)', () => {
  it('recognises JPEG, PNG and GIF by their first bytes', () => {
    expect(isSupportedPicture(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(isSupportedPicture(PNG)).toBe(true);
    expect(isSupportedPicture(new TextEncoder().encode('GIF89a'))).toBe(true);
    expect(isSupportedPicture(new TextEncoder().encode('GIF87a'))).toBe(true);
  });

  it('refuses anything else, such as text, WebP or SVG', () => {
    expect(isSupportedPicture(new TextEncoder().encode('hello world'))).toBe(false);
    expect(isSupportedPicture(new TextEncoder().encode('RIFF....WEBP'))).toBe(false);
    expect(isSupportedPicture(new TextEncoder().encode('<svg xmlns'))).toBe(false);
    expect(isSupportedPicture(bytes(0xff, 0xd8))).toBe(false);
  });

  it('gives the spec’s message for empty, oversized and unsupported files', () => {
    expect(pictureProblem(0, bytes())).toBe(PICTURE_ERRORS.tooSmall);
    expect(pictureProblem(MAX_UPLOAD_BYTES + 1, PNG)).toBe(PICTURE_ERRORS.tooBig);
    expect(pictureProblem(100, bytes(0x68, 0x69))).toBe('File type is not supported');
    expect(pictureProblem(MAX_UPLOAD_BYTES, PNG)).toBeNull();
  });

  it('judges a file by its content, not its name or type', async () => {
    const renamed = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    await expect(checkPicture(renamed)).resolves.toBe(PICTURE_ERRORS.type);
    const png = new File([PNG], 'photo.txt', { type: 'text/plain' });
    await expect(checkPicture(png)).resolves.toBeNull();
  });
});
