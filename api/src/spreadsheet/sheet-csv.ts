import { slugify } from '@vitrine/contract/slug';
import type { SpreadsheetColumn } from '@vitrine/contract/spreadsheet';
import { SPREADSHEET_COLUMNS } from '@vitrine/contract/spreadsheet';
import type { SheetProduct, SheetVariant } from './shop-products.ts';
import { csvText } from '../csv/write-csv.ts';

/**
 * The CSV a Brazilian spreadsheet opens right with a double click: UTF-8 with a BOM (without
 * it Excel reads Windows-1252 and "Pipões" comes out garbled), `;` between cells (Excel in
 * pt-BR splits on `;`, since `,` is its decimal mark), comma decimals, CRLF line ends; quoting
 * and the formula guard are the one CSV writer's (csv/write-csv.ts).
 */

/** numeric(12,2) "1234.50" → "1234,50": a number to a pt-BR spreadsheet (a thousands dot would make it text in some). */
const sheetMoney = (value: string | null) => (value === null ? '' : value.replace('.', ','));

/** A product's line, or one line per combination for a product with options (the product's columns repeated on each). */
function sheetRows(p: SheetProduct): Record<SpreadsheetColumn, string>[] {
  if (!p.variants.length) return [sheetCells(p, null)];
  return p.variants.map((v) => sheetCells(p, v));
}

function sheetCells(p: SheetProduct, v: SheetVariant | null): Record<SpreadsheetColumn, string> {
  return {
    id: String(p.id),
    slug: slugify(p.name),
    nome: p.name,
    categoria: p.category_name,
    preco: sheetMoney(p.price),
    preco_antigo: sheetMoney(p.old_price),
    unidade: p.unit,
    disponibilidade: p.availability,
    destaque: p.is_featured ? 'sim' : 'não',
    descricao_curta: p.short_description ?? '',
    descricao: p.description ?? '',
    opcao_1_nome: v ? (p.options[0]?.name ?? '') : '',
    opcao_1_valor: v?.options[0] ?? '',
    opcao_2_nome: v ? (p.options[1]?.name ?? '') : '',
    opcao_2_valor: v?.options[1] ?? '',
    preco_combinacao: v ? sheetMoney(v.price) : '',
    preco_antigo_combinacao: v ? sheetMoney(v.old_price) : '',
    disponibilidade_combinacao: v?.availability ?? '',
  };
}

/** The spreadsheet's text: CPU in proportion to the catalogue, so it runs on a worker thread (worker-tasks/tasks.ts). */
export function productsCsv(products: SheetProduct[]): string {
  const rows = products.flatMap((p) => sheetRows(p).map((cells) => SPREADSHEET_COLUMNS.map((c) => cells[c])));
  return csvText([SPREADSHEET_COLUMNS, ...rows], { separator: ';', bom: true });
}
