import type { Product } from '@reboard/contracts';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { categories, products } from '#server/db/schema/listings.ts';
import type { Person } from '../auth/index.ts';
import { proofColumns, proofOf } from './proof.ts';

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
  advertisedAt: products.advertisedAt,
  manufacturer: products.manufacturer,
  partNumber: products.partNumber,
  workingStatus: products.workingStatus,
  sellerId: products.sellerId,
  ...proofColumns,
};

/** A listing as those columns read it (the storefront's page rows add their rank: catalog's StorefrontRow). */
export type ListingRow = SelectResultFields<typeof listingColumns>;

/** A listing as the public sees it, with its seller (looked up by id: auth owns people). */
export function toProduct(row: ListingRow, seller: Person): Product {
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
    reservedUntil: row.heldUntil?.toISOString() ?? null,
    isAdvertised: row.advertisedAt !== null,
    manufacturer: row.manufacturer,
    partNumber: row.partNumber,
    workingStatus: row.workingStatus,
    seller: { id: seller.id, name: seller.name, image: seller.image, verified: seller.sellerVerified },
    proof: proofOf(row),
  };
}
