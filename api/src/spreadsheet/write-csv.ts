import type { TenantScope } from '../db/scoped.ts';
import { slugify } from '../contract/slug.ts';
import type { SpreadsheetColumn } from '../contract/spreadsheet.ts';
import { SPREADSHEET_COLUMNS } from '../contract/spreadsheet.ts';
import { shopProducts, type SheetProduct } from './shop-products.ts';

/**
 * The CSV a Brazilian spreadsheet opens right with a double click: UTF-8 with a BOM (without
 * it Excel reads Windows-1252 and "Pipões" comes out garbled), `;` between cells (Excel in
 * pt-BR splits on `;`, since `,` is its decimal mark), comma decimals, CRLF line ends.
 *
 * Writing needs no library: a cell is quoted when it holds the separator, a quote or a line
 * break, its quotes doubled (RFC 4180) — three lines, where reading (read-csv.ts) is the hard part.
 */
const SEPARATOR = ';';
const BOM = '\ufeff';

/**
 * A cell that starts with = + - @ (or a tab or CR) is a formula to Excel and LibreOffice: a
 * product named `=HYPERLINK(…)` would run when the owner opens the file (CSV injection,
 * OWASP). A leading apostrophe makes it text; the import takes it off again (read-csv.ts).
 */
export const guardFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const quote = (text: string) => (/[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** numeric(12,2) "1234.50" → "1234,50": a number to a pt-BR spreadsheet (a thousands dot would make it text in some). */
export const sheetMoney = (value: string | null) => (value === null ? '' : value.replace('.', ','));

export function sheetCells(p: SheetProduct): Record<SpreadsheetColumn, string> {
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
  };
}

export function productsCsv(products: SheetProduct[]): string {
  const lines = [SPREADSHEET_COLUMNS.join(SEPARATOR)];
  for (const p of products) {
    const cells = sheetCells(p);
    lines.push(SPREADSHEET_COLUMNS.map((c) => quote(guardFormula(cells[c]))).join(SEPARATOR));
  }
  return BOM + lines.join('\r\n') + '\r\n';
}

/** The shop's products, hidden ones included, in the owner's order. */
export async function exportProductsCsv(scope: TenantScope): Promise<string> {
  return productsCsv(await shopProducts(scope));
}
