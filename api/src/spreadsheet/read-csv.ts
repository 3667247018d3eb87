import { isUtf8 } from 'node:buffer';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { SPREADSHEET_COLUMNS, SPREADSHEET_MAX_LINES, type SpreadsheetColumn } from '@vitrine/contract/spreadsheet';
import { searchKey } from '../db/search-key.ts';
import { cleanMultiline } from '@vitrine/contract/safe-text';

/**
 * Reading an owner's spreadsheet. csv-parse does the CSV itself (quoted cells holding the
 * separator, doubled quotes, line breaks inside a description, CRLF or LF, and where a broken
 * quote is); this module decides what the bytes mean to a Brazilian spreadsheet: the text
 * encoding, the separator and the header.
 */
type Separator = ';' | ',' | '\t';

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

/** The longest line a product can need (its description is at most 5,000 characters): past it, a quote left open is the likely cause. */
const SHEET_MAX_LINE_CHARS = 100_000;
/** Cells a line may have: the 18 columns and the empty ones a spreadsheet adds at the end of a row. */
const SHEET_MAX_CELLS = 1_000;
/** Lines, blank ones included, past which the file is refused even if few of them are products. */
const MAX_RECORDS = 2 * SPREADSHEET_MAX_LINES + 1;

/**
 * UTF-8, with or without BOM (csv-parse drops it), as it is; anything that is not valid UTF-8
 * is read as Windows-1252, what Excel's "CSV (separado por vírgulas)" writes on Windows in
 * Brazil, so "Acessórios" survives either way.
 */
export function sheetInput(bytes: Uint8Array): Buffer | string {
  return isUtf8(bytes) ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new TextDecoder('windows-1252').decode(bytes);
}

/** The separator the header line uses most, outside quotes: `;` (pt-BR), `,` (elsewhere) or tab; `;` on a tie. */
function detectSeparator(text: string): Separator {
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
const columnKey = (header: string) => searchKey(header).replace(/[\s-]+/g, '_');

/** The exporter's guard against formulas ('=…, csv/write-csv.ts) is taken off again, so a round trip keeps the text. */
const unguard = (cell: string) => (/^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell);

/** One kind of line end inside a cell (a description typed on Windows or an old Mac). */
const oneLineEnd = (cell: string) => (cell.includes('\r') ? cell.replace(/\r\n?/g, '\n') : cell);

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/**
 * The spreadsheet's lines, read in one pass that stops at the first limit it meets: line
 * 10,001 (the file's rest is never parsed), a line longer than SHEET_MAX_LINE_CHARS (a quote
 * left open swallows the file), a line of more than SHEET_MAX_CELLS cells. CPU-heavy on a large
 * file: it runs on a worker thread (worker-tasks/tasks.ts).
 */
export function readSheet(input: Buffer | string): Sheet {
  const start = typeof input === 'string' ? input.slice(0, SHEET_MAX_LINE_CHARS) : input.subarray(0, SHEET_MAX_LINE_CHARS).toString('utf8');
  const separator = detectSeparator(start);
  const tooMany = () => new AppError(413, messages.spreadsheet.tooManyLines(SPREADSHEET_MAX_LINES.toLocaleString('pt-BR')));
  let seen = 0;
  let products = 0;
  let records: string[][];
  try {
    records = parse(input, {
      delimiter: separator,
      record_delimiter: ['\r\n', '\n', '\r'],
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: SHEET_MAX_LINE_CHARS,
      cast: (value, { column, records: done }) => {
        if (Number(column) >= SHEET_MAX_CELLS) throw new AppError(413, messages.spreadsheet.tooManyCells(done + 1, SHEET_MAX_CELLS.toLocaleString('pt-BR')));
        if (value.includes('\u0000')) throw new AppError(400, messages.http.invalidCharacters);
        return unguard(oneLineEnd(value));
      },
      on_record: (cells: string[]) => {
        // the first record is the header
        if (++seen > 1 && !isBlank(cells) && ++products > SPREADSHEET_MAX_LINES) throw tooMany();
        if (seen > MAX_RECORDS) throw tooMany();
        return cells;
      },
    });
  } catch (err) {
    if (err instanceof CsvError) throw unreadable(err);
    throw err;
  }
  const [header, ...rows] = records;
  if (!header || isBlank(header)) throw new AppError(400, messages.spreadsheet.empty);
  const columns = headerColumns(header);
  const lines = rows
    // text reaches the catalogue cleaned like any other (contract/safe-text.ts); formula guards were undone by the parser
    .map((cells, i) => ({ line: i + 2, cells: cells.map(cleanMultiline) }))
    // a blank line (often the last one) is no product, but keeps its number so the others match the spreadsheet
    .filter((l) => !isBlank(l.cells));
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

/** The row (as the spreadsheet numbers it) where csv-parse stopped. */
const rowOf = (err: CsvError) => {
  const { records } = err as CsvError & { records?: number };
  return typeof records === 'number' ? records + 1 : null;
};

function unreadable(err: CsvError): AppError {
  if (err.code === 'CSV_MAX_RECORD_SIZE')
    return new AppError(413, messages.spreadsheet.lineTooLong(rowOf(err) ?? 1, SHEET_MAX_LINE_CHARS.toLocaleString('pt-BR')));
  const lines = (err as CsvError & { lines?: number }).lines;
  const line = typeof lines === 'number' && lines > 0 ? lines : null;
  return new AppError(
    400,
    messages.spreadsheet.unreadable(line, err.code === 'CSV_QUOTE_NOT_CLOSED' ? messages.spreadsheet.unclosedQuote : messages.spreadsheet.badQuote),
  );
}
