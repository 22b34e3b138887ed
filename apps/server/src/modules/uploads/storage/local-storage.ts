import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { checkUploadKey, type UploadStorage } from './upload-storage.ts';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Uploads as files in one directory (the default, and how Reboard always stored them). */
export function createLocalStorage(dir: string): UploadStorage {
  fs.mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, checkUploadKey(key));
  return {
    kind: 'local',
    async put(key, data) {
      await fsp.writeFile(file(key), data, { mode: 0o644 });
    },
    async get(key) {
      try {
        const handle = await fsp.open(file(key));
        const stat = await handle.stat();
        return { body: handle.createReadStream(), size: stat.size, etag: undefined, lastModified: stat.mtime };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(file(key), { force: true });
    },
    close() {},
  };
}
