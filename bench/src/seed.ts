import { CATEGORY_IDS } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

/** The word the search benchmark looks for: a third of the templates below contain it. */
export const COMMON_WORD = 'board';

const SELLERS = 25;
/**
 * Rows per INSERT … SELECT. Each statement is one round trip and one transaction; smaller batches
 * keep PGlite's (WASM, in-process) memory flat while the GIN index absorbs the new vectors.
 */
const BATCH = 20_000;

const N = CATEGORY_IDS.networkModules;
const M = CATEGORY_IDS.memoryStorage;
const B = CATEGORY_IDS.mainBoards;

/** [name, category, manufacturer, part number, typical new price in whole units] */
export const TEMPLATES: ReadonlyArray<readonly [string, string, string, string, number]> = [
  ['ESP32 dev board', N, 'Espressif', 'ESP32-DevKitC', 900],
  ['W5500 Ethernet module', N, 'WIZnet', 'W5500', 650],
  ['LoRa SX1276 module', N, 'Semtech', 'SX1276', 1200],
  ['ESP8266 NodeMCU board', N, 'Espressif', 'ESP-12E', 450],
  ['nRF24L01+ radio module', N, 'Nordic Semiconductor', 'NRF24L01P', 250],
  ['SIM800L GSM module', N, 'SIMCom', 'SIM800L', 700],
  ['Gigabit switch 8 port', N, 'TP-Link', 'TL-SG108', 2500],
  ['Intel I210 network card', N, 'Intel', 'I210-T1', 4500],
  ['DDR4 SODIMM 8GB', M, 'Samsung', 'M471A1K43DB1', 2200],
  ['DDR4 DIMM 16GB', M, 'Kingston', 'KVR32N22S8/16', 4200],
  ['NVMe SSD 500GB', M, 'Samsung', 'MZ-V7E500', 5500],
  ['SATA SSD 1TB', M, 'Crucial', 'CT1000MX500SSD1', 7500],
  ['microSD card 64GB', M, 'SanDisk', 'SDSQUA4-064G', 800],
  ['W25Q128 SPI flash chip', M, 'Winbond', 'W25Q128JVSQ', 120],
  ['Hard drive 2TB', M, 'Seagate', 'ST2000DM008', 5000],
  ['DDR3 RAM 4GB', M, 'Hynix', 'HMT451S6BFR8A', 900],
  ['B450 motherboard', B, 'ASUS', 'PRIME B450M-A', 9500],
  ['H610 motherboard', B, 'Gigabyte', 'H610M S2H', 11000],
  ['Raspberry Pi 4 Model B board', B, 'Raspberry Pi', 'RPI4-MODBP-4GB', 7500],
  ['Arduino Uno R3 board', B, 'Arduino', 'A000066', 1500],
  ['STM32 Nucleo board', B, 'STMicroelectronics', 'NUCLEO-F401RE', 2200],
  ['Orange Pi Zero board', B, 'Xunlong', 'OPI-ZERO', 2500],
  ['Jetson Nano developer board', B, 'NVIDIA', '945-13450-0000', 16000],
  ['BeagleBone Black board', B, 'BeagleBoard', 'BBB01-SC-505', 8000],
];

/*
 * The word lists the rows cycle through. Exported so the search benchmark draws its terms from
 * what is really in the table (search-terms.ts).
 */
export const NAME_SUFFIXES = ['', ' (used)', ', lot of 2', ' with cable', ' rev B', ' spare'] as const;
export const DESCRIPTIONS = [
  'Pulled from a working lab setup.',
  'Bought for a project that never shipped.',
  'Light scratches, fully functional.',
  'Tested on a bench supply before listing.',
  'Comes with the original anti-static bag.',
  'No box; pins are straight.',
  'Upgraded, so this one has to go.',
] as const;
export const DESCRIPTION_TAILS = [
  'Pickup preferred, courier possible.',
  'Price slightly negotiable.',
  'Bulk buyers get a discount.',
  'Can test it in front of you.',
  'Invoice available.',
] as const;
export const CITIES = [
  'Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi', 'Barishal', 'Rangpur', 'Mymensingh', 'Gazipur', 'Narayanganj',
] as const;

/** A text[] literal whose elements travel as parameters (cast, as in the VALUES list below). */
const textArray = (items: readonly string[]) => sql`ARRAY[${sql.join(items.map((s) => sql`${s}::text`), sql`, `)}]`;

