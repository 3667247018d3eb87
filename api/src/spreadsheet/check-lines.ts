import type { z } from 'zod';
import { productInput, UNITS } from '@vitrine/contract/products';
import { categoryInput } from '@vitrine/contract/categories';
import { AVAILABILITY } from '@vitrine/contract/catalogue';
import { messages } from '@vitrine/contract/messages';
import { slugify } from '@vitrine/contract/slug';
import { cheapestVariant, oldPriceProblem, onPromotion } from '@vitrine/contract/price-rules';
import {
  COMBINATION_COLUMNS,
  SPREADSHEET_COLUMNS,
  type SpreadsheetAction,
  type SpreadsheetChange,
  type SpreadsheetColumn,
  type SpreadsheetLine,
  type SpreadsheetProblem,
} from '@vitrine/contract/spreadsheet';
import { searchKey } from '../db/search-key.ts';
import type { Sheet, SheetLine } from './read-csv.ts';
import type { SheetCategory, SheetColumns, SheetProduct } from './shop-products.ts';
import type { ProductRow } from '../products/presenter.ts';
import { word, yesNo } from './cell-words.ts';
import { isCombinationLine, planOptions, type LineCombination, type OptionLine, type PlannedOptions } from './check-options.ts';
import { productChanges, shownValue } from './line-changes.ts';

/**
 * What an import would do, product by product, decided before anything is written: which
 * product each line updates (by id, else by slug, only among this shop's products) or
 * creates, the values it ends with, its combinations (check-options.ts), what changes and
 * every error in pt-BR. The dry run answers this; the import writes it only when no line has
 * an error.
 */
export type ProductValues = Pick<ProductRow, SheetColumns> & {
  /** The category's name key (db/search-key.ts): an existing category or one the import creates. */
  category_key: string;
};

export interface PlannedProduct {
  action: SpreadsheetAction;
  target: SheetProduct | null;
  values: ProductValues | null;
  /** null: the product's options stay as they are (it has none in the file). */
  options: PlannedOptions | null;
  /** Its lines' numbers (a product with options has one per combination). */
  lines: number[];
}

export interface ImportPlan {
  /** Every line's report, in the file's order. */
  lines: SpreadsheetLine[];
  products: PlannedProduct[];
  /** Categories the import creates: name key → the name as first written. */
  newCategories: Map<string, string>;
  errors: SpreadsheetProblem[];
}

// the product form's own rules (spec field limits, money as people type it, safe text)
const fields = productInput.shape;
const rules = {
  nome: fields.name,
  preco: fields.price,
  preco_antigo: fields.old_price,
  descricao_curta: fields.short_description,
  descricao: fields.description,
  categoria: categoryInput.shape.name,
} satisfies Partial<Record<SpreadsheetColumn, z.ZodType>>;

/** The columns a product's lines repeat: all but the combination's own. */
const PRODUCT_COLUMNS = SPREADSHEET_COLUMNS.filter((c) => !(COMBINATION_COLUMNS as readonly string[]).includes(c));
const COMBINATION_ONLY = ['preco_combinacao', 'preco_antigo_combinacao', 'disponibilidade_combinacao'] as const;

export function planImport(sheet: Sheet, products: SheetProduct[], categories: SheetCategory[]): ImportPlan {
  const byId = new Map(products.map((p) => [p.id, p]));
  const bySlug = new Map<string, SheetProduct[]>();
  for (const p of products) {
    const slug = slugify(p.name);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), p]);
  }
  const knownCategories = new Set(categories.map((c) => c.name_key));
  const newCategories = new Map<string, string>();
  const lookups: Lookups = { byId, bySlug, seen: new Map() };

  const lines: SpreadsheetLine[] = [];
  const planned = groupLines(sheet).map((group) => {
    const { product, reports, categoryName } = planProduct(sheet, group, lookups);
    lines.push(...reports);
    const category = product.values?.category_key;
    if (category && !knownCategories.has(category) && !newCategories.has(category)) newCategories.set(category, categoryName);
    return product;
  });
  // a product's lines need not be next to each other: the answer follows the file
  lines.sort((a, b) => a.line - b.line);
  return { lines, products: planned, newCategories, errors: lines.flatMap((l) => l.errors) };
}

