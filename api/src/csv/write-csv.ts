import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer (the products spreadsheet, the Meta feed, any other): csv-stringify with
 * CRLF line ends (RFC 4180) and two guards against CSV injection (OWASP), whatever the
 * separator:
 * - a cell starting with `= + - @`, a tab or a CR (or their full-width forms) is a formula to
 *   Excel, LibreOffice and Numbers: it gets a leading `'`, which makes it text (the spreadsheet
 *   import takes it off again, spreadsheet/read-csv.ts);
 * - a cell holding the separator, a comma, a quote or a line break is quoted, its quotes
 *   doubled: a `;` file opened by a program that splits on commas still sees one cell.
 */
export function csvText(rows: readonly (readonly string[])[], options: { separator: ';' | ','; bom: boolean }): string {
  return stringify(rows as string[][], {
    delimiter: options.separator,
    bom: options.bom,
    record_delimiter: 'windows',
    escape_formulas: true,
    quoted_match: [','],
  });
}
