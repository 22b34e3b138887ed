import { z } from 'zod';
import { PhoneSchema } from './accounts.ts';
import { ListingPhotosSchema, ListingPictureSchema } from './photos.ts';
import { CATEGORY_IDS } from './categories.ts';
import { ConditionSchema, ProductSchema, WorkingStatusSchema } from './products.ts';
import { ListingSpecsInputSchema } from './specs/values.ts';
import { listingProofInputShape, sellerProofShape } from './proof.ts';
import { multiLine, singleLine } from './text.ts';
import { MAX_WHOLE_PRICE, nullableWholeNumberSchema, wholeNumberSchema } from './numbers.ts';

/** The longest usage period ("2 years and 3 months", "৬ মাস, প্রতিদিন ব্যবহার"). */
export const MAX_USAGE_PERIOD = 40;

/** The oldest purchase year a listing may give. */
export const MIN_YEAR_PURCHASED = 1970;

const required = (message: string) => singleLine({ message }).trim().min(1, message);

/** A price in whole units up to ৳99,99,999, typed as a number or as text (numbers.ts). */
const priceMessages = (required: string) => ({
  required,
  number: 'validation.amount.number',
  whole: 'validation.listing.wholeAmount',
  negative: 'validation.listing.priceNegative',
  tooLarge: 'validation.amount.tooLarge',
});

/** The most units one listing (a lot) may hold. */
export const MAX_LOT_QUANTITY = 9999;

/** How many units: a whole number from 1, typed as a number or text (Bengali digits read). */
export const lotQuantitySchema = () =>
  wholeNumberSchema(
    { min: 1, max: MAX_LOT_QUANTITY },
    {
      required: 'validation.quantity.required',
      number: 'validation.quantity.whole',
      whole: 'validation.quantity.whole',
      negative: 'validation.quantity.atLeastOne',
      tooSmall: 'validation.quantity.atLeastOne',
      tooLarge: 'validation.quantity.tooLarge',
    },
  );

const categoryIds = Object.values(CATEGORY_IDS) as [string, ...string[]];

/**
 * A courier fee is read as a price is: whole taka through the same schema as the listing's
 * price, so a change to how prices are read applies to fees too.
 */
const deliveryFee = () => nullableWholeNumberSchema({ max: MAX_WHOLE_PRICE }, priceMessages('validation.listing.courierFeeRequired')).optional();

/** How the listing is handed over: a meet-up, and/or a courier with its fees inside and outside the seller's city. */
const listingDeliveryInputShape = {
  meetUp: z.boolean({ message: 'validation.listing.deliveryRequired' }).default(true),
  courier: z.boolean({ message: 'validation.listing.deliveryRequired' }).default(false),
  courierFeeInside: deliveryFee(),
  courierFeeOutside: deliveryFee(),
};

/**
 * What a seller sends to list or edit a listing. Prices are whole amounts; the server stores
 * them in the minor unit. Anything else in the body (seller, status, flags) is ignored.
 */
export const ListingInputSchema = z.object({
  name: required('validation.listing.nameRequired').pipe(z.string().max(120, 'validation.atMost.chars120')),
  yearPurchased: wholeNumberSchema(
    { min: MIN_YEAR_PURCHASED, max: 9999 },
    {
      required: 'validation.listing.yearRequired',
      number: 'validation.listing.yearInvalid',
      whole: 'validation.listing.yearInvalid',
      negative: 'validation.listing.yearInvalid',
      tooSmall: 'validation.listing.yearInvalid',
      tooLarge: 'validation.listing.yearInFuture',
    },
  ).refine((y) => y <= new Date().getFullYear(), 'validation.listing.yearInFuture'),
  sellerPhone: required('validation.listing.phoneRequired').pipe(PhoneSchema),
  location: required('validation.listing.locationRequired').pipe(z.string().max(120, 'validation.atMost.chars120')),
  resalePrice: wholeNumberSchema({ max: MAX_WHOLE_PRICE }, priceMessages('validation.listing.resalePriceRequired')),
  usagePeriod: required('validation.listing.usagePeriodRequired').pipe(z.string().max(MAX_USAGE_PERIOD, 'validation.atMost.chars40')),
  /** Null or left out: none. */
  originalPrice: nullableWholeNumberSchema({ max: MAX_WHOLE_PRICE }, priceMessages('validation.amount.number')).optional(),
  condition: ConditionSchema.default('excellent'),
  categoryId: z.enum(categoryIds, { message: 'validation.listing.chooseCategory' }).default(CATEGORY_IDS.networkModules),
  description: multiLine().trim().max(2000, 'validation.atMost.chars2000').default(''),
  /** From before photos: the one picture. Ignored when `photos` is sent (the cover is photos[0]). */
  picture: ListingPictureSchema.nullable().optional(),
  photos: ListingPhotosSchema.optional(),
  manufacturer: singleLine().trim().max(80, 'validation.atMost.chars80').nullable().optional(),
  partNumber: singleLine().trim().max(60, 'validation.atMost.chars60').nullable().optional(),
  workingStatus: WorkingStatusSchema.nullable().optional(),
  /** Units for sale at `resalePrice` each (a lot); 1 when left out on a new listing, kept on an edit. */
  quantity: lotQuantitySchema().optional(),
  /** The seller's own stock code: a spreadsheet upload with the same SKU updates this listing. Null: none. */
  sku: singleLine().trim().max(60, 'validation.atMost.chars60').nullable().optional(),
  /** Key → value as typed; checked against the category by the server. Left out on an edit: kept as they are. */
  specs: ListingSpecsInputSchema.optional(),
  ...listingProofInputShape,
  ...listingDeliveryInputShape,
}).superRefine((input, ctx) => {
  // At least one way to hand it over; a courier needs both of its fees (0 is a fee: free delivery).
  if (!input.meetUp && !input.courier) ctx.addIssue({ code: 'custom', path: ['meetUp'], message: 'validation.listing.deliveryRequired' });
  if (!input.courier) return;
  for (const key of ['courierFeeInside', 'courierFeeOutside'] as const) {
    if (input[key] == null) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.listing.courierFeeRequired' });
  }
});
export type ListingInput = z.input<typeof ListingInputSchema>;

/** A listing as its seller sees it: with the phone number and why it was removed, if it was. */
export const SellerListingSchema = ProductSchema.extend({
  sellerPhone: z.string(),
  removedReason: z.string().nullable(),
  /** Its specifications as stored (canonical), key → value, for the edit form. */
  specs: z.record(z.string(), z.string()),
  /** When the listing's boost ends (ISO); null when it was never boosted. "Promoted" shows until then. */
  boostedUntil: z.string().nullable(),
  ...sellerProofShape,
});
export type SellerListing = z.infer<typeof SellerListingSchema>;
export const SellerListingsSchema = z.object({ items: z.array(SellerListingSchema) });

export const ReportRequestSchema = z.object({
  reason: multiLine({ message: 'validation.report.reasonRequired' })
    .trim()
    .min(3, 'validation.report.reasonTooShort')
    .max(500, 'validation.atMost.chars500'),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;
