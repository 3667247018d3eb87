import type { StoreSource } from '../model/load-page.ts';
import { plainText } from '../model/format.ts';
import type { Category, Product } from '../model/types.ts';

/** Field weights of the API's search (name > category > short description > description). */
const WEIGHTS = [1, 0.4, 0.2, 0.1];

/** "pipas" → "pipa": the plural s, so singular and plural meet as in the API's stemmer. */
const stem = (word: string) => (word.length > 3 ? word.replace(/s$/, '') : word);
const wordsOf = (text: string) =>
  plainText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);

/**
 * The catalogue a static export's products page carries, read like the API (which the
 * export has none of): every typed word must start a word of the name, category or
 * descriptions (no case, no accents, plural or singular), ranked name first; the same
 * category filter, sorts, order and paging. Typo tolerance needs the database (pg_trgm)
 * and is left to the hosted shop.
 */
export function catalogueSource(categories: Category[], products: Product[]): StoreSource {
  const fields = new Map(products.map((p) => [p.id, [p.name, p.category_name, p.short_description ?? '', p.description ?? ''].map(wordsOf)]));
  const score = (p: Product, terms: string[]) => {
    let total = 0;
    for (const term of terms) {
      const hits = fields.get(p.id)!.map((words, f) => (words.some((w) => w.startsWith(term)) ? WEIGHTS[f]! : 0));
      const best = Math.max(...hits);
      if (!best) return 0;
      total += hits.reduce((a, b) => a + b, 0);
    }
    return total;
  };
  return {
    categories: async () => categories,
    async products({ q, category_id, featured, sort, limit, offset = 0 }) {
      const terms = q?.trim() ? wordsOf(q) : null;
      let found = products
        .filter((p) => (!category_id || p.category_id === category_id) && (featured === undefined || p.is_featured === featured))
        .map((p) => ({ p, s: terms ? score(p, terms) : 1 }));
      if (terms) found = found.filter((f) => f.s > 0);
      const byOwner = (a: Product, b: Product) => a.position - b.position || b.id - a.id;
      found.sort((a, b) => {
        if (sort === 'novidades') return b.p.created_at.localeCompare(a.p.created_at) || b.p.id - a.p.id;
        if (sort === 'menor-preco') return a.p.price - b.p.price || byOwner(a.p, b.p);
        if (sort === 'maior-preco') return b.p.price - a.p.price || byOwner(a.p, b.p);
        return b.s - a.s || byOwner(a.p, b.p);
      });
      const items = found.map((f) => f.p);
      return { items: items.slice(offset, limit ? offset + limit : undefined), total: items.length };
    },
    product: async (id) => products.find((p) => p.id === id) ?? null,
  };
}
