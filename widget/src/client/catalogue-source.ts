import type { StoreSource } from '../model/load-page.ts';
import { plainText } from '../model/format.ts';
import type { Category, Product } from '../model/types.ts';

/**
 * The catalogue a static export's products page carries, read like the API: the same
 * search (name and descriptions, ignoring case and accents), category filter, order and paging.
 */
export function catalogueSource(categories: Category[], products: Product[]): StoreSource {
  const text = new Map(products.map((p) => [p.id, plainText([p.name, p.short_description, p.description].filter(Boolean).join(' \n '))]));
  return {
    categories: async () => categories,
    async products({ q, category_id, limit, offset = 0 }) {
      const term = plainText(q ?? '').trim();
      const found = products.filter((p) => (!category_id || p.category_id === category_id) && (!term || text.get(p.id)!.includes(term)));
      return { items: found.slice(offset, limit ? offset + limit : undefined), total: found.length };
    },
    product: async (id) => products.find((p) => p.id === id) ?? null,
  };
}
