import type { z } from 'zod';
import { productInput, UNITS } from '../contract/products.ts';
import { categoryInput } from '../contract/categories.ts';
import { AVAILABILITY } from '../contract/catalogue.ts';
import { messages } from '../contract/messages.ts';
import { slugify } from '../contract/slug.ts';
import { oldPriceProblem } from '../contract/price-rules.ts';
import type { SpreadsheetColumn, SpreadsheetLine, SpreadsheetProblem } from '../contract/spreadsheet.ts';
import { searchKey } from '../db/search-key.ts';
import type { Sheet, SheetLine } from './read-csv.ts';
import type { SheetCategory, SheetColumns, SheetProduct } from './shop-products.ts';
import type { ProductRow } from '../products/presenter.ts';

/**
 * What an import would do, line by line, decided before anything is written: which product
 * each line updates (by id, else by slug, only among this shop's products) or creates, the
 * values it ends with, and every error in pt-BR. The dry run answers this; the import writes
 * it only when no line has an error.
 */
export type ProductValues = Pick<ProductRow, SheetColumns> & {
  /** The category's name key (db/search-key.ts): an existing category or one the import creates. */
  category_key: string;
};

export interface PlannedLine {
  report: SpreadsheetLine;
  values: ProductValues | null;
  target: SheetProduct | null;
}

export interface ImportPlan {
  lines: PlannedLine[];
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

const YES = new Set(['sim', 's', 'x', '1', 'true', 'verdadeiro', 'yes']);
const NO = new Set(['', 'nao', 'n', '0', 'false', 'falso', 'no']);

export function planImport(sheet: Sheet, products: SheetProduct[], categories: SheetCategory[]): ImportPlan {
  const byId = new Map(products.map((p) => [p.id, p]));
  const bySlug = new Map<string, SheetProduct[]>();
  for (const p of products) {
    const slug = slugify(p.name);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), p]);
  }
  const knownCategories = new Set(categories.map((c) => c.name_key));
  const newCategories = new Map<string, string>();
  const seen = new Map<number, number>();

  const lines = sheet.lines.map((sheetLine) => {
    const planned = planLine(sheet, sheetLine, { byId, bySlug, seen });
    const category = planned.line.values?.category_key;
    if (planned.line.values && category && !knownCategories.has(category) && !newCategories.has(category)) {
      newCategories.set(category, planned.categoryName);
    }
    return planned.line;
  });
  return { lines, newCategories, errors: lines.flatMap((l) => l.report.errors) };
}

interface Lookups {
  byId: Map<number, SheetProduct>;
  bySlug: Map<string, SheetProduct[]>;
  /** Product id → the line that already names it. */
  seen: Map<number, number>;
}

