import type { Knex } from 'knex';

/**
 * The shop's cover picture (`sites.cover_image_id`, migrations 050 and 053) was picked again
 * after every write of `products`, a price edit too: a query over the shop's products and
 * their photos, planned anew on each write (it names its schema in dynamic SQL). It was most of
 * what a product write cost the database: about 0.8 ms of a price edit's 1.25 ms on PostgreSQL in
 * a shop of 100 products, 6 ms in a shop of 5,000 (docs/performance.md, "A product write without
 * the cover's pick").
 *
 * The pick reads of `products` only which products are on show, starred or sold out, and their
 * order: `site_id`, `availability`, `is_featured`, `position` (and the photos, whose writes
 * still always pick again). An update of `products` now picks again only for the shops of rows
 * where one of those changed. Inserts and deletes pick again as before.
 */
export const name = '083-cover-on-what-it-reads';

/** The trigger function with `onUpdate` deciding which shops an update picks again for (into `changed`). */
const coverChanged = (onUpdate: string) => `
create or replace function vitrine_cover_changed() returns trigger language plpgsql as $fn$
declare
  changed int[];
begin
  if TG_OP = 'INSERT' then
    select array_agg(distinct site_id) into changed from new_rows;
  elsif TG_OP = 'UPDATE' then
${onUpdate}
  else
    select array_agg(distinct site_id) into changed from old_rows;
  end if;
  if changed is not null then perform vitrine_cover_refresh(TG_TABLE_SCHEMA, changed); end if;
  return null;
end
$fn$`;

/** 050's: every shop the statement touched. */
const EVERY_SHOP_TOUCHED = `
    select array_agg(distinct s.site_id) into changed from (select site_id from old_rows union select site_id from new_rows) s;`;

/** An update of `products`: only rows whose place in the pick may have moved (both shops when a row changed shop). */
const SHOPS_WHOSE_PICK_MOVED = `
    if TG_TABLE_NAME = 'products' then
      select array_agg(distinct s.site_id) into changed from (
        select unnest(array[o.site_id, n.site_id]) as site_id
          from old_rows o join new_rows n on n.id = o.id
         where (o.site_id, o.availability, o.is_featured, o.position) is distinct from (n.site_id, n.availability, n.is_featured, n.position)
      ) s;
    else${EVERY_SHOP_TOUCHED}
    end if;`;

export async function up(knex: Knex) {
  await knex.raw(coverChanged(SHOPS_WHOSE_PICK_MOVED));
}

export async function down(knex: Knex) {
  await knex.raw(coverChanged(EVERY_SHOP_TOUCHED));
}
