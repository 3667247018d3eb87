import type { Db } from '../src/db/connection.ts';
import { searchKey } from '../src/db/search-key.ts';
import { DEMO_CATEGORIES, demoCategoryRow, demoProductRow } from '../src/seed/demo-catalogue.ts';
import type { SiteRow } from '../src/tenancy/site-model.ts';

/**
 * The demo shop's categories and products (no pictures), the rows the seed writes: the
 * catalogue real shoppers' queries are tried on. Answers product ids by name.
 */
export async function buildDemoCatalogue(db: Db, site: SiteRow): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let n = 0;
  for (const [c, category] of DEMO_CATEGORIES.entries()) {
    const [cat] = await db('categories')
      .insert(demoCategoryRow(site.id, category, c, searchKey(category.name)))
      .returning('id');
    for (const p of category.products) {
      const [row] = await db('products')
        .insert(demoProductRow(site.id, cat.id, p, n++))
        .returning('id');
      ids.set(p.name, row.id);
    }
  }
  return ids;
}
