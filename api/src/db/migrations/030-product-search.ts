import type { Knex } from 'knex';

/**
 * Catalogue search with PostgreSQL's own full-text search (docs/conventions.md "Search"):
 * - `unaccent` and `pg_trgm` in the `public` schema, where every schema of the database
 *   (tests give each worker its own) reaches them by qualified name; dropping a worker's
 *   schema never drops them. An advisory lock keeps parallel migrations from racing on
 *   `create extension`.
 * - `search_unaccent(text)`: an immutable wrapper (unaccent itself is only stable, as its
 *   dictionary could change), so it may sit in indexes and generated values.
 * - `products.search_vector`: name (A) > category name (B) > short description (C) >
 *   description (D), `portuguese` over unaccented text; `products.search_words`: name and
 *   category name, unaccented and lower case, for typo tolerance with pg_trgm.
 *   The category name lives in another table, so both are kept by triggers: on the product
 *   (insert, or a change of its texts or category) and on the category (a rename).
 * - GIN indexes on both, and every existing row filled.
 * It replaces `products.search_text` (a LIKE over name and descriptions).
 */
export const name = '030-product-search';

export async function up(knex: Knex) {
  await knex.raw(`select pg_advisory_xact_lock(hashtext('vitrine-extensions'))`);
  await knex.raw('create extension if not exists unaccent with schema public');
  await knex.raw('create extension if not exists pg_trgm with schema public');
  const ext = async (extension: string) =>
    (await knex.raw(`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = ?`, [extension])).rows[0]
      .schema as string;
  const unaccentSchema = knex.client.wrapIdentifier(await ext('unaccent'));
  const trgmSchema = knex.client.wrapIdentifier(await ext('pg_trgm'));

  await knex.raw(`
    create function search_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select ${unaccentSchema}.unaccent('${unaccentSchema}.unaccent'::regdictionary, $1) $$`);

  await knex.raw(`
    create function product_search_vector(name text, category text, short_description text, description text) returns tsvector
    language sql immutable parallel safe
    as $$ select
      setweight(to_tsvector('portuguese', search_unaccent(coalesce(name, ''))), 'A') ||
      setweight(to_tsvector('portuguese', search_unaccent(coalesce(category, ''))), 'B') ||
      setweight(to_tsvector('portuguese', search_unaccent(coalesce(short_description, ''))), 'C') ||
      setweight(to_tsvector('portuguese', search_unaccent(coalesce(description, ''))), 'D') $$`);

  // pg_trgm's similarity functions, reachable from any schema by a name of our own
  await knex.raw(`
    create function search_word_similarity(term text, words text) returns real
    language sql immutable parallel safe strict
    as $$ select ${trgmSchema}.word_similarity(term, words) $$`);

  await knex.raw(`alter table products add column search_vector tsvector not null default ''::tsvector`);
  await knex.raw(`alter table products add column search_words text not null default ''`);
  await knex.raw('alter table products drop column search_text');

  await knex.raw(`
    create function products_search_fill() returns trigger language plpgsql as $$
    declare category_name text;
    begin
      select c.name into category_name from categories c where c.site_id = new.site_id and c.id = new.category_id;
      new.search_vector := product_search_vector(new.name, category_name, new.short_description, new.description);
      new.search_words := lower(search_unaccent(new.name || ' ' || coalesce(category_name, '')));
      return new;
    end $$`);
  await knex.raw(`
    create trigger products_search_fill before insert or update of name, description, short_description, category_id
    on products for each row execute function products_search_fill()`);

  // a renamed category: its products' vectors name the new one (setting category_id to
  // itself fires the products trigger above, which reads the new name)
  await knex.raw(`
    create function categories_search_refresh() returns trigger language plpgsql as $$
    begin
      update products set category_id = category_id where site_id = new.site_id and category_id = new.id;
      return null;
    end $$`);
  await knex.raw(`
    create trigger categories_search_refresh after update of name on categories
    for each row when (old.name is distinct from new.name) execute function categories_search_refresh()`);

  await knex.raw('update products set category_id = category_id');
  await knex.raw('create index products_search_vector on products using gin (search_vector)');
  await knex.raw(`create index products_search_words on products using gin (search_words ${trgmSchema}.gin_trgm_ops)`);
}

export async function down(knex: Knex) {
  await knex.raw('drop trigger categories_search_refresh on categories');
  await knex.raw('drop function categories_search_refresh()');
  await knex.raw('drop trigger products_search_fill on products');
  await knex.raw('drop function products_search_fill()');
  await knex.raw(`alter table products drop column search_vector, drop column search_words, add column search_text text not null default ''`);
  await knex.raw('drop function search_word_similarity(text, text)');
  await knex.raw('drop function product_search_vector(text, text, text, text)');
  await knex.raw('drop function search_unaccent(text)');
}
