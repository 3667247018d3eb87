import type { Knex } from 'knex';

export const name = '010-custom-domains';

export async function up(knex: Knex) {
  await knex.schema.createTable('custom_domains', (t) => {
    t.increments('id');
    t.integer('site_id').notNullable().references('id').inTable('sites').onDelete('CASCADE');
    t.text('domain').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['site_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('custom_domains');
}
