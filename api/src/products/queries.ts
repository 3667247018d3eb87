import type { Knex } from 'knex';
import { scoped, type TenantScope } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Product, ProductListQuery } from '@vitrine/contract/products';
import type { Availability } from '@vitrine/contract/catalogue';
import { orderBy, searchTerms, whereFullText, whereTypoMatch, withTypoScore, type SearchMode, type SearchTerms } from './search.ts';
import { compiledRead, type ShapeValues } from '../db/compiled-reads.ts';
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
 * anything else, so it costs one round trip, not four (docs/performance.md); the shop's
 * search goes to typos in the same query when full text finds nothing (eitherPage).
 */
export async function listProducts(ctx: TenantScope, query: ProductListQuery = {}, scope: ListScope = {}): Promise<{ items: Product[]; total: number }> {
  const terms = searchTerms(query.q, ctx.site.search_synonyms ?? null);
  const list = (search?: ListShape['search']) => {
    const { shape, values } = listShape(query, scope, terms, search);
    return listPage(ctx, shape, values, query);
  };
  if (!terms) return list();
  if (!scope.includeHidden) {
    // full text, or when it finds nothing the typos, in one query (eitherPage)
    const found = await list('either');
    if (found.items.length || !query.offset) return found;
    // a page past the end has no row to carry the total: counted as two searches
    const fulltext = await list('fulltext');
    return fulltext.total > 0 ? fulltext : list('typo');
  }
  // The admin list searches the way the shop does (the admin list and the shop
  // agree): typos only when full text finds nothing the shop shows, whatever hidden product
  // or availability filter the admin's list adds.
  const shown = listShape(query, {}, terms, 'fulltext');
  const shopFinds = await whereFullText(filteredProducts(ctx, shown.shape, shown.values), terms).first('products.id');
  return list(shopFinds ? 'fulltext' : 'typo');
}

/**
 * What a list's SQL text depends on, the key of its compiled shape (db/compiled-reads.ts): which
 * filters it has, how it searches and sorts. Everything else is a value it binds (listShape's `values`).
 */
interface ListShape {
  category: boolean;
  featured: boolean;
  /** The public's products on show, the admin's all, or the admin's of one availability. */
  hidden: 'shown' | 'all' | 'availability';
  /** 'either': the shop's search, full text or else typos, in one query (eitherPage). */
  search: SearchMode | 'either' | undefined;
  /** Whether the query has words to search, and words long enough for the typo search. */
  text: boolean;
  words: boolean;
  sort: ProductListQuery['sort'];
  /** knex leaves `offset 0` out of the text. */
  offset: boolean;
}

function listShape(
  query: ProductListQuery,
  scope: ListScope,
  terms: SearchTerms | null,
  search: ListShape['search'],
): { shape: ListShape; values: ShapeValues } {
  const values: ShapeValues = { limit: query.limit ?? DEFAULT_PAGE_SIZE };
  if (query.offset) values.offset = query.offset;
  if (query.category_id) values.category = query.category_id;
  if (query.featured !== undefined) values.featured = query.featured;
  if (scope.includeHidden && scope.availability) values.availability = scope.availability;
  if (terms?.exact) Object.assign(values, { tsquery: terms.tsquery, exact: terms.exact });
  if (terms?.words) values.words = terms.words;
  const shape: ListShape = {
    category: values.category !== undefined,
    featured: values.featured !== undefined,
    hidden: !scope.includeHidden ? 'shown' : scope.availability ? 'availability' : 'all',
    search: terms ? search : undefined,
    text: values.exact !== undefined,
    words: values.words !== undefined,
    sort: query.sort,
    offset: values.offset !== undefined,
  };
  return { shape, values };
}

/** The search terms a list binds ('' where its shape has none). */
const termsOf = (values: ShapeValues): SearchTerms => ({
  tsquery: String(values.tsquery ?? ''),
  exact: String(values.exact ?? ''),
  words: String(values.words ?? ''),
});

/** The shop's products a list picks from: its category, destaques and availability. */
function filteredProducts(ctx: TenantScope, shape: ListShape, values: ShapeValues) {
  let products = scoped(ctx, 'products');
  if (shape.category) products = products.where('products.category_id', values.category!);
  if (shape.featured) products = products.where('products.is_featured', values.featured!);
  if (shape.hidden === 'shown') return products.whereNot('products.availability', 'oculto');
  return shape.hidden === 'availability' ? products.where('products.availability', values.availability!) : products;
}

/** A list's shape with one way of searching (or none): what matchingProducts and pageOf read. */
type OneSearch = ListShape & { search: SearchMode | undefined };

