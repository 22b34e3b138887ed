import { checkCatalogues } from './check-catalogues.ts';
import { CATALOGUE_CHECK } from './paths.ts';

const problems = checkCatalogues(CATALOGUE_CHECK);
for (const p of problems) console.error(`i18n: ${p}`);
if (problems.length > 0) {
  console.error(`i18n: ${problems.length} problem(s) in the catalogues`);
  process.exit(1);
}
console.log('i18n: every key is in every language and named by the code');
