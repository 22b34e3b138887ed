import { photosOf, toMinor, type ListingInputSchema } from '@reboard/contracts';
import type { z } from 'zod';
import { quantityTextOf } from '#server/db/quantity-text.ts';
import type { ListingColumns } from './listings.repository.ts';
import { photoColumns } from './listing-photos.ts';

export type ListingInput = z.output<typeof ListingInputSchema>;

/** The columns a seller's input sets; seller, status and flags never come from the body. */
export function toColumns(input: ListingInput, currency: string): ListingColumns {
  return {
    name: input.name,
    yearPurchased: input.yearPurchased,
    sellerPhone: input.sellerPhone,
    location: input.location,
    resalePrice: toMinor(input.resalePrice, currency),
    originalPrice: input.originalPrice == null ? null : toMinor(input.originalPrice, currency),
    usagePeriod: input.usagePeriod,
    condition: input.condition,
    categoryId: input.categoryId,
    description: input.description,
    quantityText: quantityTextOf(input.name, input.description),
    ...photoColumns(photosOf(input)),
    manufacturer: input.manufacturer || null,
    partNumber: input.partNumber || null,
    workingStatus: input.workingStatus ?? null,
    ...deliveryColumns(input, currency),
    // Left out on an edit: kept as they are (a new listing gets one unit and no SKU).
    ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
    ...(input.sku === undefined ? {} : { sku: input.sku || null }),
  };
}

/** The courier's fees are kept only while the courier is offered (the contract asked for both then). */
function deliveryColumns(input: ListingInput, currency: string): Pick<ListingColumns, 'meetUp' | 'courierFeeInside' | 'courierFeeOutside'> {
  const fee = (whole: number | null | undefined) => (input.courier && whole != null ? toMinor(whole, currency) : null);
  return { meetUp: input.meetUp, courierFeeInside: fee(input.courierFeeInside), courierFeeOutside: fee(input.courierFeeOutside) };
}
