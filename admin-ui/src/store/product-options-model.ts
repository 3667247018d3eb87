import {
  cheapestVariant,
  formatMoneyInput,
  MAX_OPTION_VALUES,
  messages,
  oldPriceProblem,
  parseMoney,
  type Availability,
  type Product,
} from '@vitrine/contract';
import type { FieldErrors } from '../ui/field.tsx';

/**
 * The product form's options as the owner edits them: up to two option
 * types with their values, and one row per combination of those values with its own price,
 * old price and availability, money kept as typed (12,50) until it is sent.
 */
export interface OptionTypeDraft {
  /** React's key: names and values change while typed. */
  key: number;
  name: string;
  values: string[];
}

export interface VariantDraft {
  price: string;
  old_price: string;
  availability: Availability;
}

export interface OptionsDraft {
  types: OptionTypeDraft[];
  /** By comboKey(values): a row keeps its price when a value is removed and added back. */
  rows: Record<string, VariantDraft>;
}

export interface VariantRow extends VariantDraft {
  key: string;
  values: string[];
}

export const comboKey = (values: string[]) => JSON.stringify(values);

let nextKey = 1;
export const newTypeKey = () => nextKey++;

/** Every combination of the values of the types that have some, in the types' order. */
export function combinations(types: OptionTypeDraft[]): string[][] {
  const filled = types.filter((t) => t.values.length);
  if (!filled.length) return [];
  return filled.reduce<string[][]>((acc, t) => acc.flatMap((combo) => t.values.map((v) => [...combo, v])), [[]]);
}

/** The rows the table shows, one per combination. */
export const variantRows = (draft: OptionsDraft): VariantRow[] =>
  combinations(draft.types).map((values) => {
    const key = comboKey(values);
    return { key, values, ...(draft.rows[key] ?? { price: '', old_price: '', availability: 'disponivel' }) };
  });

/**
 * Gives every combination of `types` a row. A new combination takes the price of the row it
 * grew from (adding Cor to P/M/G keeps P's price on P / Azul), else `price`: the first row's,
 * or the product's price typed above.
 */
export function withTypes(draft: OptionsDraft, types: OptionTypeDraft[], price: string): OptionsDraft {
  const rows = { ...draft.rows };
  const fallback = variantRows(draft)[0]?.price ?? price;
  for (const values of combinations(types)) {
    const key = comboKey(values);
    if (rows[key]) continue;
    const parent = rows[comboKey(values.slice(0, -1))];
    rows[key] = parent ? { ...parent } : { price: fallback, old_price: '', availability: 'disponivel' };
  }
  return { types, rows };
}

/**
 * The draft of a saved product. A combination the API does not list is not sold, so its
 * row starts oculto (saving keeps it off the shop) at the product's price.
 */
export function draftFrom(product: Product | undefined): OptionsDraft {
  if (!product?.options.length) return { types: [], rows: {} };
  const rows: Record<string, VariantDraft> = {};
  for (const v of product.variants) {
    rows[comboKey(v.options)] = { price: formatMoneyInput(v.price), old_price: formatMoneyInput(v.old_price), availability: v.availability };
  }
  const types = product.options.map((o) => ({ key: newTypeKey(), name: o.name, values: [...o.values] }));
  for (const values of combinations(types)) {
    rows[comboKey(values)] ??= { price: formatMoneyInput(product.price), old_price: '', availability: 'oculto' };
  }
  return { types, rows };
}

const money = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.value : text;
};

/**
 * What POST/PUT /products takes: options and variants, money parsed the Brazilian way (what
 * does not parse is sent as typed, so the contract's check names the row). No type: [] and
 * [], which takes the options away. A type still without values sends no combination: the
 * check then asks for its values.
 */
export function optionsPayload(draft: OptionsDraft) {
  const options = draft.types.map((t) => ({ name: t.name.trim(), values: t.values }));
  const complete = draft.types.every((t) => t.values.length);
  const variants = complete
    ? variantRows(draft).map((r) => ({
        options: r.values,
        price: money(r.price),
        old_price: r.old_price.trim() === '' ? null : money(r.old_price),
        availability: r.availability,
      }))
    : [];
  return { options, variants };
}

/**
 * The contract's old-price rule (price-rules.ts) on every row whose prices parse, shown even
 * while other fields still have errors (the schema's own check waits for those).
 */
export function optionsFormErrors(draft: OptionsDraft): FieldErrors {
  const found: FieldErrors = {};
  if (!draft.types.every((t) => t.values.length)) return found;
  variantRows(draft).forEach((r, i) => {
    const price = parseMoney(r.price);
    const old = r.old_price.trim() === '' ? null : parseMoney(r.old_price);
    const problem = price.ok && old?.ok ? oldPriceProblem(price.value, old.value) : null;
    if (problem) found[`variants.${i}.old_price`] = problem;
  });
  return found;
}

/** Why a value cannot be added to a type, or null when it can. */
export function valueProblem(type: OptionTypeDraft, value: string): string | null {
  const name = type.name.trim() || 'esta opção';
  if (value.length > 40) return messages.variants.valueText;
  if (type.values.includes(value)) return messages.variants.valueRepeated(name, value);
  if (type.values.length >= MAX_OPTION_VALUES) return messages.variants.tooManyValues(name);
  return null;
}

/**
 * The product's price from its rows (what the shop shows as "a partir de"), sent as the
 * product's price: the contract's cheapestVariant, the one the API applies when it saves.
 */
export function lowestPrice(draft: OptionsDraft): string | null {
  const priced = variantRows(draft).flatMap((r) => {
    const price = parseMoney(r.price);
    return price.ok ? [{ price: price.value, availability: r.availability }] : [];
  });
  return cheapestVariant(priced)?.price ?? null;
}