/** The trimmed cell of a column; undefined when the header has no such column. */
const cellOf =
  (sheet: Sheet, { cells }: SheetLine) =>
  (column: SpreadsheetColumn) => {
    const index = sheet.columns.get(column);
    return index === undefined ? undefined : (cells[index] ?? '').trim();
  };

/**
 * The file's lines by product, in the order each first appears: lines naming the same id (or,
 * without an id, the same slug) are one product; so are new lines with options under the same
 * name (a new product's combinations). A line without options is a product of its own, as before options.
 */
function groupLines(sheet: Sheet): SheetLine[][] {
  const groups = new Map<string, SheetLine[]>();
  for (const l of sheet.lines) {
    const cell = cellOf(sheet, l);
    const id = cell('id') ?? '';
    const slug = cell('slug') ?? '';
    const name = cell('nome') ?? '';
    // a line without options is a product of its own: naming one twice is said as before options (findTarget)
    const key = !isCombinationLine(cell)
      ? `linha:${l.line}`
      : id
        ? `id:${id}`
        : slug
          ? `slug:${slug.toLowerCase()}`
          : name
            ? `nome:${searchKey(name)}`
            : `linha:${l.line}`;
    const group = groups.get(key);
    if (group) group.push(l);
    else groups.set(key, [l]);
  }
  return [...groups.values()];
}

interface Lookups {
  byId: Map<number, SheetProduct>;
  bySlug: Map<string, SheetProduct[]>;
  /** Product id → the line that already names it. */
  seen: Map<number, number>;
}

type Fail = (column: SpreadsheetColumn | null, message: string) => void;

