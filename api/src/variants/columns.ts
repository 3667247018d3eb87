import type { TenantScope } from '../db/scoped.ts';

/**
 * A product's option types and combinations as JSON arrays, computed in the same query as
 * the product (like its images): the catalogue stays one round trip per call.
 */
export function variantColumns(ctx: TenantScope) {
  return [
    ctx.db.raw(`coalesce((
      select json_agg(json_build_object('name', po.name, 'values', po.values) order by po.position)
      from product_options po
      where po.site_id = products.site_id and po.product_id = products.id
    ), '[]'::json) as options`),
    ctx.db.raw(`coalesce((
      select json_agg(json_build_object(
        'id', pv.id, 'options', pv.options, 'price', pv.price::text, 'old_price', pv.old_price::text, 'availability', pv.availability
      ) order by pv.position, pv.id)
      from product_variants pv
      where pv.site_id = products.site_id and pv.product_id = products.id
    ), '[]'::json) as variants`),
  ];
}
