/**
 * What a stored answer depends on, when that is narrower than its whole shop, and what a
 * narrow change touched (docs/architecture.md, "Narrow changes").
 *
 * A write of a shop's products is told by the database as a narrow change: the products it
 * touched, their categories, and whether it moved the categories' counts (a new, deleted,
 * hidden or moved product). An answer that says it shows only some products (the product's own
 * read), or only one category's products (a category's list, a product page with its related
 * row), and whether it shows the counts (a category's page, with its menu), outlives a narrow
 * change that touched none of it. An answer with no scope shows anything of its shop and goes
 * with every change.
 */
export interface AnswerScope {
  /** Products whose own rows the answer shows. */
  readonly products: readonly number[];
  /** Categories whose products the answer lists (any product of them may show). */
  readonly categories: readonly number[];
  /**
   * True when it shows the shop's categories with how many products each has, or a list picked
   * and ordered by the owner's order or by newness (which only a `counts` change moves).
   */
  readonly counts?: boolean;
}

/** A narrow change of one shop: its content version before and after, and what it touched. */
export interface NarrowChange {
  readonly before: string;
  readonly after: string;
  readonly products: readonly number[];
  readonly categories: readonly number[];
  /** True when the categories' counts, or which products the catalogue lists in what order, may have moved. */
  readonly counts: boolean;
}

/** True when an answer of this scope may show something the change touched (no scope: always). */
export function touches(scope: AnswerScope | undefined, change: NarrowChange): boolean {
  if (!scope) return true;
  if (change.counts && scope.counts) return true;
  return scope.products.some((id) => change.products.includes(id)) || scope.categories.some((id) => change.categories.includes(id));
}

/** The scope a route handler gave its answer (res.locals), for the cache to store with it. */
export interface ScopedLocals {
  cacheScope?: AnswerScope;
}

/** Says that this request's public answer shows only what `scope` names (set by the route handler). */
export function narrowAnswer(res: { locals: Record<string, unknown> }, scope: AnswerScope) {
  (res.locals as ScopedLocals).cacheScope = scope;
}

/** What shows no product at all (robots.txt, the shop's icons): outlives every narrow change. */
export const NO_PRODUCTS: AnswerScope = { products: [], categories: [] };

/** A list sorted by price: a price edit of any of its products may reorder it. */
export const isPriceSort = (sort: string | undefined) => sort === 'menor-preco' || sort === 'maior-preco';
