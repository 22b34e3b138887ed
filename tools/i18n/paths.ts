import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the catalogues are and which code may name their keys. */
export const CATALOGUE_CHECK = {
  cataloguesDir: path.join(root, 'packages/contracts/src/i18n/catalogues'),
  sourceDirs: ['apps/web/src', 'apps/server/src', 'packages/contracts/src'].map((d) => path.join(root, d)),
};
