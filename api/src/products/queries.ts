import { scoped, type TenantScope } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Product, ProductListQuery } from '@vitrine/contract/products';
import type { Availability } from '@vitrine/contract/catalogue';
import { orderBy, searchTerms, whereFullText, whereTypoMatch, type SearchMode } from './search.ts';
import { presentProduct, type ProductImageRow, type ProductRow } from './presenter.ts';
import { variantColumns } from '../variants/columns.ts';

const DEFAULT_PAGE_SIZE = 100;

/** The columns a product answer needs (the search columns stay in the database). */
const PRODUCT_COLUMNS = [
  'products.id',
  'products.site_id',
  'products.category_id',
  'products.name',
  'products.description',
  'products.short_description',
  'products.price',
  'products.old_price',
  'products.is_promotion',
  'products.unit',
  'products.availability',
  'products.is_featured',
  'products.position',
  'products.created_at',
  'products.updated_at',
  'categories.name as category_name',
];

/**
 * A product's images as a JSON array (primary first, then by position), computed in the
 * same query as the product: one round trip per call instead of one per table.
 */
function imagesColumn(ctx: TenantScope) {
  return ctx.db.raw(`coalesce((
      select json_agg(json_build_object(
        'id', pi.id, 'product_id', pi.product_id, 'image_id', pi.image_id, 'original_name', pi.original_name,
        'is_primary', pi.is_primary, 'position', pi.position, 'width', i.width, 'height', i.height
      ) order by pi.is_primary desc, pi.position asc, pi.id asc)
      from product_images pi
      join images i on i.site_id = pi.site_id and i.id = pi.image_id
      where pi.site_id = products.site_id and pi.product_id = products.id
    ), '[]'::json) as images`);
}

function productsWithCategory(ctx: TenantScope) {
  return scoped(ctx, 'products')
    .join('categories', function () {
      this.on('categories.id', 'products.category_id').andOn('categories.site_id', 'products.site_id');
    })
    .select(PRODUCT_COLUMNS)
    .select(imagesColumn(ctx))
    .select(variantColumns(ctx));
}

type ProductWithImages = ProductRow & { images: ProductImageRow[] | string; total?: number | string };

/** PGlite and pg both parse json columns, but a driver that hands back text is handled too. */
const imagesOf = (row: ProductWithImages): ProductImageRow[] => (typeof row.images === 'string' ? JSON.parse(row.images) : row.images);

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

/** Who reads a list: the public (hidden products left out) or the shop's admin (all, or one availability). */
export interface ListScope {
  includeHidden?: boolean;
  availability?: Availability | undefined;
}

/**
 * The catalogue: by category, searched (products/search.ts) and sorted (the owner's order
 * by default, relevance when searching). Answers the page and the total for X-Total-Count.
 *
 * One query: a CTE picks the page's ids in order and counts every match (count(*) over ()),
 * then the page is joined to its category and images. The storefront calls this more than
 * anything else, so it costs one round trip, not four (docs/performance.md); only a search
 * that full text cannot answer makes a second one, for typos.
 */
export async function listProducts(ctx: TenantScope, query: ProductListQuery = {}, scope: ListScope = {}): Promise<{ items: Product[]; total: number }> {
  let inCategory = scoped(ctx, 'products');
  if (query.category_id) inCategory = inCategory.where('products.category_id', query.category_id);
  if (query.featured !== undefined) inCategory = inCategory.where('products.is_featured', query.featured);
  const onShow = inCategory.clone().whereNot('products.availability', 'oculto');
  let filtered = onShow;
  if (scope.includeHidden) filtered = scope.availability ? inCategory.clone().where('products.availability', scope.availability) : inCategory;

  const terms = searchTerms(query.q, ctx.site.search_synonyms ?? null);
  const run = (mode?: SearchMode) => {
    const matching = !terms
      ? filtered.clone()
      : mode === 'typo'
        ? typoMatching(filtered.clone(), terms, !!scope.includeHidden)
        : whereFullText(filtered.clone(), terms);
    return listPage(ctx, matching, orderBy(ctx.db, query.sort, terms && mode ? { terms, mode } : undefined), query, !!scope.includeHidden);
  };
  if (!terms) return run();
  if (!scope.includeHidden) {
    const found = await run('fulltext');
    return found.total > 0 ? found : run('typo');
  }
  // The admin list searches the way the shop does (the admin list and the shop
  // agree): typos only when full text finds nothing the shop shows, whatever hidden product
  // or availability filter the admin's list adds.
  const shopFinds = await whereFullText(onShow.clone(), terms).first('products.id');
  return run(shopFinds ? 'fulltext' : 'typo');
}

/**
 * Typo matches; for the admin, also the hidden products full text finds (a hidden product
 * spelled like the typo, or found by its description), which the shop's own typo search
 * leaves out anyway: the products on show are the shop's, in the shop's order.
 */
function typoMatching(query: ReturnType<typeof scoped>, terms: NonNullable<ReturnType<typeof searchTerms>>, includeHidden: boolean) {
  if (!includeHidden) return whereTypoMatch(query, terms);
  return query.where(function () {
    whereTypoMatch(this, terms).orWhere(function () {
      whereFullText(this.where('products.availability', 'oculto'), terms);
    });
  });
}

async function listPage(
  ctx: TenantScope,
  matching: ReturnType<typeof scoped>,
  order: ReturnType<TenantScope['db']['raw']>,
  query: ProductListQuery,
  includeHidden: boolean,
) {
  const page = matching
    .clone()
    .select('products.id', ctx.db.raw('count(*) over () as total'), ctx.db.raw('row_number() over (order by ?) as ord', [order]))
    .orderBy('ord')
    .limit(query.limit ?? DEFAULT_PAGE_SIZE)
    .offset(query.offset ?? 0);
  const rows: ProductWithImages[] = await productsWithCategory(ctx)
    .with('page', page)
    .join('page', 'page.id', 'products.id')
    .select('page.total')
    .orderBy('page.ord');

  let total = rows.length ? Number(rows[0]!.total) : 0;
  // a page past the end has no row to carry the total: count on its own
  if (!rows.length && (query.offset ?? 0) > 0) total = Number(((await matching.clone().count({ n: '*' }).first()) as { n: number | string }).n);
  return { items: rows.map((r) => presentProduct(r, imagesOf(r), includeHidden)), total };
}

/** One product; a hidden one, and its hidden combinations, only for its shop's admin (includeHidden). */
export async function getProduct(ctx: TenantScope, id: number, scope: ListScope = {}): Promise<Product> {
  let found = productsWithCategory(ctx).where('products.id', id);
  if (!scope.includeHidden) found = found.whereNot('products.availability', 'oculto');
  const row: ProductWithImages | undefined = await found.first();
  if (!row) throw new AppError(404, messages.products.notFound);
  return presentProduct(row, imagesOf(row), scope.includeHidden);
}
