import type { Knex } from 'knex';
import type { Db } from './connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';

/** A shop and the database handle to reach it: a request's context or a job's (deploy, seed). */
export interface TenantScope {
  db: Db;
  site: SiteRow;
}

/** Tables whose every row belongs to one shop (they carry site_id). */
export type TenantTable = 'categories' | 'products' | 'product_images' | 'images' | 'custom_domains' | 'product_options' | 'product_variants' | 'trash';

/**
 * The only way routes and services reach a tenant table: a query already narrowed to the
 * request's shop. Ownership is checked in the query itself, never after it.
 */
export function scoped(ctx: TenantScope, table: TenantTable, alias?: string): Knex.QueryBuilder {
  const name = alias ? `${table} as ${alias}` : table;
  return ctx.db(name).where(`${alias ?? table}.site_id`, ctx.site.id);
}

/** Adds the shop to a row about to be inserted, whatever the row said. */
export function ownRow<T extends object>(ctx: TenantScope, row: T): T & { site_id: number } {
  return { ...row, site_id: ctx.site.id };
}
