import crypto from 'node:crypto';
import type { Db } from '../src/db/connection.ts';
import { searchKey } from '../src/db/search-key.ts';
import { UNITS } from '@vitrine/contract/products';
import { slugify } from '@vitrine/contract/slug';

/**
 * Bulk seed for the benchmark: many published shops with a realistic catalogue, written
 * with multi-row inserts (thousands of rows per statement) instead of one HTTP call per
 * row. Rows are the same as the app writes: name_key comes from search-key.ts, the search
 * vector from the database's trigger, and each product has one image row (no files: the benchmark reads JSON).
 */
export interface SeededShop {
  subdomain: string;
  categoryIds: number[];
  productIds: number[];
  /** `{id}-{slug}`, as the shop links them (/product/17 answers 301 to it), in productIds' order. */
  productPaths: string[];
}

const CATEGORIES = ['Pipas', 'Rabiolas', 'Linhas', 'Varetas', 'Acessórios'];
const NOUNS: Record<string, string[]> = {
  Pipas: ['Pipa Raia', 'Pipa Arraia', 'Pipa Estilo Barra', 'Pipa Capucheta', 'Pipa Maranhão'],
  Rabiolas: ['Rabiola Colorida', 'Rabiola de Seda', 'Rabiola Longa', 'Rabiola Fita'],
  Linhas: ['Linha 10', 'Linha Encerada', 'Carretel de Linha', 'Linha Algodão'],
  Varetas: ['Vareta de Bambu', 'Vareta Fibra', 'Kit Varetas', 'Vareta Reforçada'],
  Acessórios: ['Acessório Lata', 'Carretilha', 'Cola Especial', 'Papel de Seda', 'Acessório Kit Reparo'],
};
const COLOURS = ['Azul', 'Vermelha', 'Verde', 'Amarela', 'Preta', 'Laranja', 'Roxa', 'Branca'];
/** Terms the benchmark searches for: each matches a part of every shop's catalogue. */
/**
 * What shoppers type: single words, a category name, two words in another order,
 * and typos that full text misses and pg_trgm answers (the slower path, on purpose).
 */
export const SEARCH_TERMS = ['pipa', 'acessorio', 'linha', 'rabiola', 'bambu', 'azul', 'PIPAS', 'raia%20pipa', 'rabiloa', 'carretl'];

const ROWS_PER_INSERT = 1000;

export async function seedShops(
  db: Db,
  options: { shops: number; productsPerShop: number; prefix?: string; onProgress?: (done: number) => void },
): Promise<SeededShop[]> {
  const prefix = options.prefix ?? 'bench';
  const out: SeededShop[] = [];
  const SHOPS_PER_BATCH = Math.max(1, Math.floor(5000 / Math.max(1, options.productsPerShop)));
  for (let start = 0; start < options.shops; start += SHOPS_PER_BATCH) {
    const count = Math.min(SHOPS_PER_BATCH, options.shops - start);
    out.push(...(await seedBatch(db, prefix, start, count, options.productsPerShop)));
    options.onProgress?.(start + count);
  }
  return out;
}

async function seedBatch(db: Db, prefix: string, start: number, count: number, productsPerShop: number): Promise<SeededShop[]> {
  const sites: { id: number; subdomain: string }[] = await db('sites')
    .insert(
      Array.from({ length: count }, (_, i) => {
        const n = String(start + i + 1).padStart(4, '0');
        return {
          subdomain: `${prefix}-${n}`,
          client_name: `Cliente ${n}`,
          client_email: `cliente${n}@example.com`,
          site_name: `Site ${n}`,
          store_name: `Pipas da Loja ${n}`,
          whatsapp: '5511987654321',
          is_active: true,
          is_published: true,
        };
      }),
    )
    .returning(['id', 'subdomain']);

  const categories: { id: number; site_id: number; name: string }[] = await db('categories')
    .insert(sites.flatMap((s) => CATEGORIES.map((name) => ({ site_id: s.id, name, name_key: searchKey(name), description: `${name} da loja` }))))
    .returning(['id', 'site_id', 'name']);

  const products = [];
  const t0 = Date.UTC(2026, 0, 1);
  for (const site of sites) {
    const own = categories.filter((c) => c.site_id === site.id);
    for (let i = 0; i < productsPerShop; i++) {
      const cat = own[i % own.length]!;
      const nouns = NOUNS[cat.name]!;
      const name = `${nouns[i % nouns.length]} ${COLOURS[(i * 7) % COLOURS.length]} ${i + 1}`;
      const description = `${name}: feita à mão, ideal para o vento de agosto. Acompanha acessório de proteção.`;
      const cents = 500 + ((i * 379 + site.id * 31) % 20000);
      products.push({
        site_id: site.id,
        category_id: cat.id,
        name,
        description,
        short_description: null,
        price: (cents / 100).toFixed(2),
        old_price: i % 5 === 0 ? ((cents + 500) / 100).toFixed(2) : null,
        is_promotion: i % 5 === 0,
        unit: UNITS[i % UNITS.length],
        created_at: new Date(t0 + i * 60_000),
        updated_at: new Date(t0 + i * 60_000),
      });
    }
  }
  const productRows: { id: number; site_id: number; name: string }[] = [];
  for (let i = 0; i < products.length; i += ROWS_PER_INSERT) {
    productRows.push(
      ...(await db('products')
        .insert(products.slice(i, i + ROWS_PER_INSERT))
        .returning(['id', 'site_id', 'name'])),
    );
  }

  const images = productRows.map((p) => {
    const id = crypto.randomUUID();
    return {
      id,
      site_id: p.site_id,
      storage_key: `sites/${p.site_id}/images/${id}|160,480`,
      content_type: 'image/jpeg',
      width: 480,
      height: 360,
      byte_size: 20_000,
    };
  });
  for (let i = 0; i < images.length; i += ROWS_PER_INSERT) await db('images').insert(images.slice(i, i + ROWS_PER_INSERT));
  const links = productRows.map((p, i) => ({
    site_id: p.site_id,
    product_id: p.id,
    image_id: images[i]!.id,
    original_name: 'foto.jpg',
    is_primary: true,
    position: 0,
  }));
  for (let i = 0; i < links.length; i += ROWS_PER_INSERT) await db('product_images').insert(links.slice(i, i + ROWS_PER_INSERT));

  return sites.map((s) => ({
    subdomain: s.subdomain,
    categoryIds: categories.filter((c) => c.site_id === s.id).map((c) => c.id),
    productIds: productRows.filter((p) => p.site_id === s.id).map((p) => p.id),
    productPaths: productRows.filter((p) => p.site_id === s.id).map((p) => `${p.id}-${slugify(p.name)}`),
  }));
}
