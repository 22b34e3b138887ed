import { CATEGORY_IDS } from '@reboard/contracts';
import { DEMO_LISTINGS, type DemoListing } from '@reboard/server/src/db/seed/demo-data.ts';
import { DESCRIPTIONS, DESCRIPTION_TAILS, TEMPLATES } from '../seed.ts';
import { QUALITY_FIXTURES } from './fixtures.ts';

/** A listing of the quality set's catalogue, as search sees it. Its name is its key (names are unique here). */
export interface QualityListing {
  name: string;
  categoryId: string;
  manufacturer: string | null;
  partNumber: string | null;
  description: string;
  /** Whether search can find it at all: sold listings are seeded but never searched. */
  searchable: boolean;
  source: 'demo' | 'template' | 'fixture';
}

/** A template as the bench seed writes row k of it (seed.ts, the first round of suffixes: none). */
function templateListing(k: number): QualityListing {
  const [name, categoryId, manufacturer, partNumber] = TEMPLATES[k]!;
  return {
    name,
    categoryId,
    manufacturer,
    partNumber,
    description: `${DESCRIPTIONS[k % DESCRIPTIONS.length]} ${DESCRIPTION_TAILS[k % DESCRIPTION_TAILS.length]}`,
    searchable: true,
    source: 'template',
  };
}

/** A listing written in the demo data's shape (the demo itself and the quality fixtures). */
function demoShaped(l: DemoListing, source: 'demo' | 'fixture'): QualityListing {
  return {
    name: l.name,
    categoryId: CATEGORY_IDS[l.category],
    manufacturer: l.manufacturer,
    partNumber: l.partNumber,
    description: l.description,
    searchable: !l.sold,
    source,
  };
}

/**
 * The fixed catalogue the quality set is judged on: the demo data (SEED_DEMO), one listing per
 * bench seed template (seed.ts, named without a suffix), and the quality fixtures. A runner
 * seeds exactly these, so the expected top 3 of every query is decided by this list alone.
 */
export const QUALITY_CATALOGUE: readonly QualityListing[] = [
  ...DEMO_LISTINGS.map((l) => demoShaped(l, 'demo')),
  ...TEMPLATES.map((_, k) => templateListing(k)),
  ...QUALITY_FIXTURES.map((l) => demoShaped(l, 'fixture')),
];
