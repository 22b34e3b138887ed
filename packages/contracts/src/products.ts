import { z } from 'zod';
import { ListingDeliverySchema } from './delivery.ts';
import { ProductProofSchema } from './proof.ts';
import { RatingSummarySchema } from './reviews.ts';
import { ProductSpecSchema } from './specs/values.ts';
import { IdParamsSchema } from './text.ts';
import { CONDITIONS, WORKING_STATUSES } from './listing-terms.ts';

export { CONDITION_KEYS, CONDITIONS, WORKING_STATUS_KEYS, WORKING_STATUSES, type Condition, type WorkingStatus } from './listing-terms.ts';

export const ConditionSchema = z.enum(CONDITIONS);

export const WorkingStatusSchema = z.enum(WORKING_STATUSES);

export const PRODUCT_STATUSES = ['active', 'sold', 'removed'] as const;
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatusSchema>;

export const SellerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
  /** The seller's rating from their reviews (average null and count 0 without any), shown on cards. */
  rating: RatingSummarySchema,
});
export type SellerSummary = z.infer<typeof SellerSummarySchema>;

/** A listing as the public sees it. Prices are integers in the currency's minor unit. */
export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  condition: ConditionSchema,
  description: z.string(),
  location: z.string(),
  originalPrice: z.number().int().nullable(),
  resalePrice: z.number().int(),
  /** The cover: photos[0], or null without photos. */
  picture: z.string().nullable(),
  photos: z.array(z.string()),
  usagePeriod: z.string(),
  yearPurchased: z.number().int(),
  postedOn: z.string().nullable(),
  status: ProductStatusSchema,
  /** Units still for sale (1 for a single item, 0 once sold). */
  quantity: z.number().int(),
  /** Units others can book now: for sale and not held by a booking ("12 available", "Last one"). */
  available: z.number().int(),
  /** A lot (more than one unit, ever): its cards say how many are left ("12 available", "Last one"). */
  lot: z.boolean(),
  /** Every unit booked and held until then at the latest (others see "Reserved" and cannot book); null when any is free. */
  reservedUntil: z.string().nullable(),
  /** "Promoted": boosted, and the boost has not run out. */
  isAdvertised: z.boolean(),
  manufacturer: z.string().nullable(),
  partNumber: z.string().nullable(),
  workingStatus: WorkingStatusSchema.nullable(),
  seller: SellerSummarySchema,
  /** The "Photo with code" badge: its photo and code, or null without one (or after an admin removed it). */
  proof: ProductProofSchema.nullable(),
  /** A proof photo waits for an admin's check: the page says the photo is being checked. */
  proofPending: z.boolean(),
  /** How it can be handed over, and the courier's fees. */
  delivery: ListingDeliverySchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /api/products/:id: the listing with its seller's rating, shown as "★ 4.8 (12 reviews)". */
export const ProductDetailSchema = ProductSchema.extend({ sellerRating: RatingSummarySchema, specs: z.array(ProductSpecSchema) });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const FeaturedProductsSchema = z.object({ items: z.array(ProductSchema) });
export type FeaturedProducts = z.infer<typeof FeaturedProductsSchema>;

/** `/:id` of a listing, and of the orders, sellers, reviews… that share its shape of id. */
export const ProductParamsSchema = IdParamsSchema;
