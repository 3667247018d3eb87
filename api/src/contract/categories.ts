import { z } from 'zod';
import { messages } from './messages.ts';
import { optionalText, requiredText } from './common.ts';

/** spec §3 "Category": one category with how many products it holds. */
export const categoryBody = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  product_count: z.number().int().nonnegative(),
}).meta({ id: 'Category' });
export type Category = z.infer<typeof categoryBody>;

const categoryFields = z.object({
  name: requiredText(80, 'Nome da categoria'),
  description: optionalText(500),
}, messages.http.expectedObject);

export const categoryInput = categoryFields;
export type CategoryInput = z.infer<typeof categoryInput>;

/** PUT /categories/{id}: the name is required; the description keeps its value when absent (the spec's form has only the name). */
export const categoryUpdateInput = categoryFields.extend({ description: categoryFields.shape.description.optional() });
export type CategoryUpdateInput = z.infer<typeof categoryUpdateInput>;
