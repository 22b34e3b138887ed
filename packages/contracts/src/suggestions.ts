import { z } from 'zod';
import { MAX_QUERY_LENGTH } from './storefront.ts';
import { singleLine } from './text.ts';

/*
 * Suggestions as a person types in a search box (GET /api/products/suggestions): part numbers,
 * manufacturers, categories and listing names that start with or contain the words typed,
 * answered from the catalogue's vocabulary index rather than a search of the listings.
 */

export const MAX_SUGGESTIONS = 8;
export const SUGGESTION_KINDS = ['part', 'manufacturer', 'category', 'name'] as const;
export const SuggestionKindSchema = z.enum(SUGGESTION_KINDS);
export type SuggestionKind = z.infer<typeof SuggestionKindSchema>;

export const SuggestionsQuerySchema = z.object({
  q: singleLine().trim().min(1).max(MAX_QUERY_LENGTH),
});
export type SuggestionsQuery = z.input<typeof SuggestionsQuerySchema>;

export const SuggestionSchema = z.object({
  kind: SuggestionKindSchema,
  /** What the search box is filled with when it is chosen (a category's name, in English). */
  text: z.string(),
  /**
   * Where the typed words appear in `text`, to be marked; null when the suggestion was found
   * another way (a Bengali word for an English one, a close spelling).
   */
  match: z.object({ start: z.number().int().min(0), length: z.number().int().min(1) }).nullable(),
  /** A category suggestion leads to its page (/category/{id}): the category's id. */
  category: z.string().optional(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const SuggestionsSchema = z.object({
  suggestions: z.array(SuggestionSchema).max(MAX_SUGGESTIONS),
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;
