import type { Knex } from 'knex';

/**
 * The picture a shop's link preview shows when it has no logo (docs/performance.md "Queries
 * per read"): the first photo among the home page's destaques, as the home page picks them
 * (widget/src/model/load-page.ts `featuredProducts`: the first 48 products in the owner's
 * order, hidden ones out; destaques, then promotions, then the rest, sold-out last; six of
 * them; the first with a photo, its primary photo first). Kept in `sites.cover_image_id` by
 * statement-level triggers on every write that can change it, whoever writes (the admin, the
 * CLI, a spreadsheet import), so a page no longer loads the home page's data to find it.
 * storefront/cover.test.ts holds the two picks equal.
 */
export const name = '050-shop-cover';

const TABLES = ['products', 'product_images'];

export async function up(knex: Knex) {
  await knex.raw('alter table sites add column cover_image_id uuid');
  await knex.raw(`
create function vitrine_cover_refresh(schema_name text, site_ids int[]) returns void language plpgsql as $fn$
begin
  execute format($q$
    update %1$I.sites s set cover_image_id = c.cover
    from (
      select sid, (
        select picked.img from (
          select top.rank, top.ord,
            (select pi.image_id from %1$I.product_images pi
              where pi.site_id = sid and pi.product_id = top.id
              order by pi.is_primary desc, pi.position asc, pi.id asc limit 1) as img
          from (
            select p.id, row_number() over (order by p.position asc, p.id desc) as ord,
              case when p.availability = 'esgotado' then 3 when p.is_featured then 0 when p.is_promotion then 1 else 2 end as rank
            from %1$I.products p
            where p.site_id = sid and p.availability <> 'oculto'
            order by p.position asc, p.id desc
            limit 48
          ) top
          order by top.rank, top.ord
          limit 6
        ) picked
        where picked.img is not null
        order by picked.rank, picked.ord
        limit 1
      ) as cover
      from unnest($1) as sid
    ) c
    where s.id = c.sid and s.cover_image_id is distinct from c.cover
  $q$, schema_name) using site_ids;
end
$fn$`);
  await knex.raw(`
create function vitrine_cover_changed() returns trigger language plpgsql as $fn$
declare
  changed int[];
begin
  if TG_OP = 'INSERT' then
    select array_agg(distinct site_id) into changed from new_rows;
  elsif TG_OP = 'UPDATE' then
    select array_agg(distinct s.site_id) into changed from (select site_id from old_rows union select site_id from new_rows) s;
  else
    select array_agg(distinct site_id) into changed from old_rows;
  end if;
  if changed is not null then perform vitrine_cover_refresh(TG_TABLE_SCHEMA, changed); end if;
  return null;
end
$fn$`);
  for (const table of TABLES) {
    await knex.raw(`create trigger ?? after insert on ?? referencing new table as new_rows for each statement execute function vitrine_cover_changed()`, [
      `${table}_cover_insert`,
      table,
    ]);
    await knex.raw(
      `create trigger ?? after update on ?? referencing old table as old_rows new table as new_rows for each statement execute function vitrine_cover_changed()`,
      [`${table}_cover_update`, table],
    );
    await knex.raw(`create trigger ?? after delete on ?? referencing old table as old_rows for each statement execute function vitrine_cover_changed()`, [
      `${table}_cover_delete`,
      table,
    ]);
  }
  await knex.raw('select vitrine_cover_refresh(current_schema(), array(select id from sites))');
}

export async function down(knex: Knex) {
  for (const table of TABLES)
    for (const event of ['insert', 'update', 'delete']) await knex.raw('drop trigger if exists ?? on ??', [`${table}_cover_${event}`, table]);
  await knex.raw('drop function if exists vitrine_cover_changed()');
  await knex.raw('drop function if exists vitrine_cover_refresh(text, int[])');
  await knex.raw('alter table sites drop column cover_image_id');
}
