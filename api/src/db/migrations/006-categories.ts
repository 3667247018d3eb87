import type { Knex } from 'knex';

export const name = '006-categories';

export async function up(knex: Knex) {
  await knex.schema.createTable('categories', (t) => {
    t.increments('id');
    t.integer('site_id').notNullable().references('id').inTable('sites').onDelete('CASCADE');
    t.text('name').notNullable();
    // lower case, accents removed: "Acessórios" and "acessorios" are the same category
    t.text('name_key').notNullable();
    t.text('description');
    t.timestamps(true, true);
    t.unique(['site_id', 'id']); // target of composite foreign keys
    t.unique(['site_id', 'name_key']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('categories');
}
