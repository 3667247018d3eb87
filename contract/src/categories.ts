import { z } from 'zod';
import { messages } from './messages.ts';
import { optionalText, requiredText } from './common.ts';

/** docs/product.md §3 "Category": one category with how many products a shopper finds in it (hidden ones not counted). */
export const categoryBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    product_count: z.number().int().nonnegative().meta({ description: 'Produtos à mostra na loja (disponíveis e esgotados); os ocultos não contam.' }),
    emoji: z.string().meta({
      description:
        'O emoji do cartão da categoria na vitrine, escolhido pelas palavras do nome (docs/product.md §2); vazio quando nenhuma palavra é conhecida.',
    }),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categoryBody>;

/**
 * GET /store/categories, the admin's list: product_count counts every product (a category
 * with any, hidden ones too, cannot be deleted), hidden_count says how many are oculto.
 */
export const storeCategoryBody = categoryBody
  .extend({
    product_count: z.number().int().nonnegative().meta({ description: 'Todos os produtos da categoria, ocultos incluídos (impedem a exclusão).' }),
    hidden_count: z.number().int().nonnegative().meta({ description: 'Quantos desses produtos estão ocultos na loja.' }),
  })
  .meta({ id: 'StoreCategory' });
export type StoreCategory = z.infer<typeof storeCategoryBody>;

const categoryFields = z.object(
  {
    name: requiredText(80, 'Nome da categoria'),
    description: optionalText(500),
  },
  messages.http.expectedObject,
);

export const categoryInput = categoryFields;
export type CategoryInput = z.infer<typeof categoryInput>;

/** PUT /categories/{id}: the name is required; the description keeps its value when absent (the spec's form has only the name). */
export const categoryUpdateInput = categoryFields.extend({ description: categoryFields.shape.description.optional() });
export type CategoryUpdateInput = z.infer<typeof categoryUpdateInput>;
