import { z } from 'zod';
import { PhoneSchema } from './accounts.ts';
import { ListingPhotosSchema, ListingPictureSchema } from './photos.ts';
import { CATEGORY_IDS } from './categories.ts';
import { ConditionSchema, ProductSchema, WorkingStatusSchema } from './products.ts';
import { ListingSpecsInputSchema } from './specs/values.ts';
import { listingProofInputShape, sellerProofShape } from './proof.ts';

/** Forms take whole amounts of at most four digits (the spec's price inputs). */
export const MAX_WHOLE_PRICE = 9999;

const required = (message: string) => z.string({ message }).trim().min(1, message);

const wholePrice = (requiredMessage: string) =>
  z
    .number({ message: requiredMessage })
    .int('Enter a whole amount')
    .min(0, 'The price cannot be negative')
    .max(MAX_WHOLE_PRICE, 'At most 4 digits');

const categoryIds = Object.values(CATEGORY_IDS) as [string, ...string[]];

/**
 * What a seller sends to list or edit a listing. Prices are whole amounts; the server stores
 * them in the minor unit. Anything else in the body (seller, status, flags) is ignored.
 */
export const ListingInputSchema = z.object({
  name: required('name is required').pipe(z.string().max(120, 'At most 120 characters')),
  yearPurchased: z
    .number({ message: 'year is required' })
    .int('Enter a year such as 2021')
    .min(1970, 'Enter a year such as 2021')
    .max(2100, 'Enter a year such as 2021')
    .refine((y) => y <= new Date().getFullYear(), 'The year cannot be in the future'),
  sellerPhone: required('phone number is required').pipe(PhoneSchema),
  location: required('location is required').pipe(z.string().max(120, 'At most 120 characters')),
  resalePrice: wholePrice('resale price is required'),
  usagePeriod: required('usage period is required').pipe(z.string().max(10, 'At most 10 characters')),
  originalPrice: wholePrice('Enter a whole amount').nullable().optional(),
  condition: ConditionSchema.default('excellent'),
  categoryId: z.enum(categoryIds, { message: 'Choose a category' }).default(CATEGORY_IDS.networkModules),
  description: z.string().trim().max(2000, 'At most 2000 characters').default(''),
  /** From before photos: the one picture. Ignored when `photos` is sent (the cover is photos[0]). */
  picture: ListingPictureSchema.nullable().optional(),
  photos: ListingPhotosSchema.optional(),
  manufacturer: z.string().trim().max(80, 'At most 80 characters').nullable().optional(),
  partNumber: z.string().trim().max(60, 'At most 60 characters').nullable().optional(),
  workingStatus: WorkingStatusSchema.nullable().optional(),
  /** Key → value as typed; checked against the category by the server. Left out on an edit: kept as they are. */
  specs: ListingSpecsInputSchema.optional(),
  ...listingProofInputShape,
});
export type ListingInput = z.input<typeof ListingInputSchema>;

/** A listing as its seller sees it: with the phone number and why it was removed, if it was. */
export const SellerListingSchema = ProductSchema.extend({
  sellerPhone: z.string(),
  removedReason: z.string().nullable(),
  /** Its specifications as stored (canonical), key → value, for the edit form. */
  specs: z.record(z.string(), z.string()),
  ...sellerProofShape,
});
export type SellerListing = z.infer<typeof SellerListingSchema>;
export const SellerListingsSchema = z.object({ items: z.array(SellerListingSchema) });

export const ReportRequestSchema = z.object({
  reason: z
    .string({ message: 'Tell us what is wrong' })
    .trim()
    .min(3, 'Tell us what is wrong (at least 3 characters)')
    .max(500, 'At most 500 characters'),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;
