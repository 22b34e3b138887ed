import { DEFAULT_CATEGORIES, CATEGORY_IDS, toMinor } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { hashPassword } from 'better-auth/crypto';
import { account, categories, products, user } from '../schema/index.ts';
import { seedDemoSpecs } from './demo-specs.ts';

const DAY = 24 * 60 * 60 * 1000;
/** How long the demo's boosts last: BOOST_DAYS's default. */
const DEMO_BOOST_DAYS = 7;

/** The three categories with their fixed ids; safe to run on every start. */
export async function seedCategories(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values(DEFAULT_CATEGORIES.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
}

export const demoSellerId = (key: string) => `demo-seller-${key}`;

/** Every demo account signs in with this password (README); SEED_DEMO=false leaves them out. */
export const DEMO_PASSWORD = 'reboard-demo';
export const DEMO_BUYER = { id: 'demo-buyer', name: 'Demo Buyer', email: 'buyer@demo.reboard.test' };

/** Whether the demo market is in (the demo buyer goes in with it, in one transaction). */
export async function demoSeeded(db: Database): Promise<boolean> {
  return (await db.select({ id: user.id }).from(user).where(eq(user.id, DEMO_BUYER.id))).length > 0;
}

/**
 * Demo sellers and listings, inserted once: the first demo seller's row marks them as done,
 * so a restart (or a seller who edited a demo listing) never duplicates or overwrites them.
 */
export async function seedDemo(db: Database, currency: string, now = Date.now()): Promise<boolean> {
  // Loaded only when seeding, so a deployment without demo data never reads it.
  const { DEMO_LISTINGS, DEMO_SELLERS } = await import('./demo-data.ts');
  const first = DEMO_SELLERS[0];
  if (!first) return false;
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.id, demoSellerId(first.key)));
  if (existing.length > 0) return false;

  await db.transaction(async (tx) => {
    await tx.insert(user).values(
      DEMO_SELLERS.map((s) => ({
        id: demoSellerId(s.key),
        name: s.name,
        email: s.email,
        emailVerified: true,
        image: s.image,
        role: 'seller' as const,
        sellerVerified: s.verified,
      })),
    );
    await tx.insert(user).values({ ...DEMO_BUYER, emailVerified: true, role: 'buyer' as const });
    const password = await hashPassword(DEMO_PASSWORD);
    const ids = [...DEMO_SELLERS.map((s) => demoSellerId(s.key)), DEMO_BUYER.id];
    await tx
      .insert(account)
      .values(ids.map((id) => ({ id: `demo-account-${id}`, accountId: id, providerId: 'credential', userId: id, password })));
    const verified = new Set(DEMO_SELLERS.filter((s) => s.verified).map((s) => s.key));
    const inserted = await tx.insert(products).values(
      DEMO_LISTINGS.map((l, i) => {
        // Spread creation times so "newest first" has a stable, believable order.
        const created = new Date(now - (l.daysAgo ?? 400) * DAY - i * 60_000);
        return {
          sellerId: demoSellerId(l.seller),
          sellerVerified: verified.has(l.seller),
          categoryId: CATEGORY_IDS[l.category],
          name: l.name,
          condition: l.condition,
          description: l.description,
          location: l.location,
          originalPrice: l.originalPrice === null ? null : toMinor(l.originalPrice, currency),
          resalePrice: toMinor(l.resalePrice, currency),
          quantity: l.quantity ?? 1,
          picture: l.picture,
          photos: [l.picture, ...(l.morePhotos ?? [])],
          sellerPhone: l.sellerPhone,
          usagePeriod: l.usagePeriod,
          yearPurchased: l.yearPurchased,
          manufacturer: l.manufacturer,
          partNumber: l.partNumber,
          workingStatus: l.workingStatus,
          status: l.sold ? ('sold' as const) : ('active' as const),
          // The demo's boosts are made as it is seeded (in the listings' order) and run their
          // DEMO_BOOST_DAYS from then: a boost made when a listing was posted would have ended long ago.
          advertisedAt: l.advertised ? new Date(now - i * 60_000) : null,
          advertisedUntil: l.advertised ? new Date(now - i * 60_000 + DEMO_BOOST_DAYS * DAY) : null,
          postedAt: l.daysAgo === null ? null : created,
          createdAt: created,
          updatedAt: created,
        };
      }),
    ).returning({ id: products.id, name: products.name, categoryId: products.categoryId });
    await seedDemoSpecs(tx, inserted);
  });
  return true;
}
