import type { Db } from '../db/connection.ts';
import type { AuditEntry } from '../audit/record.ts';

/**
 * The version of an editable row (docs/api.md "Edições concorrentes"): its `updated_at` in
 * microseconds, which every writer sets in its own transaction, and for a product the number
 * of its option rows too, since they live in tables of their own. The shop's settings and
 * the master's client are one `sites` row, hence one version.
 */
type VersionedKind = 'product' | 'category' | 'shop';

export interface Versioned {
  kind: VersionedKind;
  siteId: number;
  /** The product's or category's id; for a shop, the shop's. */
  id: number;
}

export interface RowVersion {
  etag: string;
  updatedAt: Date;
}

const micros = `(extract(epoch from t.updated_at) * 1000000)::bigint`;
const optionRows = `(select count(*) from product_options o where o.site_id = t.site_id and o.product_id = t.id)
  + (select count(*) from product_variants v where v.site_id = t.site_id and v.product_id = t.id)`;

const VERSION_SQL: Record<VersionedKind, string> = {
  product: `select 'p' || ${micros} || '-' || (${optionRows}) as tag, t.updated_at from products t where t.site_id = ? and t.id = ?`,
  category: `select 'c' || ${micros} as tag, t.updated_at from categories t where t.site_id = ? and t.id = ?`,
  shop: `select 's' || ${micros} as tag, t.updated_at from sites t where t.id = ? and t.id = ?`,
};

/** A `VERSION_SQL` row as the version (undefined: no such row). */
const versionOf = (row: { tag: string; updated_at: Date } | undefined): RowVersion | undefined =>
  row && { etag: `"${row.tag}"`, updatedAt: new Date(row.updated_at) };

/** The row's current version; `lock` holds the row until the transaction ends (call it on the write's transaction). */
export async function rowVersion(db: Db, target: Versioned, options: { lock?: boolean } = {}): Promise<RowVersion | undefined> {
  const sql = VERSION_SQL[target.kind] + (options.lock ? ' for update of t' : '');
  return versionOf((await db.raw(sql, [target.siteId, target.id])).rows[0]);
}

/**
 * The row's version, read by the statement that also writes the edit's audit entry (a
 * data-modifying `with`, which PostgreSQL runs whether or not the query reads it): a conditional
 * edit's last two steps in one round trip. Inside a transaction each round trip waits for a
 * pass of the event loop, which under load is what a write's time is made of
 * (docs/performance.md, "A conditional edit's audit and version in one statement"). The entry's
 * `created_at` is the transaction's `now()`, as before, so `lastEditor` still finds it.
 */
export async function rowVersionWithAudit(db: Db, target: Versioned, entry: AuditEntry): Promise<RowVersion | undefined> {
  const insert = db('audit_log').insert(entry).toSQL();
  const sql = `with audit as (${insert.sql}) ${VERSION_SQL[target.kind]}`;
  return versionOf((await db.raw(sql, [...insert.bindings, target.siteId, target.id])).rows[0]);
}

/** What the audit log says each kind's edits are recorded as. */
const EDIT_ACTIONS: Record<VersionedKind, string[]> = {
  product: ['product.update', 'product.status', 'product.restore'],
  category: ['category.update', 'category.restore'],
  shop: ['config.update', 'client.update', 'client.publish', 'client.unpublish', 'client.restore'],
};

const TABLE: Record<VersionedKind, string> = { product: 'products', category: 'categories', shop: 'sites' };

/**
 * Who made the row's current version: the audit entry written in the same transaction (its
 * `created_at` is that transaction's `now()`, as is the row's `updated_at`). Null when the
 * write left no entry (a spreadsheet import, a logo).
 */
export async function lastEditor(db: Db, target: Versioned): Promise<string | null> {
  const byItem = target.kind === 'shop' ? '' : `and a.details->>'id' = ?`;
  const row = (
    await db.raw(
      `select a.actor_username from audit_log a, ${TABLE[target.kind]} t
       where t.id = ? and a.site_id = ? and a.created_at = t.updated_at and a.action = any(?) ${byItem}
       order by a.id desc limit 1`,
      [target.id, target.siteId, EDIT_ACTIONS[target.kind], ...(byItem ? [String(target.id)] : [])],
    )
  ).rows[0] as { actor_username: string | null } | undefined;
  return row?.actor_username ?? null;
}
