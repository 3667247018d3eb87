import { z } from 'zod';
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

export const productInput = z.object({
  name: requiredText(120, 'Nome do produto'),
  price: money('Preço'),
  unit: z.enum(UNITS, `Unidade deve ser uma de: ${UNITS.join(', ')}.`),
  category_id: z.coerce
    .number('Categoria é obrigatória.')
    .int('Categoria inválida.')
    .positive('Categoria é obrigatória.')
    .max(2_147_483_647, 'Categoria inválida.'),
  description: optionalText(5000),
  short_description: optionalText(300),
  old_price: money('Preço antigo').nullish().transform((v) => v ?? null),
  is_promotion: z.boolean('Promoção deve ser verdadeiro ou falso.').optional(),
});
export type ProductInput = z.infer<typeof productInput>;

export const productListQuery = z.object({
  q: z.string().trim().max(100, 'Busca muito longa.').optional(),
  category_id: z.coerce.number().int().positive('Categoria inválida.').max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(200, 'Limite máximo de 200.').optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const imageOrderInput = z.object({
  image_ids: z.array(z.number().int().positive()).min(1).max(100),
});
