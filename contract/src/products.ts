import { z } from 'zod';
import { messages } from './messages.ts';
import { optionalText, requiredText } from './common.ts';
import { availabilityField, featuredField, productSortField } from './catalogue.ts';
import { AVAILABILITY } from './catalogue-words.ts';
import { checkProductOptions, productOptionFields, productVariantBodyFields } from './variants.ts';
import { moneyFieldFor, optionalMoneyFieldFor } from './money.ts';
import { priceProblems, type PricedProduct } from './price-rules.ts';

/** docs/product.md §5 and §9. */
export const UNITS = ['unidade', 'metro', 'pacote', 'kit', 'par'] as const;
export type Unit = (typeof UNITS)[number];

/** Widths the image endpoint serves (?w=); pages build srcset from these. */
export const IMAGE_WIDTHS = [160, 480, 960, 1600] as const;

/** docs/product.md §3 "Product image". */
export const productImageBody = z
  .object({
    id: z.number().int(),
    image_id: z.string().meta({ description: 'O arquivo guardado, servido em /api/images/{image_id}.' }),
    url: z.string(),
    original_name: z.string(),
    is_primary: z.boolean(),
    position: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof productImageBody>;

/** A product's gallery in order (the primary image first). */
export const productGalleryBody = z.array(productImageBody);

/** docs/product.md §3 "Product", with readable link, options, availability and order. */
export const productBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().meta({ description: 'A parte legível do endereço: /product/{id}-{slug} (do nome, sem acentos).' }),
    description: z.string().nullable(),
    short_description: z.string().nullable(),
    price: z.number().nonnegative().meta({ description: 'Reais em decimal, exato ao centavo (guardado como numeric). Com opções: o menor preço à venda.' }),
    old_price: z.number().nonnegative().nullable(),
    is_promotion: z.boolean(),
    unit: z.enum(UNITS),
    category_id: z.number().int(),
    category_name: z.string(),
    images: z.array(productImageBody),
    ...productVariantBodyFields,
    availability: z.enum(AVAILABILITY).meta({ description: 'disponivel, esgotado ou oculto (oculto só para o admin da loja).' }),
    is_featured: z.boolean().meta({ description: 'Destaque: primeiro na página inicial.' }),
    position: z.number().int().meta({ description: 'A ordem do lojista (menor primeiro).' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productBody>;

const productFields = z.object(
  {
    name: requiredText(120, 'Nome do produto'),
    // money as people type it (12,50, R$ 12,50, 1.234,56): the one parser, contract/money.ts
    price: moneyFieldFor('Preço'),
    unit: z.enum(UNITS, `Unidade deve ser uma de: ${UNITS.join(', ')}.`),
    // a number or a numeric string (forms send text); never a boolean or an array
    category_id: z
      .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
        error: (issue) => (issue.input == null || issue.input === '' ? 'Categoria é obrigatória.' : 'Categoria inválida.'),
      })
      .pipe(z.number().int('Categoria inválida.').positive('Categoria é obrigatória.').max(2_147_483_647, 'Categoria inválida.')),
    description: optionalText(5000),
    short_description: optionalText(300),
    old_price: optionalMoneyFieldFor('Preço antigo').transform((v) => v ?? null),
    is_promotion: z.boolean('Promoção deve ser verdadeiro ou falso.').optional(),
    availability: availabilityField.optional(),
    is_featured: featuredField.optional(),
  },
  messages.http.expectedObject,
);
/** The old-price rule (price-rules.ts) on what the body says; an update's stored values are the service's to check. */
function checkPrices(v: PricedProduct, ctx: z.RefinementCtx) {
  for (const { path, message } of priceProblems(v)) ctx.addIssue({ code: 'custom', path, message });
}

export const productInput = productFields.extend(productOptionFields).superRefine(checkProductOptions).superRefine(checkPrices);
export type ProductInput = z.infer<typeof productInput>;

/**
 * PUT /products/{id}: the form's fields (name, price, unit, category_id) are required as on
 * creation; the others keep their stored value when absent, so a form that does not show
 * them (docs/product.md §5 shows no old price) cannot wipe them. null or "" clears them.
 */
export const productUpdateInput = productFields
  .extend({
    description: productFields.shape.description.optional(),
    short_description: productFields.shape.short_description.optional(),
    old_price: optionalMoneyFieldFor('Preço antigo'),
  })
  .extend(productOptionFields)
  .superRefine(checkProductOptions)
  .superRefine(checkPrices);
export type ProductUpdateInput = z.infer<typeof productUpdateInput>;

/** A whole number in a query string; an empty value (`?category_id=`, the "all" option) means absent. */
const queryInt = (message: string, min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number(message).int(message).min(min, message).max(max, message).optional());

export const productListQuery = z.object({
  // control characters (a NUL byte would make PostgreSQL fail) mean nothing in a search: dropped
  q: z
    .string('Busca inválida.')
    .max(100, 'Busca muito longa (máximo de 100 caracteres).')
    .transform((v) => v.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .optional(),
  category_id: queryInt('Categoria inválida.', 1, 2_147_483_647),
  // the home page's destaques: only what the owner starred
  featured: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['true', 'false'], 'featured deve ser true ou false.')
      .transform((v) => v === 'true')
      .optional(),
  ),
  limit: queryInt('limit deve ser um número inteiro de 1 a 200.', 1, 200),
  offset: queryInt('offset deve ser um número inteiro de 0 a 1000000.', 0, 1_000_000),
  sort: productSortField,
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** PUT /products/{id}/images/order: every image id of the product, in the new order; the first becomes the primary. */
export const imageOrderInput = z.object(
  {
    image_ids: z
      .array(
        z.number('Identificador de imagem inválido.').int('Identificador de imagem inválido.').positive('Identificador de imagem inválido.'),
        'Envie image_ids: a lista de imagens na nova ordem.',
      )
      .min(1, 'Envie image_ids: a lista de imagens na nova ordem.')
      .max(100, 'No máximo 100 imagens.'),
  },
  messages.http.expectedObject,
);
export type ImageOrderInput = z.infer<typeof imageOrderInput>;
