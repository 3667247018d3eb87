import { z } from 'zod';
import { messages } from './messages.ts';
import { AVAILABILITY, PRODUCT_SORTS } from './catalogue-words.ts';

export * from './catalogue-words.ts';

/**
 * The owner's say over the catalogue: availability, destaque, order, and how
 * shoppers sort the list.
 */

export const availabilityField = z.enum(AVAILABILITY, messages.catalogue.availabilityInvalid);
export const productSortField = z.preprocess((v) => (v === '' ? undefined : v), z.enum(PRODUCT_SORTS, messages.catalogue.sortInvalid).optional());
export const featuredField = z.boolean(messages.catalogue.featuredInvalid);

/** PATCH /products/{id}: the admin list's quick toggles (the CLI's too). */
export const productStatusInput = z
  .object({ availability: availabilityField.optional(), is_featured: featuredField.optional() }, messages.http.expectedObject)
  .refine((v) => v.availability !== undefined || v.is_featured !== undefined, { message: messages.catalogue.nothingToChange });
export type ProductStatusInput = z.infer<typeof productStatusInput>;

const MAX_ORDERED = 5000;
const orderIds = z
  .array(
    z.number(messages.http.invalidId).int(messages.http.invalidId).positive(messages.http.invalidId).max(2_147_483_647, messages.http.invalidId),
    messages.catalogue.orderIds,
  )
  .min(1, messages.catalogue.orderIds)
  .max(MAX_ORDERED, messages.catalogue.orderIds);

/** PUT /catalogue/products-order and /catalogue/categories-order: every id of the shop's, in the new order. */
export const catalogueOrderInput = z.object({ ids: orderIds }, messages.http.expectedObject);
export type CatalogueOrderInput = z.infer<typeof catalogueOrderInput>;

export const catalogueOrderResult = z.object({ ids: z.array(z.number()) });
