import type { Knex } from 'knex';

/**
 * What the owner decides about the catalogue:
 * - `products.availability`: disponivel (on sale), esgotado (shown, sold out) or oculto
 *   (off the public shop, visible to its admin);
 * - `products.is_featured`: destaque, shown first on the home page;
 * - `position` on products and categories: the owner's order, which the shop follows by
 *   default. Existing rows keep the order they were shown in until now (products newest
 *   first, categories alphabetically).
 */
export const name = '031-catalogue-order-availability';

export async function up(knex: Knex) {
  await knex.raw(`alter table products
    add column availability text not null default 'disponivel',
    add column is_featured boolean not null default false,
    add column position integer not null default 0`);
  await knex.raw(`alter table products add constraint products_availability check (availability in ('disponivel', 'esgotado', 'oculto'))`);
  await knex.raw('alter table categories add column position integer not null default 0');

  await knex.raw(`update products p set position = o.n from (
      select id, row_number() over (partition by site_id order by created_at desc, id desc) as n from products
    ) o where o.id = p.id`);
  await knex.raw(`update categories c set position = o.n from (
      select id, row_number() over (partition by site_id order by name_key, id) as n from categories
    ) o where o.id = c.id`);

  await knex.raw('create index products_site_position on products (site_id, position, id)');
  await knex.raw('create index products_site_category_position on products (site_id, category_id, position, id)');
}

export async function down(knex: Knex) {
  await knex.raw('drop index products_site_category_position');
  await knex.raw('drop index products_site_position');
  await knex.raw('alter table categories drop column position');
  await knex.raw('alter table products drop column availability, drop column is_featured, drop column position');
}
