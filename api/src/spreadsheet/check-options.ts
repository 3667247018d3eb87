import { AVAILABILITY, type Availability } from '@vitrine/contract/catalogue-words';
import { messages } from '@vitrine/contract/messages';
import { oldPriceProblem } from '@vitrine/contract/price-rules';
import { OPTION_COLUMNS, type SpreadsheetChange, type SpreadsheetColumn } from '@vitrine/contract/spreadsheet';
import { MAX_OPTION_VALUES, MAX_VARIANTS, optionType, optionValue, type ProductOption, variantInput } from '@vitrine/contract/variants';
import { searchKey } from '../db/search-key.ts';
import { word } from './cell-words.ts';
import { combinationChanges } from './line-changes.ts';
import type { SheetProduct, SheetVariant } from './shop-products.ts';

/**
 * The combinations of one product in the spreadsheet: one line each (docs/spreadsheets.md
 * "Products with options"). The lines name the option types (opcao_1_nome, opcao_2_nome) and
 * each its values; a combination already stored is updated, a new one is added (with any new
 * value at the end of its type), and a stored combination the file leaves out stays as it is:
 * the import never deletes. The cells go through the product form's own rules (contract/variants.ts).
 */

/** One line of the product, as check-lines.ts hands it over: its trimmed cells and where its errors go. */
export interface OptionLine {
  line: number;
  cell: (column: SpreadsheetColumn) => string | undefined;
  fail: (column: SpreadsheetColumn | null, message: string) => void;
}

type CombinationValues = Pick<SheetVariant, 'price' | 'old_price' | 'availability'>;
type NewVariant = CombinationValues & { options: string[]; position: number };

export interface PlannedOptions {
  /** The option types after the import, their values in the shopper's order. */
  types: ProductOption[];
  typesChanged: boolean;
  created: NewVariant[];
  updated: SheetVariant[];
  /** Every combination after the import: the product's price is the cheapest's (contract/price-rules.ts). */
  all: CombinationValues[];
}

export interface LineCombination {
  label: string;
  action: 'criar' | 'atualizar' | 'sem_mudanca';
  changes: SpreadsheetChange[];
}

/** Whether a line describes a combination: it names an option type or a value. */
export const isCombinationLine = (cell: (c: SpreadsheetColumn) => string | undefined) =>
  OPTION_COLUMNS.some(({ name, value }) => !!cell(name) || !!cell(value));

/** The plan of the product's options, or null when a line has an error (each said on its line). */
export function planOptions(
  lines: OptionLine[],
  existing: SheetProduct | null,
): { options: PlannedOptions; combinations: Map<number, LineCombination> } | null {
  let failed = false;
  const failAt = (l: OptionLine, column: SpreadsheetColumn | null, message: string) => {
    failed = true;
    l.fail(column, message);
  };
  const stored = existing?.options ?? [];
  const types = optionTypes(lines[0]!, stored, failAt);
  if (!types) return null;

  const storedVariants = existing?.variants ?? [];
  const byKey = new Map(storedVariants.map((v) => [JSON.stringify(v.options), v]));
  const seen = new Set<string>();
  const created: NewVariant[] = [];
  const updated: SheetVariant[] = [];
  const combinations = new Map<number, LineCombination>();
  let position = Math.max(-1, ...storedVariants.map((v) => v.position)) + 1;

  for (const l of lines) {
    const values = combinationValues(l, types, failAt);
    if (!values) continue;
    const key = JSON.stringify(values);
    const label = values.join(' / ');
    if (seen.has(key)) {
      failAt(l, OPTION_COLUMNS[0].value, messages.variants.combinationRepeated(label));
      continue;
    }
    seen.add(key);
    const before = byKey.get(key);
    const next = combinationCells(l, before, failAt);
    if (!next) continue;
    values.forEach((value, i) => {
      const type = types[i]!;
      if (type.values.includes(value)) return;
      type.values.push(value);
      if (type.values.length === MAX_OPTION_VALUES + 1) failAt(l, OPTION_COLUMNS[i]!.value, messages.variants.tooManyValues(type.name));
    });
    if (before) {
      const changes = combinationChanges(before, next);
      if (changes.length) updated.push({ ...before, ...next });
      combinations.set(l.line, { label, action: changes.length ? 'atualizar' : 'sem_mudanca', changes });
    } else {
      created.push({ ...next, options: values, position: position++ });
      if (storedVariants.length + created.length === MAX_VARIANTS + 1) failAt(l, null, messages.variants.tooManyVariants);
      combinations.set(l.line, { label, action: 'criar', changes: [] });
    }
  }
  if (failed) return null;
  const changedById = new Map(updated.map((v) => [v.id, v]));
  const all = [...storedVariants.map((v) => changedById.get(v.id) ?? v), ...created];
  const typesChanged = !stored.length || types.some((t, i) => t.values.length !== stored[i]!.values.length);
  return { options: { types, typesChanged, created, updated, all }, combinations };
}

