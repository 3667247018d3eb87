import type { TenantScope } from '../db/scoped.ts';
import { shopProducts } from './shop-products.ts';
import { runHeavy } from '../workers/pool.ts';

/** The shop's products, hidden ones included, in the owner's order. */
export async function exportProductsCsv(scope: TenantScope): Promise<string> {
  return runHeavy(scope.site.id, 'spreadsheetCsv', await shopProducts(scope));
}
