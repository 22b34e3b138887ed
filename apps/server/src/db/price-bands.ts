import { PRICE_BANDS, priceBandValue, toMinor } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client.ts';

/** The price facet's bands in the minor unit of a currency: the name as the filter takes it, and its bounds. */
export function priceBandsIn(currency: string): { value: string; min: number; max: number | undefined }[] {
  return PRICE_BANDS.map((band) => ({
    value: priceBandValue(band),
    min: toMinor(band.minPrice, currency),
    max: 'maxPrice' in band ? toMinor(band.maxPrice, currency) : undefined,
  }));
}

/**
 * The body of `listing_price_band(price)` for a currency: the band a price in minor units falls
 * in, as the price facet names it, or '' for a price between bands (499.50 is in neither
 * 0–499 nor 500–999, as the price filter would see it). Only integers and band names built from
 * integers go into it, so it is safe to write into DDL, which takes no parameters.
 */
export function priceBandFunctionBody(currency: string): string {
  const whens = priceBandsIn(currency).map(({ value, min, max }) => {
    const test = max === undefined ? `price >= ${min}` : `price BETWEEN ${min} AND ${max}`;
    return `WHEN ${test} THEN '${value}'`;
  });
  return ` SELECT CASE ${whens.join(' ')} ELSE '' END `;
}

/**
 * Puts this currency's price bands into the database and recounts the listing counters when
 * they changed (the first start after the migration, or a new currency). Instances starting
 * together take turns on an advisory lock; writes to listings wait for the recount.
 */
export async function syncPriceBands(db: Database, currency: string): Promise<void> {
  const body = priceBandFunctionBody(currency);
  const current = async (executor: Pick<Database, 'execute'>) =>
    (await rowsOf<{ prosrc: string }>(executor, sql`select prosrc from pg_proc where proname = 'listing_price_band'`))[0]?.prosrc;
  if ((await current(db)) === body) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('listing_price_band'))`);
    if ((await current(tx)) === body) return;
    await tx.execute(sql`lock table products in share mode`);
    await tx.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION listing_price_band(price integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$${body}$$`),
    );
    await tx.execute(sql`select listing_counters_recount()`);
  });
}
