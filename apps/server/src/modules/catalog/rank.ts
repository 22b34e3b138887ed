import { sql, type AnyColumn } from 'drizzle-orm';
import { products } from '#server/db/schema/listings.ts';

/*
 * Best match (decision 003): the vector's weights are the tiers, D description, C
 * specifications, B name, A part number and manufacturer, far enough apart that one word in a
 * better field outranks many in a worse one. The rank is cut to thousandths, an integer the
 * cursor carries exactly, so listings that match alike tie and the tie goes to a verified
 * seller, then the newest. An exact part number or manufacturer (case, spaces and dashes
 * aside) comes before every other match.
 */
const RANK_WEIGHTS = '{0.02, 0.1, 0.4, 1.0}';
const EXACT_BONUS = 100_000;
const compact = (column: AnyColumn) => sql`lower(regexp_replace(coalesce(${column}, ''), '[^[:alnum:]]+', '', 'g'))`;
/** A listing's best-match rank for a search (0 without one), as an integer the cursor carries. */
export const rankOf = (f: { tsquery?: string | undefined; exactTerm?: string | undefined }) => {
  // A cast, not a bare 0: ORDER BY 0 would name a column by its position.
  if (!f.tsquery) return sql<number>`0::integer`;
  const exact = f.exactTerm ? sql`case when ${products.partKey} = ${f.exactTerm} or ${compact(products.manufacturer)} = ${f.exactTerm} then ${EXACT_BONUS} else 0 end` : sql`0`;
  return sql<number>`(floor(ts_rank(${RANK_WEIGHTS}::float4[], ${products.search}, to_tsquery('english', ${f.tsquery})) * 1000) + ${exact})::integer`;
};
