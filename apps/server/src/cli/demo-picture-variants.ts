import { loadConfig } from '../config.ts';
import { writeDemoPictureCopies } from '../modules/uploads/index.ts';

/*
 * node --import tsx apps/server/src/cli/demo-picture-variants.ts
 *
 * Run after adding or changing a demo picture, and commit what it writes; a test says when a
 * copy is missing (modules/uploads/demo-pictures.test.ts).
 */
await writeDemoPictureCopies(loadConfig({}).demoAssetsDir, console.log);