function planProduct(sheet: Sheet, rows: SheetLine[], lookups: Lookups): { product: PlannedProduct; reports: SpreadsheetLine[]; categoryName: string } {
  const first = rows[0]!;
  const problems = new Map<number, SpreadsheetProblem[]>(rows.map((r) => [r.line, []]));
  const failAt = (row: SheetLine, column: SpreadsheetColumn | null, message: string) => {
    const index = column === null ? undefined : sheet.columns.get(column);
    const value = column === null ? null : shownValue(index === undefined ? '' : (row.cells[index] ?? ''));
    problems.get(row.line)!.push({ line: row.line, column, value, message: messages.spreadsheet.at(row.line, column, message) });
  };
  const cell = cellOf(sheet, first);
  const fail: Fail = (column, message) => failAt(first, column, message);
  const combos = rows.filter((r) => isCombinationLine(cellOf(sheet, r)));
  checkLines(sheet, rows, combos, failAt);

  // an unknown id is said on each of its lines
  const target = findTarget(cell, lookups, first.line, (column, message) => {
    for (const r of rows) failAt(r, column, message);
  });
  const existing = target ?? undefined;
  const isNew = target === null;

  const optionLines: OptionLine[] = combos.map((r) => ({ line: r.line, cell: cellOf(sheet, r), fail: (c, m) => failAt(r, c, m) }));
  const optionPlan = target !== undefined && combos.length ? planOptions(optionLines, existing ?? null) : null;
  const withOptions = combos.length > 0;

  /** A column's value: its cell checked by its rule; absent column (or blank where blank means "keep") keeps the stored value. */
  const parsed = <T>(column: keyof typeof rules, keep: T | undefined): T | undefined => {
    const text = cell(column);
    const fromOptions = withOptions && (column === 'preco' || column === 'preco_antigo');
    if (text === undefined) {
      if (isNew && !fromOptions && (column === 'nome' || column === 'preco' || column === 'categoria'))
        fail(column, messages.spreadsheet.missingColumnForNew(column));
      return keep;
    }
    if (column === 'categoria' && text === '') {
      if (!existing) fail(column, messages.spreadsheet.categoryRequired);
      return keep;
    }
    if (fromOptions && text === '') return keep;
    const result = rules[column].safeParse(text);
    if (result.success) return result.data as T;
    fail(column, result.error.issues[0]?.message ?? messages.http.validation);
    return undefined;
  };

  const name = parsed<string>('nome', existing?.name);
  let price = parsed<string>('preco', existing?.price);
  let oldPrice = parsed<string | null>('preco_antigo', existing ? existing.old_price : null);
  const shortDescription = parsed<string | null>('descricao_curta', existing ? existing.short_description : null);
  const description = parsed<string | null>('descricao', existing ? existing.description : null);
  const categoryName = parsed<string>('categoria', existing?.category_name);
  const unit = word(cell('unidade'), UNITS, existing?.unit ?? 'unidade', () => fail('unidade', messages.spreadsheet.unitInvalid(UNITS.join(', '))));
  const availability = word(cell('disponibilidade'), AVAILABILITY, existing?.availability ?? 'disponivel', () =>
    fail('disponibilidade', messages.spreadsheet.availabilityInvalid),
  );
  const featured = yesNo(cell('destaque'), existing?.is_featured ?? false, () => fail('destaque', messages.spreadsheet.featuredInvalid));

  // the price of a product with options is its cheapest combination's (contract/price-rules.ts): the file may repeat
  // the stored one or the one its combinations give, never another
  if (withOptions || existing?.variants.length) {
    const cheapest = optionPlan ? cheapestVariant(optionPlan.options.all) : undefined;
    // only a typed cell is compared (blank and absent take the combinations' price)
    const agrees = (
      column: 'preco' | 'preco_antigo',
      value: string | null | undefined,
      stored: string | null | undefined,
      derived: string | null | undefined,
    ) => !cell(column) || value === undefined || value === stored || (cheapest !== undefined && value === derived);
    if (!agrees('preco', price, existing?.price, cheapest?.price)) fail('preco', messages.spreadsheet.priceFromOptions);
    if (!agrees('preco_antigo', oldPrice, existing ? existing.old_price : undefined, cheapest?.old_price))
      fail('preco_antigo', messages.spreadsheet.priceFromOptions);
    // without combinations in the file the stored prices stay, as the product form leaves them
    price = cheapest ? cheapest.price : existing?.price;
    oldPrice = cheapest ? cheapest.old_price : existing ? existing.old_price : undefined;
  } else if (price !== undefined && oldPrice !== undefined) {
    const problem = oldPriceProblem(price, oldPrice);
    if (problem) fail('preco_antigo', problem);
  }

  const shownName = name ?? existing?.name ?? cell('nome') ?? '';
  const hasErrors = [...problems.values()].some((p) => p.length);
  const report = (row: SheetLine, action: SpreadsheetAction, combination: LineCombination | undefined, changes: SpreadsheetChange[]): SpreadsheetLine => ({
    line: row.line,
    action,
    id: existing?.id ?? null,
    name: shownName,
    combination: combination?.label ?? null,
    combination_action: action === 'erro' ? null : (combination?.action ?? null),
    changes: changes.map((c) => c.column),
    changed_values: changes,
    errors: problems.get(row.line)!,
  });
  const failed = () => ({
    product: { action: 'erro' as const, target: existing ?? null, values: null, options: null, lines: rows.map((r) => r.line) },
    reports: rows.map((r) => report(r, 'erro', undefined, [])),
    categoryName: categoryName ?? '',
  });
  if (hasErrors || name === undefined || price === undefined || categoryName === undefined || oldPrice === undefined) return failed();

  const values: ProductValues = {
    name,
    category_key: searchKey(categoryName),
    price,
    old_price: oldPrice,
    // a crossed-out old price is what a promotion looks like (as on the product form); kept when the old price stays
    is_promotion: existing && existing.old_price === oldPrice ? existing.is_promotion : onPromotion({ old_price: oldPrice, variants: optionPlan?.options.all }),
    unit,
    availability,
    is_featured: featured,
    short_description: shortDescription ?? null,
    description: description ?? null,
  };
  const options = optionPlan?.options ?? null;
  const combinationOf = (row: SheetLine) => optionPlan?.combinations.get(row.line);
  if (!existing) {
    return {
      product: { action: 'criar', target: null, values, options, lines: rows.map((r) => r.line) },
      reports: rows.map((r) => report(r, 'criar', combinationOf(r), [])),
      categoryName,
    };
  }
  const own = productChanges(existing, values, categoryName);
  const reports = rows.map((r) => {
    const combination = combinationOf(r);
    // the product's own changes are said once, on its first line
    const changes = [...(r === first ? own : []), ...(combination?.changes ?? [])];
    const action: SpreadsheetAction = combination?.action === 'criar' ? 'criar' : changes.length ? 'atualizar' : 'sem_mudanca';
    return report(r, action, combination, changes);
  });
  const changed = own.length > 0 || !!options?.created.length || !!options?.updated.length || !!options?.typesChanged;
  return {
    product: { action: changed ? 'atualizar' : 'sem_mudanca', target: existing, values, options, lines: rows.map((r) => r.line) },
    reports,
    categoryName,
  };
}

