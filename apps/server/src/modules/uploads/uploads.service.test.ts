import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { picture } from '#test/uploads.ts';
import type { Database } from '#server/db/client.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createUploadsRepository, type UploadsRepository } from './uploads.repository.ts';
import { createUploadsService } from './uploads.service.ts';

// The storing rules on their own: no database is opened.
vi.mock('./uploads.repository.ts', () => ({ createUploadsRepository: vi.fn() }));

const dir = path.join(os.tmpdir(), `reboard-uploads-${process.pid}-${randomUUID()}`);
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const db = { transaction: async (fn: (tx: unknown) => Promise<unknown>) => fn({}) } as unknown as Database;
const jobs = { enqueue: vi.fn(async () => true), handle: vi.fn() };

describe('storing a picture', () => {
  it('takes back the copies already written when the picture itself cannot be stored', async () => {
    const local = createLocalStorage(dir);
    // Copies go in first; the picture (no width suffix) is the write that fails.
    const failing = { ...local, put: (key: string, data: Buffer) => (/\.\d+w\.webp$/.test(key) ? local.put(key, data) : Promise.reject(new Error('disk full'))) };
    const errors: string[] = [];
    const insert = vi.fn(async () => {});
    vi.mocked(createUploadsRepository).mockReturnValue({ insert } as unknown as UploadsRepository);
    const log = { warn: () => {}, error: (_d: object, message: string) => errors.push(message) };
    const uploads = createUploadsService({ db, storage: failing, jobs, log });

    await expect(uploads.storePicture('u1', await picture('png', 1400, 700))).rejects.toMatchObject({ kind: 'unavailable', code: 'STORAGE_UNAVAILABLE' });
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(errors).toEqual(['storing an upload failed']);
    expect(insert).not.toHaveBeenCalled();
  });

  it('takes back the stored files when the upload cannot be recorded as its owner’s', async () => {
    const insert = vi.fn(async () => Promise.reject(new Error('database away')));
    vi.mocked(createUploadsRepository).mockReturnValue({ insert } as unknown as UploadsRepository);
    const uploads = createUploadsService({ db, storage: createLocalStorage(dir), jobs, log: { warn: () => {}, error: () => {} } });

    await expect(uploads.storePicture('u1', await picture('png', 1400, 700))).rejects.toThrow('database away');
    expect(insert).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f-]{36}-1400x700\.webp$/), 'u1', {});
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
