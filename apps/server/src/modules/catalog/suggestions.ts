import { MAX_SUGGESTIONS, type Category, type Suggestion, type SuggestionKind, type Suggestions } from '@reboard/contracts';
import { bengaliPrefixMatches } from '@reboard/contracts/search';
import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/keyset.ts';
import { searchVocabulary } from '#server/db/schema/catalog.ts';

/*
 * Suggestions as a person types (issue 31): part numbers, manufacturers, categories and listing
 * names that start with what is typed (the vocabulary's pattern index), then ones that contain
 * it (its trigram index), at most eight, the typed part marked. A Bengali beginning suggests the
 * English words whose Bengali spellings it begins (মেম → memory), unmarked.
 */
const KINDS = ['part', 'manufacturer', 'name'] as const;
/** Which kind shows first among matches alike: a part number typed is what is wanted. */
const KIND_ORDER = sql`case ${searchVocabulary.kind} when 'part' then 0 when 'manufacturer' then 1 else 2 end`;
const BENGALI = /\p{Script=Bengali}/u;

/** Part numbers are kept without case, spaces or dashes; so is the typed text they are compared with. */
const compact = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

/** Where the typed text stands in a suggestion, ignoring case; null when it does not. */
function matchIn(text: string, typed: string): Suggestion['match'] {
  const start = text.toLowerCase().indexOf(typed);
  return start < 0 ? null : { start, length: typed.length };
}

/** Suggestions for what is being typed in the search box. */
export interface SuggestionsService {
  /** At most MAX_SUGGESTIONS: categories, then the vocabulary's part numbers, manufacturers and names. */
  suggest(q: string): Promise<Suggestions>;
}

export function createSuggestions(db: Database, categories: () => Promise<Category[]>): SuggestionsService {
  async function terms(where: SQL | undefined, limit: number) {
    if (limit <= 0) return [];
    return db
      .select({ term: searchVocabulary.term, kind: sql<(typeof KINDS)[number]>`${searchVocabulary.kind}`, display: searchVocabulary.display })
      .from(searchVocabulary)
      .where(and(inArray(searchVocabulary.kind, [...KINDS]), where))
      .orderBy(KIND_ORDER, desc(searchVocabulary.listings), sql`length(${searchVocabulary.term})`, asc(searchVocabulary.term))
      .limit(limit);
  }

  /** Terms starting with `typed` (part numbers compared compacted), then containing it. */
  async function fromVocabulary(typed: string, limit: number) {
    const starts = sql`(${searchVocabulary.term} like ${`${escapeLike(typed)}%`} or (${searchVocabulary.kind} = 'part' and ${searchVocabulary.term} like ${`${escapeLike(compact(typed))}%`}))`;
    const first = await terms(starts, limit);
    const seen = first.map((r) => `${r.kind}:${r.term}`);
    // Contains: the trigram index answers LIKE '%…%' for three letters and more.
    const more = typed.length >= 3 ? await terms(sql`${searchVocabulary.term} like ${`%${escapeLike(typed)}%`} and not ${starts}`, limit - first.length) : [];
    return [...first, ...more.filter((r) => !seen.includes(`${r.kind}:${r.term}`))];
  }

  return {
    async suggest(q: string): Promise<Suggestions> {
      const typed = q.normalize('NFKC').toLowerCase();
      const out: Suggestion[] = [];
      const add = (kind: SuggestionKind, text: string, match: Suggestion['match'], category?: string) => {
        if (out.length < MAX_SUGGESTIONS && !out.some((s) => s.kind === kind && s.text.toLowerCase() === text.toLowerCase())) {
          out.push({ kind, text, match, ...(category ? { category } : {}) });
        }
      };
      for (const c of await categories()) {
        const match = matchIn(c.name, typed);
        if (match) add('category', c.name, match, c.id);
      }
      if (BENGALI.test(typed)) {
        // The English words, then the catalogue's terms that begin with them.
        for (const english of bengaliPrefixMatches(q, MAX_SUGGESTIONS)) {
          const rows = await terms(sql`${searchVocabulary.term} like ${`${escapeLike(english)}%`}`, 2);
          if (rows.length === 0) add('name', english, null);
          for (const r of rows) add(r.kind, r.display, null);
        }
        return { suggestions: out };
      }
      for (const r of await fromVocabulary(typed, MAX_SUGGESTIONS)) {
        add(r.kind, r.display, matchIn(r.display, typed));
      }
      return { suggestions: out };
    },
  };
}