/** The templates as a VALUES list; the literals travel as parameters, cast so both drivers agree. */
const templatesSql = sql.join(
  TEMPLATES.map(
    ([name, category, maker, part, price], k) =>
      sql`(${k}::int, ${name}::text, ${category}::uuid, ${maker}::text, ${part}::text, ${price}::int)`,
  ),
  sql`, `,
);

/**
 * Fills products with `count` listings, set-based: a few seller rows, then INSERT … SELECT over
 * generate_series in batches. Everything derives from the row number (no random()), so two runs
 * with the same count hold the same data and the same result pages.
 */
export async function seedListings(handle: DatabaseHandle, count: number, currency: string): Promise<void> {
  const db = handle.db;
  // Minor units per whole unit (BDT has 2 decimals, JPY 0), as the app stores money.
  const minor = 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);

  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified, role, seller_verified)
    SELECT 'bench-seller-' || s, 'Bench Seller ' || s, 'bench-seller-' || s || '@example.com', true, 'seller', s % 3 <> 0
    FROM generate_series(1, ${SELLERS}::int) AS s`);

  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(sql`
      INSERT INTO products (
        seller_id, category_id, name, condition, description, location, original_price, resale_price,
        picture, seller_phone, usage_period, year_purchased, manufacturer, part_number, working_status,
        status, advertised_at, posted_at, created_at, updated_at, seller_verified)
      SELECT
        'bench-seller-' || (1 + (g.i * 7) % ${SELLERS}::int),
        t.category_id,
        t.name || (${textArray(NAME_SUFFIXES)})[1 + (g.i / ${TEMPLATES.length}::int) % ${NAME_SUFFIXES.length}::int],
        (ARRAY['excellent', 'good', 'fair'])[1 + (h.v / 256) % 3],
        (${textArray(DESCRIPTIONS)})[1 + g.i % ${DESCRIPTIONS.length}::int]
          || ' ' ||
        (${textArray(DESCRIPTION_TAILS)})[1 + g.i % ${DESCRIPTION_TAILS.length}::int],
        (${textArray(CITIES)})[1 + (h.v / 16777216) % ${CITIES.length}::int],
        CASE WHEN g.i % 5 = 0 THEN NULL ELSE t.price * ${minor}::int END,
        (t.price * (40 + g.i % 50) / 100) * ${minor}::int,
        '/uploads/bench-' || (g.i % 40) || '.webp',
        '+8801' || lpad(((g.i::bigint * 7919) % 1000000000)::text, 9, '0'),
        (ARRAY['3 months', '6 months', '1 year', '2 years', '3 years'])[1 + g.i % 5],
        2017 + g.i % 9,
        t.maker,
        t.part,
        (ARRAY['tested_working', 'untested', 'for_parts', NULL])[1 + (h.v / 65536) % 4],
        CASE WHEN g.i % 10 = 0 THEN 'sold' ELSE 'active' END,
        CASE WHEN g.i % 50 = 1 THEN c.at + interval '1 day' END,
        CASE WHEN g.i % 97 = 0 THEN NULL ELSE c.at END,
        c.at,
        c.at,
        -- The listing's copy of its seller's mark (sellers whose number is not a multiple of 3).
        (1 + (g.i * 7) % ${SELLERS}::int) % 3 <> 0
      FROM generate_series(${from}::int, ${to}::int) AS g(i)
      JOIN (VALUES ${templatesSql}) AS t(k, name, category_id, maker, part, price)
        ON t.k = g.i % ${TEMPLATES.length}::int
      -- Condition, working status and city come from different bits of a multiplicative hash
      -- of the row number (h), so each is independent of the product and of the others, as in
      -- a real catalogue. (As i mod 3, 4 and 10 they followed from the template, i mod 24: every
      -- condition was a property of the product, a correlation no market has, which sent the
      -- planner walking a price index through hundreds of thousands of rows.)
      CROSS JOIN LATERAL (SELECT ((g.i::bigint * 2654435761) % 4294967296)::bigint AS v) AS h
      -- 7919 is prime: creation times spread over a year without two rows colliding.
      CROSS JOIN LATERAL (
        SELECT date_trunc('milliseconds', now()) - ((g.i::bigint * 7919) % 31536000) * interval '1 second' AS at
      ) AS c`);
  }
  // Fresh statistics, so the planner sees the real row counts, and a vacuumed visibility map, as a
  // long-lived PostgreSQL table has after autovacuum (a bulk-loaded one has neither yet).
  await db.execute(sql`VACUUM (ANALYZE)`);
}
