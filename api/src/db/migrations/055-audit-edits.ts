import type { Knex } from 'knex';

/**
 * The owner's edits are audited too (product.update, config.update …), and a refused stale
 * write (412) names who made the current version: the entry of one shop written at one
 * moment, found by this index.
 */
export const name = '055-audit-edits';

export async function up(knex: Knex) {
  await knex.raw('create index audit_log_site_created on audit_log (site_id, created_at)');
}

export async function down(knex: Knex) {
  await knex.raw('drop index audit_log_site_created');
}
