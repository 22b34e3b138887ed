import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNames } from './check-names.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const problems = checkNames(root, ['server', 'web']);
for (const p of problems) console.error(`names: ${p}`);
if (problems.length > 0) {
  console.error(`names: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('names: every source file has a name of its own in its app, and every test is named after what it tests');
