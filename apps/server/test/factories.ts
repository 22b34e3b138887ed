import { CATEGORY_IDS, type ListingInput } from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { products, user } from '#server/db/schema/index.ts';

let n = 0;
const next = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/** A user row as Better Auth would leave it (no password: these tests do not sign in). */
export async function insertUser(
  db: Database,
  over: Partial<typeof user.$inferInsert> = {},
): Promise<typeof user.$inferSelect> {
  const id = over.id ?? `u_${next()}`;
  const [row] = await db
    .insert(user)
    .values({ id, name: `User ${id}`, email: `${id}@example.test`, role: 'seller', ...over })
    .returning();
  return row!;
}

/**
 * An active listing with plausible values; override what a test cares about. It offers a meet-up
 * and a free courier, so orders booked for the courier cost the listing's price.
 */
export async function insertListing(
  db: Database,
  sellerId: string,
  over: Partial<typeof products.$inferInsert> = {},
): Promise<typeof products.$inferSelect> {
  const [row] = await db
    .insert(products)
    .values({
      sellerId,
      categoryId: CATEGORY_IDS.networkModules,
      name: `Listing ${next()}`,
      condition: 'good',
      description: 'A used board in working order.',
      location: 'Dhaka',
      originalPrice: 200000,
      resalePrice: 120000,
      picture: '/demo/product-esp32.webp',
      sellerPhone: '+8801700000000',
      usagePeriod: '1 year',
      yearPurchased: 2022,
      meetUp: true,
      courierFeeInside: 0,
      courierFeeOutside: 0,
      ...over,
    })
    .returning();
  return row!;
}

/** What a seller's add-product form sends for a plain listing (tests override what they test). */
export const listingInput: ListingInput = {
  name: 'ESP32 dev board',
  yearPurchased: 2022,
  sellerPhone: '+8801711000000',
  location: 'Dhaka',
  resalePrice: 1200,
  originalPrice: 1800,
  usagePeriod: '1 year',
  condition: 'good',
  categoryId: CATEGORY_IDS.networkModules,
  description: 'Works fine.',
  workingStatus: 'tested_working',
};
