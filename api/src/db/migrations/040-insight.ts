import type { Knex } from 'knex';

/**
 * Shopper insight: counters per shop, per day, per kind of event and subject
 * (a product id, a search term, a referrer domain). Aggregates only: no visitor, no IP,
 * no cookie is ever stored. Deleting a shop deletes its counters.
 */
export const name = '040-insight';

export async function up(knex: Knex) {
  await knex.schema.createTable('insight_daily', (t) => {
    t.integer('site_id').notNullable().references('id').inTable('sites').onDelete('CASCADE');
    t.date('day').notNullable();
    t.text('kind').notNullable();
    // '' when the event has no subject (a page view of the home page, a shop-wide click)
    t.text('subject').notNullable().defaultTo('');
    t.bigInteger('count').notNullable().defaultTo(0);
    t.primary(['site_id', 'day', 'kind', 'subject']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('insight_daily');
}
