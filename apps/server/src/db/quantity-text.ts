import { quantityWordsInText } from '@reboard/contracts/search';
import { isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { products } from './schema/listings.ts';

/*
 * Quantities in a listing's name and description, as the words search finds them by
 * (`products.quantity_text`): "10 µF" is 10uf, "4.7 kΩ" 4k7ohm, so "10000nF" or "4k7" typed in
 * a query (normalised the same way) finds a value written anywhere. The words are computed in
 * TypeScript by the contracts' reader, which SQL cannot run: the listings service writes them
 * with every create and edit, and `fillQuantityText` computes them for rows written without
 * (rows from before the column, the demo seed, the bench's bulk seed).
 */

/** The quantity words of a name and description, space-separated ('' when they name none). */
export const quantityTextOf = (name: string, description: string): string => quantityWordsInText(`${name}\n${description}`).join(' ');

const BATCH = 500;

/**
 * Computes the quantity words of every listing that has none yet, a batch at a time (a partial
 * index finds them, so a start with nothing to do costs one index probe). Safe to run twice at
 * once: both write the same words.
 */
export async function fillQuantityText(db: Database): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: products.id, name: products.name, description: products.description })
      .from(products)
      .where(isNull(products.quantityText))
      .limit(BATCH);
    if (rows.length === 0) return done;
    const values = rows.map((r) => sql`(${r.id}::uuid, ${quantityTextOf(r.name, r.description)})`);
    await db
      .update(products)
      .set({ quantityText: sql`v.words` })
      .from(sql`(values ${sql.join(values, sql`, `)}) as v(id, words)`)
      .where(sql`${products.id} = v.id`);
    done += rows.length;
  }
}
