import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../http/app-error.ts';
import { messages } from '../contract/messages.ts';
import { SPREADSHEET_COLUMNS, SPREADSHEET_MAX_LINES, type SpreadsheetColumn } from '../contract/spreadsheet.ts';
import { searchKey } from '../db/search-key.ts';
import { cleanMultiline } from '../contract/safe-text.ts';

/**
 * Reading an owner's spreadsheet. csv-parse does the CSV itself (quoted cells holding the
 * separator, doubled quotes, line breaks inside a description, CRLF or LF, and where a broken
 * quote is); this module decides what the bytes mean to a Brazilian spreadsheet: the text
 * encoding, the separator and the header.
 */
export type Separator = ';' | ',' | '\t';

/** A line of products: its number as the spreadsheet shows it (the header is 1) and its cells. */
export interface SheetLine {
  line: number;
  cells: string[];
}

export interface Sheet {
  separator: Separator;
  /** Where each known column is (index into the cells). */
  columns: Map<SpreadsheetColumn, number>;
  width: number;
  lines: SheetLine[];
}

/**
 * UTF-8, with or without BOM (TextDecoder drops it); anything that is not valid UTF-8 is read
 * as Windows-1252, what Excel's "CSV (separado por vírgulas)" writes on Windows in Brazil,
 * so "Acessórios" survives either way.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator the header line uses most, outside quotes: `;` (pt-BR), `,` (elsewhere) or tab; `;` on a tie. */
export function detectSeparator(text: string): Separator {
  const counts: Record<Separator, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as Separator]++;
  }
  const best = (Object.keys(counts) as Separator[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ';');
  return best;
}

/** "Preço antigo" → preco_antigo: a header typed by hand still names its column. */
export const columnKey = (header: string) => searchKey(header).replace(/[\s-]+/g, '_');

/** The exporter's guard against formulas ('=…) is taken off again, so a round trip keeps the text. */
export const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export function readSheet(input: string): Sheet {
  // one kind of line end (CRLF, LF or an old Mac's CR), also inside quoted descriptions
  const text = input.replace(/\r\n?/g, '\n');
  const separator = detectSeparator(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter: separator, record_delimiter: '\n', bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (err) {
    if (err instanceof CsvError) throw new AppError(400, messages.spreadsheet.unreadable(lineOf(err), reasonOf(err)));
    throw err;
  }
  const [header, ...rows] = records;
  if (!header || header.every((c) => c.trim() === '')) throw new AppError(400, messages.spreadsheet.empty);
  const columns = headerColumns(header);
  const lines = rows
    .map((cells, i) => ({ line: i + 2, cells: cells.map((c) => unguard(cleanMultiline(c))) }))
    // a blank line (often the last one) is no product, but keeps its number so the others match the spreadsheet
    .filter((l) => l.cells.some((c) => c.trim() !== ''));
  if (lines.length > SPREADSHEET_MAX_LINES) throw new AppError(413, messages.spreadsheet.tooManyLines(SPREADSHEET_MAX_LINES.toLocaleString('pt-BR')));
  if (!lines.length) throw new AppError(400, messages.spreadsheet.noLines);
  return { separator, columns, width: header.length, lines };
}

function headerColumns(header: string[]): Map<SpreadsheetColumn, number> {
  const columns = new Map<SpreadsheetColumn, number>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (name === '') return; // an empty trailing cell some spreadsheets add
    const key = columnKey(name) as SpreadsheetColumn;
    if (!SPREADSHEET_COLUMNS.includes(key)) throw new AppError(400, messages.spreadsheet.unknownColumn(name, SPREADSHEET_COLUMNS.join(', ')));
    if (columns.has(key)) throw new AppError(400, messages.spreadsheet.repeatedColumn(key));
    columns.set(key, index);
  });
  if (!columns.has('nome') && !columns.has('id') && !columns.has('slug')) throw new AppError(400, messages.spreadsheet.missingColumns);
  return columns;
}

const lineOf = (err: CsvError) => {
  const lines = (err as CsvError & { lines?: number }).lines;
  return typeof lines === 'number' && lines > 0 ? lines : null;
};

function reasonOf(err: CsvError): string {
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return messages.spreadsheet.unclosedQuote;
  return messages.spreadsheet.badQuote;
}
