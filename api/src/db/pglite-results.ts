import { type PGlite, type Results, messages as wire, parse, protocol } from '@electric-sql/pglite';

/**
 * A prepared read's answer read from PGlite's wire bytes (db/pglite-prepared.ts).
 *
 * PGlite parses every byte its WebAssembly writes with its own protocol parser, whose reads go
 * through transpiled private fields and copy each field into a fresh buffer: for a products
 * page's 20 rows that was about half of the read's time on the event loop, more than the
 * database's own work (docs/performance.md, "Reading PGlite's answers"). A read's answer holds
 * only a few kinds of messages, read here straight from the bytes; the values go through
 * PGlite's own parsers by type, so rows are what `parse.parseResults` makes of the same bytes.
 * Anything else (an error, a notification) goes to PGlite's parser; a notice is passed over,
 * as PGlite does outside its debug mode. PGlite's listeners never see what its parser did not
 * read: a notification in a read's answer reaches those of listenEmbedded (pglite-prepared.ts).
 */

/** Type parsers by type oid, as PGlite keeps them. */
type Parsers = PGlite['parsers'];

interface Field {
  name: string;
  dataTypeID: number;
}

const decoder = new TextDecoder();

/** Message types of a prepared read's answer: bind and describe done, no data, ready. */
const BIND_COMPLETE = 0x32; // '2'
const PARSE_COMPLETE = 0x31; // '1'
const NO_DATA = 0x6e; // 'n'
const READY = 0x5a; // 'Z'
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
/** A notice (a warning about the statement, e.g. from a full-text function): PGlite only prints it in debug mode. */
const NOTICE = 0x4e; // 'N'

/**
 * The statement's Results, as `parse.parseResults(messages, parsers)[0]` gives them; undefined
 * when the bytes hold a message not read here (readWithPglite then takes them).
 */
export function readResults(bytes: Uint8Array, parsers: Parsers): Results | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fields: Field[] = [];
  const rows: Record<string, unknown>[] = [];
  let done: Results | undefined;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    const body = at + 5;
    if (type === DATA_ROW) rows.push(dataRow(bytes, view, body, fields, parsers));
    else if (type === ROW_DESCRIPTION) fields = rowDescription(bytes, view, body);
    else if (type === COMMAND_COMPLETE) done ??= completed(decoder.decode(bytes.subarray(body, end - 1)), fields, rows);
    else if (type !== BIND_COMPLETE && type !== PARSE_COMPLETE && type !== NO_DATA && type !== READY && type !== NOTICE) return undefined;
    at = end;
  }
  return done ?? { affectedRows: 0, rows: [], fields: [] };
}

/**
 * Bytes readResults does not read, read by PGlite's own parser: its error thrown and each
 * notification handed to `notify`, as `execProtocolStream` does with its listeners (a read that
 * notifies: `select pg_notify(…)`, a function with a trigger behind it).
 */
export function readWithPglite(bytes: Uint8Array, parsers: Parsers, notify: (channel: string, payload: string) => void): Results {
  const messages: wire.BackendMessage[] = [];
  new protocol.Parser().parse(bytes, (message) => void messages.push(message));
  for (const m of messages) if (m instanceof wire.NotificationResponseMessage) notify(m.channel, m.payload);
  const error = messages.find((m) => m instanceof wire.DatabaseError);
  if (error) throw error;
  return parse.parseResults(messages, parsers)[0]!;
}

function rowDescription(bytes: Uint8Array, view: DataView, at: number): Field[] {
  const count = view.getInt16(at);
  const fields: Field[] = [];
  at += 2;
  for (let i = 0; i < count; i++) {
    const nameEnd = bytes.indexOf(0, at);
    const name = decoder.decode(bytes.subarray(at, nameEnd));
    // after the name: table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2)
    fields.push({ name, dataTypeID: view.getInt32(nameEnd + 7) });
    at = nameEnd + 19;
  }
  return fields;
}

function dataRow(bytes: Uint8Array, view: DataView, at: number, fields: Field[], parsers: Parsers): Record<string, unknown> {
  const count = view.getInt16(at);
  const row: Record<string, unknown> = {};
  at += 2;
  for (let i = 0; i < count; i++) {
    const length = view.getInt32(at);
    at += 4;
    const field = fields[i]!;
    if (length < 0) {
      row[field.name] = null;
      continue;
    }
    const text = decoder.decode(bytes.subarray(at, at + length));
    at += length;
    const parser = parsers[field.dataTypeID];
    row[field.name] = parser ? parser(text, field.dataTypeID) : text;
  }
  return row;
}

/** What parseResults makes of CommandComplete's tag ("SELECT 20", "UPDATE 3"). */
function completed(tag: string, fields: Field[], rows: Record<string, unknown>[]): Results {
  const words = tag.split(' ');
  const command = words[0]!;
  const count = Number.parseInt(words[words.length - 1]!, 10);
  const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
  const results = { rows, fields, command, affectedRows } as Results & { command: string; rowCount?: number };
  if (!Number.isNaN(count)) results.rowCount = count;
  return results;
}