/** The products a list finds: filtered, then searched as its shape says. */
function matchingProducts(ctx: TenantScope, shape: OneSearch, values: ShapeValues) {
  const filtered = filteredProducts(ctx, shape, values);
  if (!shape.search) return filtered;
  const terms = termsOf(values);
  return shape.search === 'typo' ? typoMatching(withTypoScore(filtered, terms), terms, shape.hidden !== 'shown') : whereFullText(filtered, terms);
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

/** A page of a list, its rows in order with the count of every match (one query: listProducts). */
function listQuery(ctx: TenantScope, shape: ListShape, values: ShapeValues) {
  const list = productsWithCategory(ctx);
  if (shape.search === 'either') {
    const { found, page } = eitherPage(ctx, shape, values);
    list.with('found', found).with('page', page);
  } else {
    list.with('page', pageOf(ctx, { ...shape, search: shape.search }, values));
  }
  return list.join('page', 'page.id', 'products.id').select('page.total').orderBy('page.ord');
}

/** The ids of a page of a list in order, each with the count of every match. */
function pageOf(ctx: TenantScope, shape: OneSearch, values: ShapeValues) {
  const terms = termsOf(values);
  const order = orderBy(ctx.db, shape.sort, shape.search ? { terms, mode: shape.search } : undefined);
  return matchingProducts(ctx, shape, values)
    .select('products.id', ctx.db.raw('count(*) over () as total'), ctx.db.raw('row_number() over (order by ?) as ord', [order]))
    .orderBy('ord')
    .limit(Number(values.limit))
    .offset(shape.offset ? Number(values.offset) : 0);
}

/**
 * The shop's search: its full-text matches (`found`), or, when no product of the list matches
 * the words, its typo matches, in one query instead of one after the other (docs/performance.md,
 * "Queries per read"). On the first page an empty `found` says that full text found nothing; a
 * later page's rows cannot (it may be past the end), so it asks whether any product matches.
 */
function eitherPage(ctx: TenantScope, shape: ListShape, values: ShapeValues) {
  const fulltext: OneSearch = { ...shape, search: 'fulltext' };
  const typos = pageOf(ctx, { ...shape, search: 'typo' }, values);
  const anyFound = shape.offset ? matchingProducts(ctx, fulltext, values).select(ctx.db.raw('1')) : undefined;
  return { found: pageOf(ctx, fulltext, values), page: orElse(ctx.db, 'found', typos, anyFound) };
}

/**
 * A page that is a CTE's rows, or when it has none `otherwise`'s rows (`union all`). The
 * `not exists` names no column of `otherwise`, so the database answers it once, before that
 * branch, and skips the branch when the CTE has rows (a one-time filter in EXPLAIN). `anyFound`
 * asks something else than the CTE's rows when those cannot tell (eitherPage's later pages).
 */
function orElse(db: TenantScope['db'], cte: string, otherwise: Knex.QueryBuilder, anyFound = db.select(db.raw('1')).from(cte)) {
  return db.queryBuilder().unionAll([db.select('*').from(cte), otherwise.whereNotExists(anyFound)], true);
}

async function listPage(ctx: TenantScope, shape: ListShape, values: ShapeValues, query: ProductListQuery) {
  const key = `products.list:${Object.values(shape).join(':')}`;
  const rows: ProductWithImages[] = await compiledRead(key, ctx, values, (scope, v) => listQuery(scope, shape, v));
  const includeHidden = shape.hidden !== 'shown';
  let total = rows.length ? Number(rows[0]!.total) : 0;
  // a page past the end has no row to carry the total: count on its own
  // (the shop's search in one query leaves that to listProducts, which searches the two ways again)
  if (!rows.length && (query.offset ?? 0) > 0 && shape.search !== 'either') {
    const matching = matchingProducts(ctx, { ...shape, search: shape.search }, values);
    total = Number(((await matching.count({ n: '*' }).first()) as { n: number | string }).n);
  }
  return { items: rows.map((r) => presentProduct(r, imagesOf(r), includeHidden)), total };
}

/** The public's products on show, no filter, no search: the shape the home pick reads from. */
const SHOWN = listShape({}, {}, null, undefined).shape;

/**
 * The home page's products in one query (StoreSource.homePick): the starred on show, up to
 * `candidates`, or, when the shop has starred none, its first `first` in the owner's order
 * (orElse): a shop with nothing starred (every new one) no longer reads an empty list of
 * destaques before its first products, and a shop with destaques orders only those
 * (docs/performance.md, "Queries per read").
 */
export async function homePick(ctx: TenantScope, candidates: number, first: number): Promise<{ items: Product[]; starred: boolean }> {
  const rows: (ProductWithImages & { starred: boolean })[] = await compiledRead('products.home', ctx, { limit: candidates, first }, (shop, values) => {
    const inOrder = (starred: boolean) =>
      filteredProducts(shop, SHOWN, values)
        .select('products.id', shop.db.raw(`${starred} as starred`))
        .select(shop.db.raw('row_number() over (order by ?) as ord', [orderBy(shop.db, undefined)]))
        .orderBy('ord');
    const starred = inOrder(true).where('products.is_featured', true).limit(Number(values.limit));
    return productsWithCategory(shop)
      .with('starred', starred)
      .with('page', orElse(shop.db, 'starred', inOrder(false).limit(Number(values.first))))
      .join('page', 'page.id', 'products.id')
      .select('page.starred')
      .orderBy('page.ord');
  });
  return { items: rows.map((r) => presentProduct(r, imagesOf(r))), starred: !!rows[0]?.starred };
}

/** One product; a hidden one, and its hidden combinations, only for its shop's admin (includeHidden). */
export async function getProduct(ctx: TenantScope, id: number, scope: ListScope = {}): Promise<Product> {
  const row: ProductWithImages | undefined = await compiledRead(`products.one:${!!scope.includeHidden}`, ctx, { id }, (shop, values) => {
    const found = productsWithCategory(shop).where('products.id', values.id!);
    return (scope.includeHidden ? found : found.whereNot('products.availability', 'oculto')).first();
  });
  if (!row) throw new AppError(404, messages.products.notFound);
  return presentProduct(row, imagesOf(row), scope.includeHidden);
}
