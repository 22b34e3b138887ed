import { normaliseQueryQuantities } from '@reboard/contracts/search';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/keyset.ts';
import { searchVocabulary } from '#server/db/schema/catalog.ts';

/*
 * "Did you mean": a word of a query that no term of the catalogue's vocabulary starts with is
 * taken for a typo and replaced by the closest term (trigram similarity, pg_trgm), as Algolia
 * and Typesense forgive one. Words are what names, part numbers and manufacturers are made of;
 * whole names are for suggestions only.
 */
const WORD_KINDS = ['word', 'part', 'manufacturer'] as const;
/** Below this trigram similarity a term is another word, not a spelling of this one. */
const MIN_SIMILARITY = 0.35;
/** Shorter words are too short to misspell usefully (and trigrams of them say little). */
const MIN_LENGTH = 3;
const BENGALI = /\p{Script=Bengali}/u;

/** Whether a word could be a typo worth correcting: long enough, not Bengali (translated instead), not a quantity. */
const correctable = (word: string) => word.length >= MIN_LENGTH && !BENGALI.test(word) && !/^\d+$/.test(word) && normaliseQueryQuantities(word) === undefined;


/** A query's words checked against the catalogue's vocabulary. */
export interface Spelling {
  /**
   * The query with each unknown word replaced by its closest term, words lower-cased and
   * separated by spaces; undefined when no word was changed.
   */
  correct(query: string): Promise<string | undefined>;
}

export function createSpelling(db: Database): Spelling {
  /** The closest vocabulary term to a word, or undefined when none is close. */
  async function closest(word: string): Promise<string | undefined> {
    const [row] = await db
      .select({ term: searchVocabulary.term })
      .from(searchVocabulary)
      // One word for one word: a manufacturer of two words (texas instruments) is no spelling of either.
      .where(and(inArray(searchVocabulary.kind, [...WORD_KINDS]), sql`${searchVocabulary.term} % ${word}`, sql`strpos(${searchVocabulary.term}, ' ') = 0`, sql`similarity(${searchVocabulary.term}, ${word}) >= ${MIN_SIMILARITY}`))
      .orderBy(sql`similarity(${searchVocabulary.term}, ${word}) desc`, sql`${searchVocabulary.listings} desc`, searchVocabulary.term)
      .limit(1);
    return row?.term;
  }

  /** Whether some term starts with the word (a word begun is not a typo: search takes it as a prefix). */
  async function known(word: string): Promise<boolean> {
    const rows = await db
      .select({ term: searchVocabulary.term })
      .from(searchVocabulary)
      .where(and(inArray(searchVocabulary.kind, [...WORD_KINDS]), sql`${searchVocabulary.term} like ${`${escapeLike(word)}%`}`))
      .limit(1);
    return rows.length > 0;
  }

  return {
    async correct(query: string): Promise<string | undefined> {
      const words = query.normalize('NFKC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
      let changed = false;
      const out: string[] = [];
      for (const word of words.slice(0, 12)) {
        const better = correctable(word) && !(await known(word)) ? await closest(word) : undefined;
        if (better && better !== word) changed = true;
        out.push(better ?? word);
      }
      return changed ? out.join(' ') : undefined;
    },
  };
}
