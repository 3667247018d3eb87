import { lockShop } from '../db/shop-lock.ts';
import { ownRow, type TenantScope } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { isUniqueViolation } from '../http/db-errors.ts';
import { messages } from '@vitrine/contract/messages';
import { problemDetails, type SpreadsheetImportResult, type SpreadsheetProblem } from '@vitrine/contract/spreadsheet';
import { productsHeld, sheetProductRoomRefusal, type Quotas } from '../quotas/checks.ts';
import { lastCategoryPosition, lastProductPosition } from '../products/catalogue-order.ts';
import type { Sheet } from './read-csv.ts';
import { planImport, type PlannedProduct, type ProductValues } from './check-lines.ts';
import { isSmallPlan } from './small-sheet.ts';
import { writeOptions } from './write-options.ts';
import { BATCH } from './write-batches.ts';
import { runHeavy } from '../workers/pool.ts';
import { shopCategories, shopProducts } from './shop-products.ts';

/**
 * POST /store/products/import: given the file's lines (read on a worker thread), plans every line (check-lines.ts) and, unless
 * it is a dry run, writes the whole plan on the request's one transaction: new categories,
 * new products, changed products, their options and combinations (write-options.ts). Any error in any line and nothing is written (422 with the
 * errors); the products-per-shop quota holds as for a product created in the form (the
 * same refusal, counted on the products the import has locked). Writes
 * go through the products and categories tables themselves, so their triggers keep the
 * search and the public cache's content version right (one bump for the whole import).
 */
export async function importProducts(scope: TenantScope, quotas: Quotas, sheet: Sheet, options: { dryRun: boolean }): Promise<SpreadsheetImportResult> {
  // a real import holds the shop's products still from check to write; two imports take turns
  if (!options.dryRun) await lockShop(scope.db, scope.site.id);
  const products = await shopProducts(scope, { lock: !options.dryRun });
  // checking 10,000 lines costs the CPU of a few hundred milliseconds: on a worker thread, unless small (small-sheet.ts)
  const categories = await shopCategories(scope);
  const plan = isSmallPlan(sheet.lines.length, products.length)
    ? planImport(sheet, products, categories)
    : await runHeavy(scope.site.id, 'planSpreadsheet', { sheet, products, categories });
  const creating = plan.products.filter((p) => p.action === 'criar');
  const updating = plan.products.filter((p) => p.action === 'atualizar');
  const errors: SpreadsheetProblem[] = [...plan.errors];
  // counted with the shop row locked (every product writer takes it): nothing can be added between
  // this check and the write; the products in the Lixeira count, as for the form
  const refusal = creating.length ? sheetProductRoomRefusal(quotas, await productsHeld(scope), creating.length) : null;
  if (refusal) errors.unshift({ line: null, column: null, value: null, message: refusal });
  const combinationsDoing = (action: 'criar' | 'atualizar') => plan.lines.filter((l) => l.combination_action === action).length;
  const result: SpreadsheetImportResult = {
    dry_run: options.dryRun,
    imported: false,
    separator: sheet.separator,
    created: creating.length,
    updated: updating.length,
    unchanged: plan.products.filter((p) => p.action === 'sem_mudanca').length,
    combinations_created: combinationsDoing('criar'),
    combinations_updated: combinationsDoing('atualizar'),
    new_categories: [...plan.newCategories.values()],
    errors,
    lines: plan.lines,
  };
  if (options.dryRun) return result;
  if (errors.length) throw notImported(errors);

  const categoryIds = await createCategories(scope, plan.newCategories);
  const categoryOf = (v: ProductValues) => categoryIds.get(v.category_key)!;
  const createdIds = await insertProducts(scope, creating, categoryOf);
  await updateProducts(scope, updating, categoryOf);
  const withOptions = [...creating.map((p, i) => ({ id: createdIds[i]!, product: p })), ...updating.map((p) => ({ id: p.target!.id, product: p }))];
  await writeOptions(
    scope,
    withOptions.flatMap(({ id, product }) => (product.options ? [{ productId: id, options: product.options }] : [])),
  );
  // the new products' lines name them now
  const newIds = new Map(creating.flatMap((p, i) => p.lines.map((line) => [line, createdIds[i]!] as const)));
  return { ...result, imported: true, lines: plan.lines.map((l) => (newIds.has(l.line) ? { ...l, id: newIds.get(l.line)! } : l)) };
}

/** 422 with the errors keyed "linha 7, preco" (the first 200: the dry run lists them all). */
const notImported = (errors: SpreadsheetProblem[]) => new AppError(422, messages.spreadsheet.notImported(errors.length), problemDetails(errors));

/** Name key → id of every category the import uses, the new ones created after the shop's others. */
async function createCategories(scope: TenantScope, created: Map<string, string>): Promise<Map<string, number>> {
  if (created.size) {
    const start = await lastCategoryPosition(scope);
    try {
      await scope.db('categories').insert([...created].map(([key, name], i) => ownRow(scope, { name, name_key: key, position: start + i })));
    } catch (err) {
      // created by another request since the check: the unique (site, name key) index says so
      if (isUniqueViolation(err)) throw new AppError(409, messages.categories.duplicate);
      throw err;
    }
  }
  return new Map((await shopCategories(scope)).map((c) => [c.name_key, c.id]));
}

/** New products in the file's order, after every other in the owner's order (as a new product in the form); their ids in that order. */
async function insertProducts(scope: TenantScope, products: PlannedProduct[], categoryOf: (v: ProductValues) => number): Promise<number[]> {
  if (!products.length) return [];
  const first = await lastProductPosition(scope);
  const ids: number[] = [];
  for (let start = 0; start < products.length; start += BATCH) {
    const batch = products.slice(start, start + BATCH);
    const rows = batch.map((p, i) => ownRow(scope, { ...columns(p.values!, categoryOf), position: first + start + i }));
    const inserted: { id: number; position: number }[] = await scope.db('products').insert(rows).returning(['id', 'position']);
    const byPosition = new Map(inserted.map((r) => [r.position, r.id]));
    for (let i = 0; i < batch.length; i++) ids.push(byPosition.get(first + start + i)!);
  }
  return ids;
}

/** Changed products BATCH at a time: their new values as a JSON set joined on id, within this shop only. */
async function updateProducts(scope: TenantScope, products: PlannedProduct[], categoryOf: (v: ProductValues) => number) {
  for (let start = 0; start < products.length; start += BATCH) {
    const values = products.slice(start, start + BATCH).map((p) => ({ id: p.target!.id, ...columns(p.values!, categoryOf) }));
    await scope.db.raw(
      `update products as p set
         name = v.name, category_id = v.category_id, price = v.price, old_price = v.old_price, is_promotion = v.is_promotion,
         unit = v.unit, availability = v.availability, is_featured = v.is_featured,
         short_description = v.short_description, description = v.description, updated_at = now()
       from jsonb_to_recordset(?::jsonb) as v(id int, name text, category_id int, price numeric, old_price numeric, is_promotion boolean,
         unit text, availability text, is_featured boolean, short_description text, description text)
       where p.site_id = ? and p.id = v.id`,
      [JSON.stringify(values), scope.site.id],
    );
  }
}

function columns(v: ProductValues, categoryOf: (v: ProductValues) => number) {
  return {
    name: v.name,
    category_id: categoryOf(v),
    price: v.price,
    old_price: v.old_price,
    is_promotion: v.is_promotion,
    unit: v.unit,
    availability: v.availability,
    is_featured: v.is_featured,
    short_description: v.short_description,
    description: v.description,
  };
}
