import type { Knex } from 'knex';

/**
 * Option names and values are searched: "preta" or "tamanho G" finds the
 * bag sold in Tamanho G / Cor Preta. The product's search vector (migration 030) gains the
 * names of its option types and the values of the combinations the shop shows, weighted
 * like the short description (C); values only a hidden combination uses stay unsearchable,
 * so a search never reveals them. They join the typo words too.
 *
 * Options are written after their product (variants/save-options.ts), so statement-level
 * triggers on both option tables refill the products they touched, once per statement
 * (an import of many combinations refills each product once).
 */
export const name = '072-search-option-values';

const OPTION_TEXT = `
  select string_agg(o.name || ' ' || coalesce((
      select string_agg(distinct v.options ->> o.position::int, ' ')
      from product_variants v
      where v.site_id = o.site_id and v.product_id = o.product_id and v.availability <> 'oculto'
    ), ''), ' ' order by o.position)
  into option_text
  from product_options o where o.site_id = new.site_id and o.product_id = new.id`;

export async function up(knex: Knex) {
  await knex.raw(`
    create or replace function products_search_fill() returns trigger language plpgsql as $$
    declare category_name text; option_text text;
    begin
      select c.name into category_name from categories c where c.site_id = new.site_id and c.id = new.category_id;
      ${OPTION_TEXT};
      new.search_vector := product_search_vector(new.name, category_name, new.short_description, new.description)
        || setweight(to_tsvector('portuguese', search_unaccent(coalesce(option_text, ''))), 'C');
      new.search_words := lower(search_unaccent(new.name || ' ' || coalesce(category_name, '') || ' ' || coalesce(option_text, '')));
      return new;
    end $$`);

  // setting category_id to itself fires products_search_fill, which reads the options anew
  await knex.raw(`
    create function product_options_search_refresh() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update products p set category_id = p.category_id from (select distinct site_id, product_id from old_rows) c
        where p.site_id = c.site_id and p.id = c.product_id;
      else
        update products p set category_id = p.category_id from (select distinct site_id, product_id from new_rows) c
        where p.site_id = c.site_id and p.id = c.product_id;
      end if;
      return null;
    end $$`);
  for (const table of ['product_options', 'product_variants']) {
    // transition tables allow one event per trigger
    await knex.raw(
      `create trigger ?? after insert on ?? referencing new table as new_rows for each statement execute function product_options_search_refresh()`,
      [`${table}_search_insert`, table],
    );
    await knex.raw(
      `create trigger ?? after update on ?? referencing new table as new_rows for each statement execute function product_options_search_refresh()`,
      [`${table}_search_update`, table],
    );
    await knex.raw(
      `create trigger ?? after delete on ?? referencing old table as old_rows for each statement execute function product_options_search_refresh()`,
      [`${table}_search_delete`, table],
    );
  }
  await knex.raw(
    'update products set category_id = category_id where exists (select 1 from product_options o where o.site_id = products.site_id and o.product_id = products.id)',
  );
}

export async function down(knex: Knex) {
  for (const table of ['product_options', 'product_variants']) {
    for (const event of ['insert', 'update', 'delete']) await knex.raw('drop trigger if exists ?? on ??', [`${table}_search_${event}`, table]);
  }
  await knex.raw('drop function product_options_search_refresh()');
  await knex.raw(`
    create or replace function products_search_fill() returns trigger language plpgsql as $$
    declare category_name text;
    begin
      select c.name into category_name from categories c where c.site_id = new.site_id and c.id = new.category_id;
      new.search_vector := product_search_vector(new.name, category_name, new.short_description, new.description);
      new.search_words := lower(search_unaccent(new.name || ' ' || coalesce(category_name, '')));
      return new;
    end $$`);
  await knex.raw('update products set category_id = category_id');
}