/**
 * The lines of one product, checked together: extra cells, a combination cell on a line
 * without options, and the product's columns, which later lines repeat (or leave blank).
 */
function checkLines(sheet: Sheet, rows: SheetLine[], combos: SheetLine[], failAt: (row: SheetLine, column: SpreadsheetColumn | null, message: string) => void) {
  const first = rows[0]!;
  const firstCell = cellOf(sheet, first);
  for (const row of rows) {
    const cell = cellOf(sheet, row);
    if (row.cells.slice(sheet.width).some((c) => c.trim() !== '')) failAt(row, null, messages.spreadsheet.extraCells);
    const isCombination = combos.includes(row);
    if (!isCombination) {
      for (const column of COMBINATION_ONLY) if (cell(column)) failAt(row, column, messages.spreadsheet.combinationWithoutOptions);
    }
    // only lines with options share a product (groupLines): a later one repeats the first's product columns
    if (row === first) continue;
    for (const column of PRODUCT_COLUMNS) {
      const here = cell(column);
      const there = firstCell(column) ?? '';
      if (here && here !== there) failAt(row, column, messages.spreadsheet.disagrees(first.line, here, there));
    }
  }
}

/** The product a line names: by id, else by slug, only among this shop's; null for a new one; undefined on an error. */
function findTarget(
  cell: (c: SpreadsheetColumn) => string | undefined,
  { byId, bySlug, seen }: Lookups,
  line: number,
  fail: (c: SpreadsheetColumn, m: string) => void,
) {
  const idText = cell('id') ?? '';
  const slug = cell('slug') ?? '';
  let found: SheetProduct | undefined;
  let column: SpreadsheetColumn = 'id';
  if (idText !== '') {
    const id = /^\d{1,10}$/.test(idText) ? Number(idText) : Number.NaN;
    if (!Number.isInteger(id)) return void fail('id', messages.spreadsheet.invalidId);
    found = byId.get(id);
    if (!found) return void fail('id', messages.spreadsheet.unknownId(id));
  } else if (slug !== '') {
    column = 'slug';
    const matches = bySlug.get(slug.toLowerCase()) ?? [];
    if (matches.length > 1) return void fail('slug', messages.spreadsheet.ambiguousSlug(slug));
    found = matches[0];
    if (!found) return void fail('slug', messages.spreadsheet.unknownSlug(slug));
  } else {
    return null;
  }
  const before = seen.get(found.id);
  if (before !== undefined) return void fail(column, messages.spreadsheet.repeatedProduct(before));
  seen.set(found.id, line);
  return found;
}
