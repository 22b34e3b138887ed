import { BENGALI_VOCABULARY } from './bengali-words.ts';
import { latinDigits } from '../digits.ts';

/*
 * A Bengali query in English words: listings are mostly written in English, so মেমোরি should
 * find "memory" and রাস্পবেরি পাই "raspberry pi". The caller searches the English words beside
 * the query as typed (which still finds listings written in Bengali).
 */

/**
 * The form a spelling is matched in: zero-width joiners gone (র‍্যাম is র্যাম), composed the
 * one way (NFC: য় and য + ় alike), long and short vowel signs alike (ব্যাটারী is ব্যাটারি),
 * spaces, hyphens and dots gone (মাদার বোর্ড is মাদারবোর্ড), Bengali digits Latin, lower case.
 */
export function foldBengali(text: string): string {
  return latinDigits(text.replace(/[\u200C\u200D]/g, '').normalize('NFC'))
    .replace(/[\s\-\u2010-\u2014_.]+/g, '')
    .replace(/\u09C0/g, '\u09BF')
    .replace(/\u09C2/g, '\u09C1')
    .replace(/\u0988/g, '\u0987')
    .replace(/\u098A/g, '\u0989')
    .toLowerCase();
}

const BENGALI = /\p{Script=Bengali}/u;

/** Every spelling, folded, with its English word. */
const ENGLISH_OF: ReadonlyMap<string, string> = new Map(
  BENGALI_VOCABULARY.flatMap(([english, ...spellings]) => spellings.map((s) => [foldBengali(s), english] as const)),
);
/** The longest phrase in words, plus one: a one-word spelling may be typed as two (মাদার বোর্ড). */
const MAX_WORDS = 1 + Math.max(...BENGALI_VOCABULARY.flatMap(([, ...spellings]) => spellings.map((s) => s.split(/\s+/).length)));

/*
 * Case endings and classifiers a word takes in a sentence: ল্যাপটপের (the laptop's), বোর্ডটা
 * (the board), ব্যাটারির, চার্জারগুলো. Taken off only when what is left is a known word.
 */
const SUFFIXES = ['গুলোর', 'গুলির', 'গুলো', 'গুলি', 'য়ের', 'দের', 'টার', 'টির', 'টাও', 'টিও', 'য়ে', 'এর', 'ের', 'টা', 'টি', 'তে', 'কে', 'রা', 'ও', 'র', 'ে', 'য়']
  .map(foldBengali)
  .sort((a, b) => b.length - a.length);

/**
 * The English of a folded word or phrase: as it is, or without a case ending; a single word also
 * with digits around it ("ডিডিআর4" is ddr4; "র‍্যাম ৮", two words, must not become "ram8").
 */
function englishOf(folded: string, oneWord: boolean): string | undefined {
  const exact = ENGLISH_OF.get(folded);
  if (exact) return exact;
  if (!BENGALI.test(folded)) return undefined;
  for (const suffix of SUFFIXES) {
    if (folded.length > suffix.length + 1 && folded.endsWith(suffix)) {
      const stem = ENGLISH_OF.get(folded.slice(0, -suffix.length));
      if (stem) return stem;
    }
  }
  const digits = /^(\d*)(\p{Script=Bengali}+)(\d*)$/u.exec(folded);
  if (oneWord && digits && (digits[1] || digits[3])) {
    const word = ENGLISH_OF.get(digits[2]!);
    if (word) return `${digits[1]}${word}${digits[3]}`;
  }
  return undefined;
}

export interface BengaliExpansion {
  /** The query with each Bengali word or phrase it knows in English, in place: "৮ জিবি র‍্যাম" is "8 gb ram". */
  translated: string;
  /** The English words found, each once, in the query's order: ["gb", "ram"]. */
  english: string[];
  /** The words it does not know, as typed (Bengali digits Latin): "পুরনো ddr4". */
  rest: string;
}

/** Punctuation between words; dots, slashes and hyphens stay inside ("4.7k", "LM317-T", "ওয়াই-ফাই"). */
const WORD_SEPARATORS = /[\s,;:!?।|()[\]{}"'“”‘’]+/u;

/**
 * A query's Bengali words and phrases in English, longest phrase first (রাস্পবেরি পাই is one
 * "raspberry pi", not "raspberry" and a stray পাই), Bengali digits as digits, unknown words kept.
 */
export function expandBengaliQuery(query: string): BengaliExpansion {
  const words = latinDigits(query.normalize('NFC')).split(WORD_SEPARATORS).filter(Boolean);
  const translated: string[] = [];
  const english: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1 && matched === 0; n--) {
      const phrase = words.slice(i, i + n);
      if (!phrase.some((w) => BENGALI.test(w))) continue;
      const found = englishOf(foldBengali(phrase.join('')), n === 1);
      if (!found) continue;
      translated.push(found);
      if (!english.includes(found)) english.push(found);
      matched = n;
    }
    if (matched === 0) {
      translated.push(words[i]!);
      rest.push(words[i]!);
      matched = 1;
    }
    i += matched;
  }
  return { translated: translated.join(' '), english, rest: rest.join(' ') };
}

/** Every spelling, folded, with its English word, in the order suggestions list them: shortest first. */
const BY_SPELLING = [...ENGLISH_OF].sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));

/**
 * English words whose Bengali spellings start with what is typed, for suggestions as one types:
 * "মেম" gives ["memory", "memory card"], "আর" gives ["arduino", …]. Each word once, the
 * shortest spellings (the closest completions) first, at most `limit`.
 */
export function bengaliPrefixMatches(prefix: string, limit = 8): string[] {
  const folded = foldBengali(prefix);
  if (!BENGALI.test(folded) || limit <= 0) return [];
  const out: string[] = [];
  for (const [spelling, english] of BY_SPELLING) {
    if (spelling.startsWith(folded) && !out.includes(english)) out.push(english);
    if (out.length >= limit) break;
  }
  return out;
}

/** How many Bengali spellings the vocabulary has, counted as matching tells them apart. */
export const BENGALI_SPELLING_COUNT = ENGLISH_OF.size;
