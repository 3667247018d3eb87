import type { Knex } from 'knex';

/**
 * The home page's destaques are now only what the owner starred (widget/src/model/load-page.ts):
 * its pick is the starred products on show (sold-out last, in the owner's order), or, while
 * nothing is starred, the first six products in the owner's order. The stored link-preview
 * picture (`sites.cover_image_id`, migration 050) follows the same pick: the first of those
 * with a photo, its primary photo first. Same function name and triggers, new body.
 */
export const name = '053-shop-cover-starred';

const pick = (featured: boolean) => `
          select p.id,
            row_number() over (order by ${featured ? "(p.availability = 'esgotado'), " : ''}p.position asc, p.id desc) as ord
          from %1$I.products p
          where p.site_id = sid and p.availability <> 'oculto'${featured ? ' and p.is_featured' : ''}
          order by ${featured ? "(p.availability = 'esgotado'), " : ''}p.position asc, p.id desc
          limit 6`;

const refresh = (candidates: string) => `
create or replace function vitrine_cover_refresh(schema_name text, site_ids int[]) returns void language plpgsql as $fn$
begin
  execute format($q$
    update %1$I.sites s set cover_image_id = c.cover
    from (
      select sid, (
        select (select pi.image_id from %1$I.product_images pi
                 where pi.site_id = sid and pi.product_id = shown.id
                 order by pi.is_primary desc, pi.position asc, pi.id asc limit 1) as img
        from (${candidates}) shown
        where exists (select 1 from %1$I.product_images pi where pi.site_id = sid and pi.product_id = shown.id)
        order by shown.ord
        limit 1
      ) as cover
      from unnest($1) as sid
    ) c
    where s.id = c.sid and s.cover_image_id is distinct from c.cover
  $q$, schema_name) using site_ids;
end
$fn$`;

export async function up(knex: Knex) {
  const starredOrFirst = `
          select * from (${pick(true)}) starred
          union all
          select * from (${pick(false)}) first_products
          where not exists (select 1 from %1$I.products f where f.site_id = sid and f.availability <> 'oculto' and f.is_featured)`;
  await knex.raw(refresh(starredOrFirst));
  await knex.raw('select vitrine_cover_refresh(current_schema(), array(select id from sites))');
}

export async function down(knex: Knex) {
  // the earlier pick: destaques, then promotions, then the rest, sold-out last, among the first 48
  await knex.raw(
    refresh(`
          select top.id, row_number() over (order by top.rank, top.ord) as ord from (
            select p.id, row_number() over (order by p.position asc, p.id desc) as ord,
              case when p.availability = 'esgotado' then 3 when p.is_featured then 0 when p.is_promotion then 1 else 2 end as rank
            from %1$I.products p
            where p.site_id = sid and p.availability <> 'oculto'
            order by p.position asc, p.id desc
            limit 48
          ) top
          order by top.rank, top.ord
          limit 6`),
  );
}
