import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { startS3StandIn, type S3StandIn } from '#test/s3-stand-in.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { UploadStorage } from './upload-storage.ts';

let s3: S3StandIn;
const dir = path.join(os.tmpdir(), `reboard-storage-${process.pid}-${randomUUID()}`);
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['a local directory', () => createLocalStorage(dir)],
  ['an S3-compatible bucket', () => createS3Storage(loadConfig(s3.env).s3!)],
])('upload storage in %s', (_where, make: () => UploadStorage) => {
  it('gives back what was put, and nothing once deleted', async () => {
    const storage = make();
    const key = `${randomUUID()}-2x1.webp`;
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('picture bytes'));
    const file = await storage.get(key);
    expect(file?.size).toBe(13);
    expect((await buffer(file!.body)).toString()).toBe('picture bytes');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    storage.close();
  });

  it.each(['../escape.webp', 'a/b.webp', 'notes.txt', `${randomUUID()}-2x1.webp/..`])('refuses the key %s', async (key) => {
    const storage = make();
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not an upload's name/);
    await expect(storage.get(key)).rejects.toThrow(/Not an upload's name/);
    storage.close();
  });
});
