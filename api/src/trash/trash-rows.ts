import type { Db } from '../db/connection.ts';
import { TRASH_DAYS, type TrashKind } from '@vitrine/contract/trash';

/**
 * The `trash` table (docs/architecture.md "Trash"): one row per deleted product, category or
 * shop, with a snapshot of what comes back on a restore.
 */
export interface TrashRow {
  id: number;
  site_id: number;
  kind: TrashKind;
  item_id: number;
  name: string;
  snapshot: Record<string, unknown>;
  deleted_by: string | null;
  deleted_at: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const purgeAt = (deletedAt: Date) => new Date(new Date(deletedAt).getTime() + TRASH_DAYS * DAY_MS);

export async function putInTrash(db: Db, row: Omit<TrashRow, 'id' | 'deleted_at'>) {
  await db('trash').insert({ ...row, snapshot: JSON.stringify(row.snapshot) });
}

/**
 * Takes an item out of the trash, on the restore's (or purge's) transaction. Two at once:
 * the second waits for the first and finds nothing.
 */
export async function takeFromTrash(db: Db, siteId: number, kind: TrashKind, itemId: number): Promise<TrashRow | undefined> {
  const [row] = await db('trash').where({ site_id: siteId, kind, item_id: itemId }).delete().returning('*');
  return row as TrashRow | undefined;
}

/**
 * Puts rows back as the snapshot had them (`to_jsonb` of each row), the database turning the
 * JSON into the columns' own types. Only the columns the snapshot names are written, so a
 * column added since takes its default.
 */
export async function reinsert(db: Db, table: string, rows: unknown[]) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0] as object);
  const list = columns.map(() => '??').join(', ');
  await db.raw(`insert into ?? (${list}) select ${list} from jsonb_populate_recordset(null::??, ?::jsonb)`, [
    table,
    ...columns,
    ...columns,
    table,
    JSON.stringify(rows),
  ]);
}
