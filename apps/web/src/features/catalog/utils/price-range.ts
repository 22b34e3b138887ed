import { PRICE_BANDS, priceBandValue, ProductFacetsQuerySchema } from '@reboard/contracts';

/** The schema's largest amount (storefront's wholeAmount). */
const MAX_AMOUNT = 100_000_000;

/** What is wrong with a typed range; the form words it in the page's language. */
export type PriceRangeProblem = 'number' | 'whole' | 'negative' | 'large' | 'order';

export type PriceRangeResult =
  | { ok: true; minPrice: string | undefined; maxPrice: string | undefined }
  | { ok: false; field: 'minPrice' | 'maxPrice'; problem: PriceRangeProblem };

/** A band's facet value split back into the range's two parameters. */
export function bandRange(value: string): { minPrice: string | undefined; maxPrice: string | undefined } {
  const [min = '', max = ''] = value.split('-');
  return { minPrice: min || undefined, maxPrice: max || undefined };
}

/** The band the range in the URL is exactly, if any. */
export function selectedBand(minPrice: string | undefined, maxPrice: string | undefined): string | undefined {
  if (minPrice === undefined) return undefined;
  const value = priceBandValue({ minPrice, maxPrice });
  return PRICE_BANDS.some((band) => priceBandValue(band) === value) ? value : undefined;
}

/**
 * Checks a typed min/max pair with the API's own rules (whole amounts, not negative, min at
 * most max), so a bad range is explained under the field and never applied.
 */
export function checkPriceRange(min: string, max: string): PriceRangeResult {
  const minPrice = min.trim() || undefined;
  const maxPrice = max.trim() || undefined;
  const parsed = ProductFacetsQuerySchema.safeParse({ minPrice, maxPrice });
  if (parsed.success) return { ok: true, minPrice, maxPrice };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === 'minPrice' ? 'minPrice' : 'maxPrice';
  return { ok: false, field, problem: problemOf(field === 'minPrice' ? minPrice : maxPrice) };
}

/**
 * Which of the schema's rules a refused amount broke. The schema stays the judge; its English
 * messages cannot be shown in another language, so the value says which rule it was.
 */
function problemOf(raw: string | undefined): PriceRangeProblem {
  if (raw === undefined) return 'order';
  const amount = Number(raw);
  if (!Number.isFinite(amount)) return 'number';
  if (!Number.isInteger(amount)) return 'whole';
  if (amount < 0) return 'negative';
  return amount > MAX_AMOUNT ? 'large' : 'order';
}
