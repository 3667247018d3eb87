import type { Knex } from 'knex';
import { unwatchContent, watchContent } from '../content-version.ts';

export const name = '035-product-variants';

/**
 * Product options: a product's option types (at most two: Tamanho, Cor)
 * with their values in the owner's order, and the combinations it sells, each with its own
 * price, old price and availability. Both belong to the product's shop: the foreign keys
 * include site_id, and go with the product.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('product_options', (t) => {
    t.increments('id');
    t.integer('site_id').notNullable();
    t.integer('product_id').notNullable();
    t.smallint('position').notNullable();
    t.text('name').notNullable();
    // ["P", "M", "G"]: the values in the order the shopper sees them
    t.jsonb('values').notNullable();
    t.foreign(['site_id', 'product_id']).references(['site_id', 'id']).inTable('products').onDelete('CASCADE');
    t.unique(['site_id', 'product_id', 'position']);
  });
  await knex.raw('alter table product_options add constraint product_options_two check (position in (0, 1))');

  await knex.schema.createTable('product_variants', (t) => {
    t.increments('id');
    t.integer('site_id').notNullable();
    t.integer('product_id').notNullable();
    t.integer('position').notNullable();
    // ["M", "Azul"]: one value per option type, in the order of product_options.position
    t.jsonb('options').notNullable();
    t.decimal('price', 12, 2).notNullable();
    t.decimal('old_price', 12, 2);
    t.text('availability').notNullable().defaultTo('disponivel');
    t.foreign(['site_id', 'product_id']).references(['site_id', 'id']).inTable('products').onDelete('CASCADE');
    t.unique(['site_id', 'product_id', 'options']);
    t.index(['product_id', 'position']);
  });
  await knex.raw('alter table product_variants add constraint product_variants_price check (price >= 0 and (old_price is null or old_price >= 0))');
  await knex.raw(`alter table product_variants add constraint product_variants_availability check (availability in ('disponivel', 'esgotado', 'oculto'))`);
  // shoppers see both: a change bumps the shop's content version
  await watchContent(knex, 'product_options');
  await watchContent(knex, 'product_variants');
}

export async function down(knex: Knex) {
  await unwatchContent(knex, 'product_variants');
  await unwatchContent(knex, 'product_options');
  await knex.schema.dropTable('product_variants');
  await knex.schema.dropTable('product_options');
}
