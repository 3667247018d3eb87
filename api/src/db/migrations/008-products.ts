import type { Knex } from 'knex';

export const name = '008-products';

export async function up(knex: Knex) {
  await knex.schema.createTable('products', (t) => {
    t.increments('id');
    t.integer('site_id').notNullable().references('id').inTable('sites').onDelete('CASCADE');
    t.integer('category_id').notNullable();
    t.text('name').notNullable();
    t.text('description');
    t.text('short_description');
    t.decimal('price', 12, 2).notNullable();
    t.decimal('old_price', 12, 2);
    t.boolean('is_promotion').notNullable().defaultTo(false);
    t.text('unit').notNullable();
    // name and description, lower case without accents, for the catalogue search
    t.text('search_text').notNullable().defaultTo('');
    t.timestamps(true, true);
    t.unique(['site_id', 'id']);
    // The category must belong to the same shop: the key includes site_id.
    t.foreign(['site_id', 'category_id']).references(['site_id', 'id']).inTable('categories').onDelete('RESTRICT');
  });
  await knex.raw(`alter table products add constraint products_price_positive check (price >= 0 and (old_price is null or old_price >= 0))`);
  await knex.raw(`alter table products add constraint products_unit check (unit in ('unidade','metro','pacote','kit','par'))`);
  await knex.raw('create index products_site_recent on products (site_id, created_at desc, id desc)');
  await knex.raw('create index products_site_category_recent on products (site_id, category_id, created_at desc, id desc)');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('products');
}
