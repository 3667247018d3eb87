import { scoped, type TenantScope } from '../db/scoped.ts';
import type { ProductRow } from '../products/presenter.ts';

/** The product columns the spreadsheet reads and writes (besides id and category). */
export type SheetColumns = 'name' | 'price' | 'old_price' | 'is_promotion' | 'unit' | 'availability' | 'is_featured' | 'short_description' | 'description';

/** A product as the spreadsheet sees it: its own columns, its category's name, whether options set its price. */
export type SheetProduct = Pick<ProductRow, SheetColumns | 'id' | 'category_id'> & { category_name: string; has_variants: boolean };

export interface SheetCategory {
  id: number;
  name: string;
  name_key: string;
}

/**
 * Every product of the shop in the owner's order, hidden ones included, in one query. The
 * import locks them (forUpdate), so nothing changes between its check and its write.
 */
export async function shopProducts(scope: TenantScope, options: { lock?: boolean } = {}): Promise<SheetProduct[]> {
  const query = scoped(scope, 'products')
    .join('categories', function () {
      this.on('categories.id', 'products.category_id').andOn('categories.site_id', 'products.site_id');
    })
    .select(
      'products.id',
      'products.name',
      'products.category_id',
      'categories.name as category_name',
      'products.price',
      'products.old_price',
      'products.is_promotion',
      'products.unit',
      'products.availability',
      'products.is_featured',
      'products.short_description',
      'products.description',
      scope.db.raw('exists (select 1 from product_variants v where v.site_id = products.site_id and v.product_id = products.id) as has_variants'),
    )
    .orderBy([
      { column: 'products.position', order: 'asc' },
      { column: 'products.id', order: 'asc' },
    ]);
  return options.lock ? query.forUpdate('products') : query;
}

export async function shopCategories(scope: TenantScope): Promise<SheetCategory[]> {
  return scoped(scope, 'categories').select('id', 'name', 'name_key');
}
