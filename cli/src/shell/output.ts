import { styleText } from 'node:util';
import type { CliIO } from './io.ts';
import { renderFields, renderTable, type Column } from './table.ts';
import { startSpinner, type Spinner } from './spinner.ts';

type Style = Parameters<typeof styleText>[0];

/**
 * Everything a command shows. With `--json` the one JSON document is the only thing on
 * stdout; human lines are dropped and notes go to stderr. Colours follow the stream
 * (none when piped, none with NO_COLOR).
 */
export class Output {
  readonly json: boolean;
  private readonly io: CliIO;

  constructor(io: CliIO, options: { json: boolean }) {
    this.io = io;
    this.json = options.json;
  }

  /** The command's result: JSON on stdout with --json, otherwise the human rendering. */
  result(doc: unknown, human: () => void): void {
    if (this.json) this.io.stdout.write(JSON.stringify(doc, null, 2) + '\n');
    else human();
  }

  line(text = ''): void {
    if (!this.json) this.io.stdout.write(text + '\n');
  }

  success(text: string): void {
    this.line(`${this.paint('green', '✓')} ${text}`);
  }

  table<T>(columns: Column<T>[], rows: T[]): void {
    if (!this.json) this.io.stdout.write(renderTable(columns, rows));
  }

  fields(fields: Parameters<typeof renderFields>[0]): void {
    if (!this.json) this.io.stdout.write(renderFields(fields));
  }

  /** Progress and side remarks: stderr, so they never mix with a result. */
  note(text: string): void {
    this.io.stderr.write(`${this.paint('dim', text, this.io.stderr)}\n`);
  }

  warn(text: string): void {
    this.io.stderr.write(`${this.paint('yellow', '!', this.io.stderr)} ${text}\n`);
  }

  /** A spinner on a terminal's stderr; nothing at all otherwise (logs of CI jobs stay clean). */
  spinner(text: string): Spinner {
    if (!this.io.stderr.isTTY) return { stop() {} };
    return startSpinner(this.io.stderr, text);
  }

  paint(style: Style, text: string, stream = this.io.stdout): string {
    return styleText(style, text, { stream, validateStream: true });
  }
}
