import { scoped, type TenantScope } from '../db/scoped.ts';
import type { ProductRow } from '../products/presenter.ts';
import type { ProductOption } from '@vitrine/contract/variants';
import type { Availability } from '@vitrine/contract/catalogue-words';

/** The product columns the spreadsheet reads and writes (besides id and category). */
export type SheetColumns = 'name' | 'price' | 'old_price' | 'is_promotion' | 'unit' | 'availability' | 'is_featured' | 'short_description' | 'description';

/** A combination as stored: money as numeric text ("12.50"), so no float passes through. */
export interface SheetVariant {
  id: number;
  position: number;
  options: string[];
  price: string;
  old_price: string | null;
  availability: Availability;
}

/** A product as the spreadsheet sees it: its own columns, its category's name, its option types and combinations (which set its price). */
export type SheetProduct = Pick<ProductRow, SheetColumns | 'id' | 'category_id'> & {
  category_name: string;
  options: ProductOption[];
  variants: SheetVariant[];
};

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
  const products = await productRows(scope, options);
  const [types, variants] = await Promise.all([shopOptionTypes(scope), shopVariants(scope)]);
  return products.map((p) => ({ ...p, options: types.get(p.id) ?? [], variants: variants.get(p.id) ?? [] }));
}

type ProductPart = Omit<SheetProduct, 'options' | 'variants'>;

function productRows(scope: TenantScope, options: { lock?: boolean }): Promise<ProductPart[]> {
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
    )
    .orderBy([
      { column: 'products.position', order: 'asc' },
      { column: 'products.id', order: 'asc' },
    ]);
  return options.lock ? query.forUpdate('products') : query;
}

/** A json column as the driver hands it back (an object, or text on some drivers). */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function byProduct<T>(rows: { product_id: number }[], pick: (row: never) => T): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), pick(row as never)]);
  return map;
}

/** Every option type of the shop's products, by product, in their order: two queries for the whole catalogue, not one per product. */
async function shopOptionTypes(scope: TenantScope): Promise<Map<number, ProductOption[]>> {
  const rows = await scoped(scope, 'product_options').orderBy(['product_id', 'position']).select('product_id', 'name', 'values');
  return byProduct(rows, (r: { name: string; values: string[] | string }) => ({ name: r.name, values: json(r.values) }));
}

async function shopVariants(scope: TenantScope): Promise<Map<number, SheetVariant[]>> {
  const rows = await scoped(scope, 'product_variants')
    .orderBy(['product_id', 'position', 'id'])
    .select('id', 'product_id', 'position', 'options', 'price', 'old_price', 'availability');
  return byProduct(rows, (r: SheetVariant & { options: string[] | string }) => ({
    id: r.id,
    position: r.position,
    options: json(r.options),
    price: r.price,
    old_price: r.old_price,
    availability: r.availability,
  }));
}

export async function shopCategories(scope: TenantScope): Promise<SheetCategory[]> {
  return scoped(scope, 'categories').select('id', 'name', 'name_key');
}
