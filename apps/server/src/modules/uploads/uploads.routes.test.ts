import zlib from 'node:zlib';
import { pictureSources, pictureVariantUrl } from '@reboard/contracts';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp } from '#test/auth.ts';
import { picture, uploadPicture } from '#test/uploads.ts';

let t: TestContext;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
});
afterEach(() => t.close());

const upload = (filename: string, contentType: string, data: Buffer, who: string | null = cookie) =>
  uploadPicture(t.app, who, filename, contentType, data);

/** A real, valid grey PNG: all-zero rows deflate to almost nothing, as in a decompression bomb. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploading a picture', () => {
  it.each([
    ['board.jpg', 'image/jpeg', 'jpeg'],
    ['board.png', 'image/png', 'png'],
    ['board.gif', 'image/gif', 'gif'],
  ] as const)('accepts %s and serves it back as WebP, without metadata', async (name, type, format) => {
    const withExif = await sharp(await picture(format))
      .withMetadata({ exif: { IFD0: { Artist: 'secret-gps-owner' } } })
      .toFormat(format)
      .toBuffer();
    const res = await upload(name, type, withExif);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-64x48\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-gps-owner');
  });

  it('shrinks a large picture so its longest side is 1600 px, and stores copies 320, 640 and 1200 px wide', async () => {
    const res = await upload('wide.png', 'image/png', await picture('png', 4000, 1000));
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-1600x400\.webp$/);
    const sizeOf = async (u: string) => {
      const served = await t.app.inject({ method: 'GET', url: u });
      expect(served.statusCode, u).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await sizeOf(url)).toEqual(['webp', 1600, 400]);
    expect(await sizeOf(pictureVariantUrl(url, 320))).toEqual(['webp', 320, 80]);
    expect(await sizeOf(pictureVariantUrl(url, 640))).toEqual(['webp', 640, 160]);
    expect(await sizeOf(pictureVariantUrl(url, 1200))).toEqual(['webp', 1200, 300]);
    // What the web app's <img> gets from the URL alone.
    expect(pictureSources(url)).toEqual({
      src: url,
      srcSet: `${pictureVariantUrl(url, 320)} 320w, ${pictureVariantUrl(url, 640)} 640w, ${pictureVariantUrl(url, 1200)} 1200w, ${url} 1600w`,
      width: 1600,
      height: 400,
    });
  });

  it('makes only the copies narrower than the picture', async () => {
    const { url } = (await upload('mid.jpg', 'image/jpeg', await picture('jpeg', 700, 500))).json();
    expect(url).toMatch(/-700x500\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: pictureVariantUrl(url, 640) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: pictureVariantUrl(url, 1200) })).statusCode).toBe(404);
    expect(pictureSources(url).srcSet).toBe(`${pictureVariantUrl(url, 320)} 320w, ${pictureVariantUrl(url, 640)} 640w, ${url} 700w`);
  });

  it('decides the type by content: HTML named .png and SVG are refused', async () => {
    const html = await upload('evil.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toBe('File type is not supported');
    const svg = await upload(
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(415);
    const text = await upload('notes.png', 'image/png', Buffer.from('just some text'));
    expect(text.statusCode).toBe(415);
  });

  it('refuses a 14000×14000 PNG without decoding it', async () => {
    const huge = blankPng(14000, 14000);
    expect(huge.length).toBeLessThan(1024 * 1024);
    const res = await upload('huge.png', 'image/png', huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/20 megapixels/);
  });

  it('refuses a 6 MB file', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload('big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File size is too big');
  });

  it('needs a signed-in user and a file', async () => {
    expect((await upload('a.png', 'image/png', await picture('png'), null)).statusCode).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: asUser(cookie),
      payload: { image: 'not a file' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
