import { formatMoneyInput } from '@vitrine/contract/money';
import { SPREADSHEET_SHOWN_CHARS, type SpreadsheetChange, type SpreadsheetColumn } from '@vitrine/contract/spreadsheet';
import { searchKey } from '../db/search-key.ts';
import type { SheetProduct, SheetVariant } from './shop-products.ts';
import type { ProductValues } from './check-lines.ts';

/**
 * What the dry run shows of a change: each changed cell as its old and new value, written as
 * people type them (money in pt-BR, "89,90"; docs/conventions.md "Money typed by people"), so
 * "preço: 89,90 → 79,90" reads like the spreadsheet itself.
 */

/** A cell as typed, cut at SPREADSHEET_SHOWN_CHARS: a dry run of 10,000 lines with long descriptions stays small. */
export const shownValue = (text: string) => (text.length > SPREADSHEET_SHOWN_CHARS ? `${text.slice(0, SPREADSHEET_SHOWN_CHARS - 1)}…` : text);

const money = (v: string | null) => (v === null ? null : formatMoneyInput(v));
const text = (v: string | null) => (v === null || v === '' ? null : shownValue(v));
const same = (v: string | null) => v;
const yes = (v: boolean) => (v ? 'sim' : 'não');

/** A column, its stored value and its new one (compared as they are: two long texts may differ past the cut), and how they are shown. */
type Pair<T> = [column: SpreadsheetColumn, old: T, new: T, show: (v: T) => string | null];
const pair = <T>(...p: Pair<T>) => p as unknown as Pair<unknown>;
const differing = (pairs: Pair<unknown>[]): SpreadsheetChange[] =>
  pairs.filter(([, a, b]) => a !== b).map(([column, old, next, show]) => ({ column, old: show(old), new: show(next) }));

/** The product's own cells that change (the category compared as the import matches it: without case or accents). */
export function productChanges(p: SheetProduct, v: ProductValues, categoryName: string): SpreadsheetChange[] {
  const sameCategory = searchKey(p.category_name) === v.category_key;
  return differing([
    pair('nome', p.name, v.name, same),
    pair('categoria', p.category_name, sameCategory ? p.category_name : categoryName, same),
    pair('preco', p.price, v.price, money),
    pair('preco_antigo', p.old_price, v.old_price, money),
    pair('unidade', p.unit, v.unit, same),
    pair('disponibilidade', p.availability, v.availability, same),
    pair('destaque', p.is_featured, v.is_featured, yes),
    pair('descricao_curta', p.short_description, v.short_description, text),
    pair('descricao', p.description, v.description, text),
  ]);
}

/** A stored combination's cells that change. */
export function combinationChanges(stored: SheetVariant, next: Pick<SheetVariant, 'price' | 'old_price' | 'availability'>): SpreadsheetChange[] {
  return differing([
    pair('preco_combinacao', stored.price, next.price, money),
    pair('preco_antigo_combinacao', stored.old_price, next.old_price, money),
    pair('disponibilidade_combinacao', stored.availability, next.availability, same),
  ]);
}
