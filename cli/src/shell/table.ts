import { forTerminal } from './terminal-text.ts';

export interface Column<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
  /** Right-align numbers. */
  align?: 'left' | 'right';
}

const ANSI = /\x1b\[[0-9;]*m/g;
/** Width on screen: ANSI colours take none, accents are one code point each in pt-BR text. */
const displayWidth = (s: string) => [...s.replace(ANSI, '')].length;

/** A value as shown: server text (names, search terms) made safe for the terminal first. */
const cell = (v: string | number | boolean | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'boolean' ? (v ? 'sim' : 'não') : forTerminal(String(v));

/** A plain text table: a header row, then one row per item, columns separated by two spaces. */
export function renderTable<T>(columns: Column<T>[], rows: T[]): string {
  const body = rows.map((r) => columns.map((c) => cell(c.value(r)).replace(/\s+/g, ' ')));
  const widths = columns.map((c, i) => Math.max(displayWidth(c.header), ...body.map((r) => displayWidth(r[i]!))));
  const line = (cells: string[]) =>
    cells
      .map((text, i) => {
        const pad = ' '.repeat(widths[i]! - displayWidth(text));
        return columns[i]!.align === 'right' ? pad + text : i === cells.length - 1 ? text : text + pad;
      })
      .join('  ');
  return [line(columns.map((c) => c.header)), ...body.map(line)].join('\n') + '\n';
}

/** Label: value lines for one record, labels aligned. */
export function renderFields(fields: [label: string, value: string | number | boolean | null | undefined][]): string {
  const width = Math.max(...fields.map(([l]) => displayWidth(l)));
  return fields.map(([l, v]) => `${l}:${' '.repeat(width - displayWidth(l) + 1)}${cell(v)}`).join('\n') + '\n';
}
