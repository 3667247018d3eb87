import type { Knex } from 'knex';

/**
 * Unique visitors without cookies (docs/insight.md "Visitors"): today's visitors of a shop as
 * keyed hashes (insight/visitor.ts: a salt of the day, never stored, over the address and the
 * browser), so a second page view of the same visitor is not a second visitor. Only the day's
 * hashes are kept: the pruning timer deletes earlier days, leaving their count in insight_daily.
 */
export const name = '067-insight-visitors';

export async function up(knex: Knex) {
  await knex.schema.createTable('insight_visitors', (t) => {
    t.integer('site_id').notNullable().references('id').inTable('sites').onDelete('CASCADE');
    t.date('day').notNullable();
    t.text('visitor').notNullable();
    t.primary(['site_id', 'day', 'visitor']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('insight_visitors');
}
