import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { picture } from '../../../test/uploads.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createUploadsService } from './uploads.service.ts';

const dir = path.join(os.tmpdir(), `reboard-uploads-${process.pid}-${randomUUID()}`);
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('storing a picture', () => {
  it('takes back the copies already written when the picture itself cannot be stored', async () => {
    const local = createLocalStorage(dir);
    // Copies go in first; the picture (no width suffix) is the write that fails.
    const failing = { ...local, put: (key: string, data: Buffer) => (/\.\d+w\.webp$/.test(key) ? local.put(key, data) : Promise.reject(new Error('disk full'))) };
    const errors: string[] = [];
    const uploads = createUploadsService(failing, { warn: () => {}, error: (_d, message) => errors.push(message) });

    await expect(uploads.storePicture(await picture('png', 1400, 700))).rejects.toMatchObject({ kind: 'unavailable', code: 'STORAGE_UNAVAILABLE' });
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(errors).toEqual(['storing an upload failed']);
  });
});