/**
 * The option types the lines name (the first line's cells: the others repeat them or were
 * told so). A product that already has options keeps its types: the names must be its own
 * (capitals and accents aside); renaming or adding a type is the product form's work.
 */
function optionTypes(
  first: OptionLine,
  stored: ProductOption[],
  failAt: (l: OptionLine, c: SpreadsheetColumn | null, m: string) => void,
): ProductOption[] | null {
  const names: string[] = [];
  let ok = true;
  OPTION_COLUMNS.forEach(({ name }, i) => {
    const text = first.cell(name) ?? '';
    if (text === '') return;
    if (i > 0 && !names.length) {
      ok = false;
      failAt(first, name, messages.spreadsheet.secondWithoutFirst);
      return;
    }
    const parsed = optionType.shape.name.safeParse(text);
    if (!parsed.success) {
      ok = false;
      failAt(first, name, parsed.error.issues[0]?.message ?? messages.variants.typeName);
      return;
    }
    if (names.some((n) => searchKey(n) === searchKey(parsed.data))) {
      ok = false;
      failAt(first, name, messages.variants.typeNameRepeated(parsed.data));
      return;
    }
    names.push(parsed.data);
  });
  if (!ok) return null;
  if (!names.length) {
    failAt(first, 'opcao_1_nome', messages.spreadsheet.optionWithoutName('opcao_1_nome'));
    return null;
  }
  if (!stored.length) return names.map((name) => ({ name, values: [] }));
  if (stored.length !== names.length || stored.some((t, i) => searchKey(t.name) !== searchKey(names[i]!))) {
    failAt(first, 'opcao_1_nome', messages.spreadsheet.optionTypesDiffer(stored.map((t) => t.name).join(' e ')));
    return null;
  }
  return stored.map((t) => ({ name: t.name, values: [...t.values] }));
}

/** The line's value for each type, checked by the form's rule; null on an error. */
function combinationValues(l: OptionLine, types: ProductOption[], failAt: (l: OptionLine, c: SpreadsheetColumn | null, m: string) => void): string[] | null {
  const values: string[] = [];
  let ok = true;
  OPTION_COLUMNS.forEach(({ name, value }, i) => {
    const text = l.cell(value) ?? '';
    const type = types[i];
    if (!type) {
      // a value (or a type name on a later line) for a type the product does not have
      if (text !== '' || (l.cell(name) ?? '') !== '') {
        ok = false;
        failAt(l, text !== '' ? value : name, messages.spreadsheet.optionWithoutName(name));
      }
      return;
    }
    if (text === '') {
      ok = false;
      failAt(l, value, messages.spreadsheet.optionValueRequired(type.name));
      return;
    }
    const parsed = optionValue.safeParse(text);
    if (!parsed.success) {
      ok = false;
      failAt(l, value, parsed.error.issues[0]?.message ?? messages.variants.valueText);
      return;
    }
    values.push(parsed.data);
  });
  return ok ? values : null;
}

/**
 * The combination's price, old price and availability: an absent column or a blank price or
 * availability keeps the stored value (a new combination needs a price); a blank old price
 * clears it, as for the product's own. The old price must be above the price (price-rules.ts).
 */
function combinationCells(
  l: OptionLine,
  before: SheetVariant | undefined,
  failAt: (l: OptionLine, c: SpreadsheetColumn | null, m: string) => void,
): CombinationValues | null {
  let ok = true;
  const fail = (column: SpreadsheetColumn, message: string) => {
    ok = false;
    failAt(l, column, message);
  };
  const priceText = l.cell('preco_combinacao');
  let price = before?.price;
  if (priceText) {
    const parsed = variantInput.shape.price.safeParse(priceText);
    if (parsed.success) price = parsed.data;
    else fail('preco_combinacao', parsed.error.issues[0]?.message ?? messages.http.validation);
  } else if (!before) fail('preco_combinacao', messages.spreadsheet.combinationPriceRequired);
  const oldText = l.cell('preco_antigo_combinacao');
  let oldPrice = before ? before.old_price : null;
  if (oldText !== undefined) {
    const parsed = variantInput.shape.old_price.safeParse(oldText);
    if (parsed.success) oldPrice = parsed.data;
    else fail('preco_antigo_combinacao', parsed.error.issues[0]?.message ?? messages.http.validation);
  }
  const availability: Availability = word(l.cell('disponibilidade_combinacao'), AVAILABILITY, before?.availability ?? 'disponivel', () =>
    fail('disponibilidade_combinacao', messages.spreadsheet.availabilityInvalid),
  );
  if (!ok || price === undefined) return null;
  const problem = oldPriceProblem(price, oldPrice);
  if (problem) {
    failAt(l, 'preco_antigo_combinacao', problem);
    return null;
  }
  return { price, old_price: oldPrice, availability };
}