function planLine(sheet: Sheet, { line, cells }: SheetLine, lookups: Lookups): { line: PlannedLine; categoryName: string } {
  const errors: SpreadsheetProblem[] = [];
  const fail = (column: SpreadsheetColumn | null, message: string) => errors.push({ line, column, message: messages.spreadsheet.at(line, column, message) });
  const cell = (column: SpreadsheetColumn): string | undefined => {
    const index = sheet.columns.get(column);
    return index === undefined ? undefined : (cells[index] ?? '').trim();
  };
  if (cells.slice(sheet.width).some((c) => c.trim() !== '')) fail(null, messages.spreadsheet.extraCells);

  const target = findTarget(cell, lookups, line, fail);
  const existing = target ?? undefined;
  const isNew = target === null && !errors.length;

  /** A column's value: its cell checked by its rule; absent column (or blank where blank means "keep") keeps the stored value. */
  const parsed = <T>(column: keyof typeof rules, keep: T | undefined): T | undefined => {
    const text = cell(column);
    if (text === undefined) {
      if (!existing && isNew && (column === 'nome' || column === 'preco' || column === 'categoria'))
        fail(column, messages.spreadsheet.missingColumnForNew(column));
      return keep;
    }
    if (column === 'categoria' && text === '') {
      if (!existing) fail(column, messages.spreadsheet.categoryRequired);
      return keep;
    }
    const result = rules[column].safeParse(text);
    if (result.success) return result.data as T;
    fail(column, result.error.issues[0]?.message ?? messages.http.validation);
    return undefined;
  };

  const name = parsed<string>('nome', existing?.name);
  const price = parsed<string>('preco', existing?.price);
  const oldPrice = parsed<string | null>('preco_antigo', existing ? existing.old_price : null);
  const shortDescription = parsed<string | null>('descricao_curta', existing ? existing.short_description : null);
  const description = parsed<string | null>('descricao', existing ? existing.description : null);
  const categoryName = parsed<string>('categoria', existing?.category_name);
  const unit = word(cell('unidade'), UNITS, existing?.unit ?? 'unidade', () => fail('unidade', messages.spreadsheet.unitInvalid(UNITS.join(', '))));
  const availability = word(cell('disponibilidade'), AVAILABILITY, existing?.availability ?? 'disponivel', () =>
    fail('disponibilidade', messages.spreadsheet.availabilityInvalid),
  );
  const featured = yesNo(cell('destaque'), existing?.is_featured ?? false, () => fail('destaque', messages.spreadsheet.featuredInvalid));

  if (existing?.has_variants) {
    // the price of a product with options is its cheapest option's (variants/save-options.ts)
    if (price !== undefined && price !== existing.price) fail('preco', messages.spreadsheet.priceFromOptions);
    if (oldPrice !== undefined && oldPrice !== existing.old_price) fail('preco_antigo', messages.spreadsheet.priceFromOptions);
  } else if (price !== undefined && oldPrice !== undefined) {
    const problem = oldPriceProblem(price, oldPrice);
    if (problem) fail('preco_antigo', problem);
  }

  const report: SpreadsheetLine = { line, action: 'erro', id: existing?.id ?? null, name: name ?? existing?.name ?? cell('nome') ?? '', changes: [], errors };
  if (errors.length || name === undefined || price === undefined || categoryName === undefined || oldPrice === undefined) {
    return { line: { report, values: null, target: existing ?? null }, categoryName: categoryName ?? '' };
  }
  const values: ProductValues = {
    name,
    category_key: searchKey(categoryName),
    price,
    old_price: oldPrice,
    // a crossed-out old price is what a promotion looks like (as on the product form); kept when the old price stays
    is_promotion: existing && existing.old_price === oldPrice ? existing.is_promotion : oldPrice !== null,
    unit,
    availability,
    is_featured: featured,
    short_description: shortDescription ?? null,
    description: description ?? null,
  };
  if (!existing) return { line: { report: { ...report, action: 'criar' }, values, target: null }, categoryName };
  const changes = changedColumns(existing, values);
  return { line: { report: { ...report, action: changes.length ? 'atualizar' : 'sem_mudanca', changes }, values, target: existing }, categoryName };
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

/** A word from a fixed list, read without caring for accents or capitals ("Disponível"); blank keeps the value. */
function word<T extends string>(text: string | undefined, allowed: readonly T[], keep: T, fail: () => void): T {
  if (text === undefined || text === '') return keep;
  const key = searchKey(text).replace(/\s+/g, '') as T;
  if (allowed.includes(key)) return key;
  fail();
  return keep;
}

function yesNo(text: string | undefined, keep: boolean, fail: () => void): boolean {
  if (text === undefined) return keep;
  const key = searchKey(text);
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  fail();
  return keep;
}

function changedColumns(p: SheetProduct, v: ProductValues): SpreadsheetColumn[] {
  const changes: SpreadsheetColumn[] = [];
  if (p.name !== v.name) changes.push('nome');
  if (searchKey(p.category_name) !== v.category_key) changes.push('categoria');
  if (p.price !== v.price) changes.push('preco');
  if (p.old_price !== v.old_price) changes.push('preco_antigo');
  if (p.unit !== v.unit) changes.push('unidade');
  if (p.availability !== v.availability) changes.push('disponibilidade');
  if (p.is_featured !== v.is_featured) changes.push('destaque');
  if (p.short_description !== v.short_description) changes.push('descricao_curta');
  if (p.description !== v.description) changes.push('descricao');
  return changes;
}
