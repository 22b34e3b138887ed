import {
  ConditionSchema,
  DEFAULT_CATEGORIES,
  formatPhone,
  ListingInputSchema,
  toWhole,
  type Condition,
  type ListingInput,
  type SellerListing,
  type WorkingStatus,
  WorkingStatusSchema,
  specsFor,
} from '@reboard/contracts/schemas';
import { z } from 'zod';
import { EMPTY_PROOF, PROOF_FORM_FIELDS, proofFormShape, proofToForm, proofToInput, type ProofFormValues } from './proof-form.ts';

/** What the add and edit forms hold: every input is text, as the browser gives it. */
export type ListingFormValues = {
  name: string;
  categoryId: string;
  condition: Condition;
  workingStatus: WorkingStatus | '';
  manufacturer: string;
  partNumber: string;
  resalePrice: string;
  /** Units for sale at that price (a lot); "1" for a single item. */
  quantity: string;
  originalPrice: string;
  yearPurchased: string;
  usagePeriod: string;
  sellerPhone: string;
  location: string;
  description: string;
  /** Uploaded pictures' URLs (/uploads/…) or demo pictures (/demo/…) when editing, in order; the first is the cover. */
  photos: string[];
  /** Specification values as typed, by key; only the chosen category's are sent. */
  specs: Record<string, string>;
} & ProofFormValues &
  DeliveryFormValues;

/** How it is handed over: a meet-up and/or a courier, whose fees are typed as prices are. */
export type DeliveryFormValues = {
  meetUp: boolean;
  courier: boolean;
  courierFeeInside: string;
  courierFeeOutside: string;
};

export const LISTING_FORM_FIELDS = [
  'name',
  'categoryId',
  'condition',
  'workingStatus',
  'manufacturer',
  'partNumber',
  'resalePrice',
  'quantity',
  'originalPrice',
  'yearPurchased',
  'usagePeriod',
  'sellerPhone',
  'location',
  'description',
  'photos',
  'meetUp',
  'courier',
  'courierFeeInside',
  'courierFeeOutside',
  ...PROOF_FORM_FIELDS,
] as const satisfies ReadonlyArray<keyof ListingFormValues>;

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The form's text turned into the API's shape; the contract then validates it. */
export function toListingInput(values: ListingFormValues): ListingInput {
  return {
    name: values.name,
    categoryId: values.categoryId,
    condition: values.condition,
    workingStatus: values.workingStatus || null,
    manufacturer: orNull(values.manufacturer),
    partNumber: orNull(values.partNumber),
    // Numbers go as typed ("25,000", "২৫০০০"): the contract's one reader takes them or says why
    // not ('resale price is required' for an empty one); an empty original price is none.
    resalePrice: values.resalePrice,
    quantity: values.quantity,
    originalPrice: orNull(values.originalPrice),
    yearPurchased: values.yearPurchased,
    usagePeriod: values.usagePeriod,
    sellerPhone: values.sellerPhone,
    location: values.location,
    description: values.description,
    photos: values.photos,
    specs: Object.fromEntries(specsFor(values.categoryId).map(({ key }) => [key, values.specs[key] ?? ''])),
    ...proofToInput(values),
    meetUp: values.meetUp,
    courier: values.courier,
    // Read as the price is (as typed, by the contract's price reader); kept only with a courier.
    courierFeeInside: values.courier ? orNull(values.courierFeeInside) : null,
    courierFeeOutside: values.courier ? orNull(values.courierFeeOutside) : null,
  };
}

const text = z.string();

/**
 * The form's resolver: text in, the contract's ListingInputSchema out, so the messages and
 * limits are the server's own ('name is required', a price up to 99,99,999, …).
 */
export const ListingFormSchema = z
  .object({
    name: text,
    categoryId: text,
    condition: ConditionSchema,
    workingStatus: z.union([z.literal(''), WorkingStatusSchema]),
    manufacturer: text,
    partNumber: text,
    resalePrice: text,
    quantity: text,
    originalPrice: text,
    yearPurchased: text,
    usagePeriod: text,
    sellerPhone: text,
    location: text,
    description: text,
    photos: z.array(text),
    specs: z.record(z.string(), z.string()),
    ...proofFormShape,
    meetUp: z.boolean(),
    courier: z.boolean(),
    courierFeeInside: text,
    courierFeeOutside: text,
  })
  .transform(toListingInput)
  .pipe(ListingInputSchema);

export type ListingFormOutput = z.output<typeof ListingFormSchema>;

/** A new listing: the spec's default category is the first one. */
export function emptyListingForm(): ListingFormValues {
  return {
    name: '',
    categoryId: DEFAULT_CATEGORIES[0].id,
    condition: 'excellent',
    workingStatus: '',
    manufacturer: '',
    partNumber: '',
    resalePrice: '',
    quantity: '1',
    originalPrice: '',
    yearPurchased: '',
    usagePeriod: '',
    sellerPhone: '',
    location: '',
    description: '',
    photos: [],
    specs: {},
    ...EMPTY_PROOF,
    meetUp: true,
    courier: false,
    courierFeeInside: '',
    courierFeeOutside: '',
  };
}

/** An existing listing in the form; its prices come in the minor unit and go back as whole amounts. */
export function listingToForm(listing: SellerListing, currency: string): ListingFormValues {
  return {
    name: listing.name,
    categoryId: listing.categoryId,
    condition: listing.condition,
    workingStatus: listing.workingStatus ?? '',
    manufacturer: listing.manufacturer ?? '',
    partNumber: listing.partNumber ?? '',
    resalePrice: String(toWhole(listing.resalePrice, currency)),
    quantity: String(listing.quantity),
    originalPrice: listing.originalPrice === null ? '' : String(toWhole(listing.originalPrice, currency)),
    yearPurchased: String(listing.yearPurchased),
    usagePeriod: listing.usagePeriod,
    // Kept as +8801712345678; shown as people write it.
    sellerPhone: formatPhone(listing.sellerPhone),
    location: listing.location,
    description: listing.description,
    photos: listing.photos,
    specs: listing.specs,
    ...proofToForm(listing),
    ...deliveryToForm(listing, currency),
  };
}

/** A listing's delivery in the form: its fees back as whole amounts, empty without a courier. */
function deliveryToForm({ delivery }: Pick<SellerListing, 'delivery'>, currency: string): DeliveryFormValues {
  const whole = (fee: number | null) => (fee === null ? '' : String(toWhole(fee, currency)));
  return {
    meetUp: delivery.meetUp,
    courier: delivery.courierFeeInside !== null,
    courierFeeInside: whole(delivery.courierFeeInside),
    courierFeeOutside: whole(delivery.courierFeeOutside),
  };
}

/** The catalogue key saying why a listing can no longer be changed, or null while it is for sale. */
export function lockedReasonKey(listing: Pick<SellerListing, 'status'>): 'listings.locked.sold' | 'listings.locked.removed' | null {
  if (listing.status === 'sold') return 'listings.locked.sold';
  if (listing.status === 'removed') return 'listings.locked.removed';
  return null;
}
