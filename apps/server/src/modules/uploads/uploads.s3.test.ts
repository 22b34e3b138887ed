import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { pictureVariantUrl } from '@reboard/contracts';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createTestApp, type TestContext } from '#test/app.ts';
import { signUp } from '#test/auth.ts';
import { startS3StandIn, type S3StandIn } from '#test/s3-stand-in.ts';
import { picture, uploadPicture } from '#test/uploads.ts';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3?.stop());

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('uploads in S3-compatible storage (S3_BUCKET set)', () => {
  it('stores an uploaded picture and its narrower copies in the bucket, not on the local disk', async () => {
    t = await createTestApp(s3.env);
    const { cookie } = await signUp(t.app);
    const res = await uploadPicture(t.app, cookie, 'board.png', 'image/png', await picture('png', 800, 600));
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-800x600\.webp$/);

    for (const [key, width] of [[keyOf(url), 800], [keyOf(pictureVariantUrl(url, 320)), 320], [keyOf(pictureVariantUrl(url, 640)), 640]] as const) {
      const stored = await s3.object(key);
      expect(stored, key).not.toBeNull();
      expect(stored!.contentType).toBe('image/webp');
      expect((await sharp(stored!.data).metadata()).width).toBe(width);
    }
    expect(await s3.object(keyOf(pictureVariantUrl(url, 1200)))).toBeNull();
    expect(fs.existsSync(t.config.uploadDir)).toBe(false);
  });

  it('serves the stored picture at its /uploads/ URL with the same headers as the local directory', async () => {
    t = await createTestApp(s3.env);
    const { cookie } = await signUp(t.app);
    const { url } = (await uploadPicture(t.app, cookie, 'board.jpg', 'image/jpeg', await picture('jpeg'))).json();

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
    expect(served.rawPayload.equals((await s3.object(keyOf(url)))!.data)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });

    // A browser revalidating after a week gets a 304 without the bytes.
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('serves a picture uploaded through one instance from another on the same bucket', async () => {
    t = await createTestApp(s3.env);
    const other = await buildApp(t.config, t.database);
    try {
      const { cookie } = await signUp(t.app);
      const { url } = (await uploadPicture(t.app, cookie, 'board.gif', 'image/gif', await picture('gif'))).json();
      const served = await other.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    } finally {
      await other.close();
    }
  });

  it('answers 503 with a clear message, not 500, when the bucket cannot be reached', async () => {
    t = await createTestApp({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    const { cookie } = await signUp(t.app);
    const res = await uploadPicture(t.app, cookie, 'board.png', 'image/png', await picture('png'));
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'STORAGE_UNAVAILABLE', message: expect.stringMatching(/could not be stored/) });
    const read = await t.app.inject({ method: 'GET', url: `/uploads/${randomUUID()}-64x48.webp` });
    expect(read.statusCode).toBe(503);
  });
});

describe.each([
  ['S3-compatible storage', () => s3.env],
  ['the local directory', () => ({})],
])('a request for no stored upload, in %s', (_mode, env) => {
  it.each([
    ['an unknown picture', `/uploads/${randomUUID()}-64x48.webp`],
    ['an unknown narrower copy', `/uploads/${randomUUID()}-1600x400.320w.webp`],
    ['a name no upload has', '/uploads/notes.txt'],
    ['a path out of the directory', '/uploads/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a nested path', '/uploads/a/b.webp'],
  ])('answers 404 for %s', async (_what, url) => {
    t = await createTestApp(env());
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
