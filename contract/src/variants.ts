import { z } from 'zod';
import { messages } from './messages.ts';
import { moneyFieldFor, optionalMoneyFieldFor } from './money.ts';
import { AVAILABILITY } from './catalogue-words.ts';

/**
 * Product options: up to two option types (Tamanho, Cor), each with its
 * values, and the combinations the shop sells, each with its own price, old price and
 * availability. A combination not listed is not sold.
 */
export const MAX_OPTION_TYPES = 2;
export const MAX_OPTION_VALUES = 20;
export const MAX_VARIANTS = 100;

export const productOptionBody = z.object({ name: z.string(), values: z.array(z.string()) }).meta({ id: 'ProductOption' });
export type ProductOption = z.infer<typeof productOptionBody>;

export const productVariantBody = z
  .object({
    id: z.number().int(),
    options: z.array(z.string()).meta({ description: 'Um valor por tipo de opção, na ordem de options: ["M", "Azul"].' }),
    price: z.number().nonnegative(),
    old_price: z.number().nonnegative().nullable(),
    // the same words as a product's availability
    availability: z.enum(AVAILABILITY),
  })
  .meta({ id: 'ProductVariant' });
export type ProductVariant = z.infer<typeof productVariantBody>;

/** What a product answer carries about its options (products.ts); the public never sees hidden combinations. */
export const productVariantBodyFields = {
  options: z.array(productOptionBody),
  variants: z.array(productVariantBody),
  price_max: z.number().nonnegative().meta({ description: 'O maior preço à venda: o topo de "R$ 10,00 – R$ 25,00". Igual a price sem opções.' }),
};
export interface ProductVariantFields {
  options: ProductOption[];
  variants: ProductVariant[];
  price_max: number;
}

export const optionValue = z.string(messages.variants.valueText).trim().min(1, messages.variants.valueText).max(40, messages.variants.valueText);

export const optionType = z.object(
  {
    name: z.string(messages.variants.typeName).trim().min(1, messages.variants.typeName).max(40, messages.variants.typeName),
    values: z.array(optionValue, messages.variants.valuesRequired('cada tipo de opção')),
  },
  messages.http.expectedObject,
);

export const variantInput = z.object(
  {
    options: z.array(optionValue, messages.variants.shape(2)),
    price: moneyFieldFor('Preço da combinação'),
    old_price: optionalMoneyFieldFor('Preço antigo da combinação').transform((v) => v ?? null),
    availability: z.enum(AVAILABILITY, messages.catalogue.availabilityInvalid).default('disponivel'),
  },
  messages.http.expectedObject,
);

export type VariantInput = z.output<typeof variantInput>;

/**
 * The options part of a product's body (products.ts extends its fields with these). Absent
 * on PUT: the product keeps its options. `options: []` takes them all away.
 */
export const productOptionFields = {
  options: z.array(optionType, messages.variants.tooManyTypes).max(MAX_OPTION_TYPES, messages.variants.tooManyTypes).optional(),
  variants: z.array(variantInput, messages.variants.combinationsRequired).max(MAX_VARIANTS, messages.variants.tooManyVariants).optional(),
};
export interface ProductOptionsInput {
  options?: ProductOption[] | undefined;
  variants?: VariantInput[] | undefined;
}

/** The rules across fields: values of the product's own option types, each combination once. */
export function checkProductOptions(v: ProductOptionsInput, ctx: z.RefinementCtx) {
  const types = v.options;
  if (!types) {
    if (v.variants?.length) ctx.addIssue({ code: 'custom', path: ['variants'], message: messages.variants.noTypes });
    return;
  }
  const names = new Set<string>();
  types.forEach((t, i) => {
    const key = t.name.toLocaleLowerCase('pt-BR');
    if (names.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i, 'name'], message: messages.variants.typeNameRepeated(t.name) });
    names.add(key);
    if (!t.values.length) ctx.addIssue({ code: 'custom', path: ['options', i, 'values'], message: messages.variants.valuesRequired(t.name) });
    if (t.values.length > MAX_OPTION_VALUES) ctx.addIssue({ code: 'custom', path: ['options', i, 'values'], message: messages.variants.tooManyValues(t.name) });
    const seen = new Set<string>();
    t.values.forEach((value, j) => {
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: ['options', i, 'values', j], message: messages.variants.valueRepeated(t.name, value) });
      seen.add(value);
    });
  });
  const variants = v.variants ?? [];
  if (types.length && !variants.length) ctx.addIssue({ code: 'custom', path: ['variants'], message: messages.variants.combinationsRequired });
  if (!types.length && variants.length) ctx.addIssue({ code: 'custom', path: ['variants'], message: messages.variants.noTypes });
  const combos = new Set<string>();
  variants.forEach((variant, i) => {
    if (variant.options.length !== types.length) {
      ctx.addIssue({ code: 'custom', path: ['variants', i, 'options'], message: messages.variants.shape(types.length) });
      return;
    }
    variant.options.forEach((value, j) => {
      if (!types[j]!.values.includes(value))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'options', j], message: messages.variants.unknownValue(value, types[j]!.name) });
    });
    const key = JSON.stringify(variant.options);
    if (combos.has(key))
      ctx.addIssue({ code: 'custom', path: ['variants', i, 'options'], message: messages.variants.combinationRepeated(variant.options.join(' / ')) });
    combos.add(key);
  });
}
