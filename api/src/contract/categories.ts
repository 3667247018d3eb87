import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';

export interface Category {
  id: number;
  name: string;
  description: string | null;
  product_count: number;
}

export const categoryInput = z.object({
  name: requiredText(80, 'Nome da categoria'),
  description: optionalText(500),
});
export type CategoryInput = z.infer<typeof categoryInput>;
