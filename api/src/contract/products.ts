import { z } from 'zod';
import { messages } from './messages.ts';
import { optionalText, requiredText } from './common.ts';

/** spec §5 and §9. */
export const UNITS = ['unidade', 'metro', 'pacote', 'kit', 'par'] as const;
export type Unit = (typeof UNITS)[number];

/** Widths the image endpoint serves (?w=); pages build srcset from these. */
export const IMAGE_WIDTHS = [160, 480, 960, 1600] as const;

export interface ProductImage {
  id: number;
  /** The stored blob behind /api/images/{image_id}. */
  image_id: string;
  url: string;
  original_name: string;
  is_primary: boolean;
  position: number;
  width: number;
  height: number;
}

export interface Product {
  id: number;
  name: string;
  description: string | null;
  short_description: string | null;
  /** Decimal reais, exact to the cent (stored as numeric). */
  price: number;
  old_price: number | null;
  is_promotion: boolean;
  unit: Unit;
  category_id: number;
  category_name: string;
  images: ProductImage[];
  created_at: string;
  updated_at: string;
}

const MAX_PRICE = 99_999_999.99;

/**
 * Money arrives as a JSON number or a numeric string and leaves as a string with two
 * places, so it is stored exactly (numeric(12,2)) and never passes through float arithmetic.
 */
export const money = (label: string) =>
  z
    .union([z.number(), z.string().trim()], `${label} deve ser um número.`)
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? String(v) : v.replace(',', '.');
      if (!/^\d+(\.\d{1,2})?$/.test(text) || !Number.isFinite(Number(text))) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} deve ser um número maior ou igual a zero, com no máximo 2 casas decimais.`,
        });
        return z.NEVER;
      }
      if (Number(text) > MAX_PRICE) {
        ctx.addIssue({ code: 'custom', message: `${label} acima do limite permitido.` });
        return z.NEVER;
      }
      return Number(text).toFixed(2);
    });

const productFields = z.object({
  name: requiredText(120, 'Nome do produto'),
  price: money('Preço'),
  unit: z.enum(UNITS, `Unidade deve ser uma de: ${UNITS.join(', ')}.`),
  // a number or a numeric string (forms send text); never a boolean or an array
  category_id: z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
      error: (issue) => (issue.input == null || issue.input === '' ? 'Categoria é obrigatória.' : 'Categoria inválida.'),
    })
    .pipe(z.number().int('Categoria inválida.').positive('Categoria é obrigatória.').max(2_147_483_647, 'Categoria inválida.')),
  description: optionalText(5000),
  short_description: optionalText(300),
  old_price: money('Preço antigo').nullish().transform((v) => v ?? null),
  is_promotion: z.boolean('Promoção deve ser verdadeiro ou falso.').optional(),
}, messages.http.expectedObject);
export const productInput = productFields;
export type ProductInput = z.infer<typeof productInput>;

/**
 * PUT /products/{id}: the form's fields (name, price, unit, category_id) are required as on
 * creation; the others keep their stored value when absent, so a form that does not show
 * them (spec §5 shows no old price) cannot wipe them. null or "" clears them.
 */
export const productUpdateInput = productFields.extend({
  description: productFields.shape.description.optional(),
  short_description: productFields.shape.short_description.optional(),
  old_price: money('Preço antigo').nullish(),
});
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
  limit: queryInt('limit deve ser um número inteiro de 1 a 200.', 1, 200),
  offset: queryInt('offset deve ser um número inteiro de 0 a 1000000.', 0, 1_000_000),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** PUT /products/{id}/images/order: every image id of the product, in the new order; the first becomes the primary. */
export const imageOrderInput = z.object({
  image_ids: z
    .array(z.number('Identificador de imagem inválido.').int('Identificador de imagem inválido.').positive('Identificador de imagem inválido.'), 'Envie image_ids: a lista de imagens na nova ordem.')
    .min(1, 'Envie image_ids: a lista de imagens na nova ordem.')
    .max(100, 'No máximo 100 imagens.'),
}, messages.http.expectedObject);
export type ImageOrderInput = z.infer<typeof imageOrderInput>;
