import { scoped, type TenantScope } from '../db/scoped.ts';
import { searchKey } from '../db/search-key.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '../contract/messages.ts';
import type { Product, ProductListQuery } from '../contract/products.ts';
import { presentProduct, type ProductImageRow, type ProductRow } from './presenter.ts';

export const DEFAULT_PAGE_SIZE = 100;

function productsWithCategory(ctx: TenantScope) {
  return scoped(ctx, 'products')
    .join('categories', function () {
      this.on('categories.id', 'products.category_id').andOn('categories.site_id', 'products.site_id');
    })
    .select('products.*', 'categories.name as category_name');
}

/** Images of these products, primary first then by position, grouped by product. */
export async function imagesFor(ctx: TenantScope, productIds: number[]): Promise<Map<number, ProductImageRow[]>> {
  const map = new Map<number, ProductImageRow[]>();
  if (!productIds.length) return map;
  const rows: ProductImageRow[] = await scoped(ctx, 'product_images')
    .join('images', 'images.id', 'product_images.image_id')
    .whereIn('product_images.product_id', productIds)
    .select('product_images.*', 'images.width', 'images.height')
    .orderBy([
      { column: 'product_images.is_primary', order: 'desc' },
      { column: 'product_images.position', order: 'asc' },
      { column: 'product_images.id', order: 'asc' },
    ]);
  for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r]);
  return map;
}

/**
 * The catalogue: newest first, optionally by category and text (name or description,
 * ignoring case and accents). Answers the page and the total for X-Total-Count.
 */
export async function listProducts(ctx: TenantScope, query: ProductListQuery = {}): Promise<{ items: Product[]; total: number }> {
  let base = scoped(ctx, 'products');
  if (query.category_id) base = base.where('products.category_id', query.category_id);
  const term = searchKey(query.q);
  if (term) base = base.where('products.search_text', 'like', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

  const ids = base.clone().select('products.id');
  const [rows, countRow] = await Promise.all([
    productsWithCategory(ctx)
      .whereIn('products.id', ids)
      .orderBy([
        { column: 'products.created_at', order: 'desc' },
        { column: 'products.id', order: 'desc' },
      ])
      .limit(query.limit ?? DEFAULT_PAGE_SIZE)
      .offset(query.offset ?? 0) as Promise<ProductRow[]>,
    base.clone().count({ n: '*' }).first() as Promise<{ n: number | string }>,
  ]);
  const images = await imagesFor(ctx, rows.map((r) => r.id));
  return { items: rows.map((r) => presentProduct(r, images.get(r.id) ?? [])), total: Number(countRow.n) };
}

export async function getProduct(ctx: TenantScope, id: number): Promise<Product> {
  const row: ProductRow | undefined = await productsWithCategory(ctx).where('products.id', id).first();
  if (!row) throw new AppError(404, messages.products.notFound);
  const images = await imagesFor(ctx, [row.id]);
  return presentProduct(row, images.get(row.id) ?? []);
}
