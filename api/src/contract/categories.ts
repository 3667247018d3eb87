import { z } from 'zod';
import { messages } from './messages.ts';
import { optionalText, requiredText } from './common.ts';

export interface Category {
  id: number;
  name: string;
  description: string | null;
  product_count: number;
}

const categoryFields = z.object({
  name: requiredText(80, 'Nome da categoria'),
  description: optionalText(500),
}, messages.http.expectedObject);

export const categoryInput = categoryFields;
export type CategoryInput = z.infer<typeof categoryInput>;

/** PUT /categories/{id}: the name is required; the description keeps its value when absent (the spec's form has only the name). */
export const categoryUpdateInput = categoryFields.extend({ description: categoryFields.shape.description.optional() });
export type CategoryUpdateInput = z.infer<typeof categoryUpdateInput>;
