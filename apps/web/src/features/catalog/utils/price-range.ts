import { PRICE_BANDS, priceBandValue } from '@reboard/contracts/plain';
import { loadSchemas } from '@/lib/api-client.ts';

export type PriceRangeResult =
  | { ok: true; minPrice: string | undefined; maxPrice: string | undefined }
  /** `message`: the schema's catalogue key, which names the field and, for too large an amount, the limit. */
  | { ok: false; field: 'minPrice' | 'maxPrice'; message: string };

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
 * Checks a typed min/max pair with the API's own reader and rules (contracts' numbers.ts: "25,000"
 * and "২৫০০০" are 25000; whole amounts up to 99,99,999; min at most max), so a bad range is
 * explained under the field and never applied. A good one goes into the URL as the numbers read.
 * The schemas are fetched for it the first time (a page shows its filters without them).
 */
export async function checkPriceRange(min: string, max: string): Promise<PriceRangeResult> {
  const { ProductFacetsQuerySchema } = await loadSchemas();
  const parsed = ProductFacetsQuerySchema.safeParse({ minPrice: min, maxPrice: max });
  if (parsed.success) {
    const { minPrice, maxPrice } = parsed.data;
    return { ok: true, minPrice: minPrice === undefined ? undefined : String(minPrice), maxPrice: maxPrice === undefined ? undefined : String(maxPrice) };
  }
  const issue = parsed.error.issues[0];
  return { ok: false, field: issue?.path[0] === 'minPrice' ? 'minPrice' : 'maxPrice', message: issue?.message ?? 'validation.invalidValue' };
}
