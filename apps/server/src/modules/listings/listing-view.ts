import type { Product, RatingSummary } from '@reboard/contracts';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { categories, products } from '#server/db/schema/listings.ts';
import type { Person } from '../auth/index.ts';
import { proofColumns, proofOf, proofPendingOf } from './proof.ts';

/** The columns a public listing needs, with its category; the seller is looked up by id (auth owns people). */
export const listingColumns = {
  id: products.id,
  name: products.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  condition: products.condition,
  description: products.description,
  location: products.location,
  originalPrice: products.originalPrice,
  resalePrice: products.resalePrice,
  picture: products.picture,
  photos: products.photos,
  usagePeriod: products.usagePeriod,
  yearPurchased: products.yearPurchased,
  postedAt: products.postedAt,
  createdAt: products.createdAt,
  status: products.status,
  heldUntil: products.heldUntil,
  quantity: products.quantity,
  held: products.held,
  unitsSold: products.unitsSold,
  advertisedAt: products.advertisedAt,
  advertisedUntil: products.advertisedUntil,
  manufacturer: products.manufacturer,
  partNumber: products.partNumber,
  workingStatus: products.workingStatus,
  sellerId: products.sellerId,
  meetUp: products.meetUp,
  courierFeeInside: products.courierFeeInside,
  courierFeeOutside: products.courierFeeOutside,
  ...proofColumns,
};

/** A listing as those columns read it (the storefront's page rows add their rank: catalog's StorefrontRow). */
export type ListingRow = SelectResultFields<typeof listingColumns>;

/** Units others can book now: those for sale and not held by a booking (none unless it is for sale). */
export const availableOf = (row: Pick<ListingRow, 'status' | 'quantity' | 'held'>): number => (row.status === 'active' ? Math.max(row.quantity - row.held, 0) : 0);

const NO_RATING: RatingSummary = { average: null, count: 0 };

/** Whether a boost is running now ("Promoted"): it ends at advertisedUntil, so no job has to end it. */
export const boostRunning = (row: Pick<ListingRow, 'advertisedUntil'>, now = new Date()): boolean =>
  row.advertisedUntil !== null && row.advertisedUntil > now;

/**
 * A listing as the public sees it, with its seller (looked up by id: auth owns people) and the
 * seller's rating (reviews owns it; the catalogue looks ratings up once for a page).
 */
export function toProduct(row: ListingRow, seller: Pick<Person, 'id' | 'name' | 'image' | 'sellerVerified'>, rating: RatingSummary = NO_RATING): Product {
  return {
    id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    condition: row.condition,
    description: row.description,
    location: row.location,
    originalPrice: row.originalPrice,
    resalePrice: row.resalePrice,
    picture: row.picture,
    photos: row.photos,
    usagePeriod: row.usagePeriod,
    yearPurchased: row.yearPurchased,
    postedOn: row.postedAt ? row.postedAt.toISOString() : null,
    status: row.status,
    quantity: row.quantity,
    available: availableOf(row),
    // Reserved only when every unit left is held: a lot with units free is simply for sale.
    reservedUntil: row.held > 0 && availableOf(row) === 0 ? (row.heldUntil?.toISOString() ?? null) : null,
    lot: row.quantity + row.unitsSold > 1,
    isAdvertised: boostRunning(row),
    manufacturer: row.manufacturer,
    partNumber: row.partNumber,
    workingStatus: row.workingStatus,
    seller: { id: seller.id, name: seller.name, image: seller.image, verified: seller.sellerVerified, rating },
    proof: proofOf(row),
    proofPending: proofPendingOf(row),
    delivery: { meetUp: row.meetUp, courierFeeInside: row.courierFeeInside, courierFeeOutside: row.courierFeeOutside },
  };
}
