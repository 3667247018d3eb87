import type { Knex } from 'knex';
import { CONTENT_CHANNEL } from '../content-version.ts';

/**
 * Narrow changes (docs/architecture.md, "Narrow changes"): a write of a shop's products is
 * told with what it touched, so the caches keep the answers that show none of it. Until now
 * every write of a shop emptied all its answers in every process; the owners' price edits and
 * new products were most of the misses of a busy platform (docs/performance.md, "What the
 * owners' writes cost the cache").
 *
 * Two kinds. An update of `products` that changes only the product's own columns (below), and
 * any write of its photos list or options, touches those products and their categories. Any
 * other write of `products` (a new one, a deleted one, its category, availability, destaque or
 * order) also moves the counts of the categories' menu: it is told with `/counts`, and touches
 * the categories it left and joined. The payload is
 * `{schema}:{shop}:{version before}>{version after}:{products}/{categories}[/counts]` (ids with
 * commas); every other write is told as before, `{schema}:{shop}`, and empties the shop's
 * answers. The version before is read under the shop row's lock, so the pairs heard make a
 * chain: a process keeps an answer across changes only when it heard every link.
 */
export const name = '080-narrow-content-changes';

/** Columns of `products` that only the product's own answers and its category's lists show. */
const NARROW_PRODUCT_COLUMNS = [
  'name',
  'description',
  'short_description',
  'price',
  'old_price',
  'is_promotion',
  'unit',
  'search_vector',
  'search_words',
  'updated_at',
];

/** Tables of a product's own parts: every write of them is narrow. */
const PRODUCT_PART_TABLES = ['product_images', 'product_options', 'product_variants'];

/** More products than this in one statement of one shop is told wide (a NOTIFY payload holds 8,000 bytes). */
const MAX_NARROW_PRODUCTS = 200;

/** 012's start of the function: the shops a statement touched, in `changed` (none: nothing to tell). */
const CHANGED_SHOPS = `
  if TG_OP = 'INSERT' then
    select array_agg(distinct site_id) into changed from new_rows where site_id is not null;
  elsif TG_OP = 'UPDATE' then
    select array_agg(distinct s.site_id) into changed
      from (select site_id from old_rows union select site_id from new_rows) s where s.site_id is not null;
  else
    select array_agg(distinct site_id) into changed from old_rows where site_id is not null;
  end if;
  if changed is null then return null; end if;`;

/** 012's end of it: each shop's version bumped and the whole shop told. */
const WHOLE_SHOPS = `
  execute format('update %1$I.sites set content_version = nextval(''%1$I.content_version_seq'') where id = any($1)', TG_TABLE_SCHEMA)
    using changed;
  foreach sid in array changed loop
    perform pg_notify('${CONTENT_CHANNEL}', TG_TABLE_SCHEMA || ':' || sid);
  end loop;`;

const columns = (names: string[]) => `array[${names.map((n) => `'${n}'`).join(',')}]`;

export async function up(knex: Knex) {
  // The function of 012-content-version, with the narrow branch; names qualified with the
  // table's schema as there (the writer's search_path is not ours to trust).
  await knex.raw(`
create or replace function vitrine_content_changed() returns trigger language plpgsql as $fn$
declare
  changed int[];
  sid int;
  narrow boolean := false;
  counts boolean := false;
  pids int[];
  cids int[];
  v_before bigint;
  v_after bigint;
begin
${CHANGED_SHOPS}

  if TG_TABLE_NAME = 'products' then
    narrow := true;
    -- old_rows exists for an update only: the test is apart, not in one expression
    counts := true;
    if TG_OP = 'UPDATE' then
      counts := exists (
        select 1 from old_rows o full join new_rows n on n.id = o.id
         where o.id is null or n.id is null
            or (to_jsonb(o) - ${columns(NARROW_PRODUCT_COLUMNS)}) is distinct from (to_jsonb(n) - ${columns(NARROW_PRODUCT_COLUMNS)}));
    end if;
  elsif TG_TABLE_NAME = any(${columns(PRODUCT_PART_TABLES)}) then
    narrow := true;
  end if;

  if not narrow then
${WHOLE_SHOPS}
    return null;
  end if;

  foreach sid in array changed loop
    if TG_TABLE_NAME = 'products' then
      -- the categories before and after: a product that moved touches both
      if TG_OP = 'INSERT' then
        select array_agg(distinct id), array_agg(distinct category_id) into pids, cids from new_rows where site_id = sid;
      elsif TG_OP = 'DELETE' then
        select array_agg(distinct id), array_agg(distinct category_id) into pids, cids from old_rows where site_id = sid;
      else
        select array_agg(distinct x.id), array_agg(distinct x.category_id) into pids, cids
          from (select site_id, id, category_id from old_rows union select site_id, id, category_id from new_rows) x where x.site_id = sid;
      end if;
    elsif TG_OP = 'INSERT' then
      select array_agg(distinct product_id) into pids from new_rows where site_id = sid;
    elsif TG_OP = 'DELETE' then
      select array_agg(distinct product_id) into pids from old_rows where site_id = sid;
    else
      select array_agg(distinct x.product_id) into pids
        from (select site_id, product_id from old_rows union select site_id, product_id from new_rows) x where x.site_id = sid;
    end if;
    if TG_TABLE_NAME <> 'products' then
      execute format('select array_agg(distinct category_id) from %I.products where site_id = $1 and id = any($2)', TG_TABLE_SCHEMA)
        into cids using sid, pids;
    end if;
    -- the shop's row is locked before its version is read: no other writer can bump it in between
    execute format('select content_version from %I.sites where id = $1 for update', TG_TABLE_SCHEMA) into v_before using sid;
    execute format('update %1$I.sites set content_version = nextval(''%1$I.content_version_seq'') where id = $1 returning content_version', TG_TABLE_SCHEMA)
      into v_after using sid;
    if pids is null or cardinality(pids) > ${MAX_NARROW_PRODUCTS} then
      perform pg_notify('${CONTENT_CHANNEL}', TG_TABLE_SCHEMA || ':' || sid);
    else
      perform pg_notify('${CONTENT_CHANNEL}', TG_TABLE_SCHEMA || ':' || sid || ':' || v_before || '>' || v_after || ':'
        || array_to_string(pids, ',') || '/' || coalesce(array_to_string(cids, ','), '') || case when counts then '/counts' else '' end);
    end if;
  end loop;
  return null;
end
$fn$`);
}

export async function down(knex: Knex) {
  await knex.raw(`
create or replace function vitrine_content_changed() returns trigger language plpgsql as $fn$
declare
  changed int[];
  sid int;
begin
${CHANGED_SHOPS}
${WHOLE_SHOPS}
  return null;
end
$fn$`);
}
