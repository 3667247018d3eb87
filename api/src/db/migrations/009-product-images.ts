import type { Knex } from 'knex';

export const name = '009-product-images';

export async function up(knex: Knex) {
  await knex.schema.createTable('product_images', (t) => {
    t.increments('id');
    t.integer('site_id').notNullable();
    t.integer('product_id').notNullable();
    t.uuid('image_id').notNullable();
    t.text('original_name').notNullable();
    t.boolean('is_primary').notNullable().defaultTo(false);
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.foreign(['site_id', 'product_id']).references(['site_id', 'id']).inTable('products').onDelete('CASCADE');
    t.foreign(['site_id', 'image_id']).references(['site_id', 'id']).inTable('images').onDelete('CASCADE');
    t.index(['product_id', 'position']);
    t.unique(['site_id', 'id']);
  });
  await knex.raw('create unique index product_images_one_primary on product_images (product_id) where is_primary');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('product_images');
}
