import crypto from 'node:crypto';
import { UNITS } from '@vitrine/contract/products';
import { slugify } from '@vitrine/contract/slug';
import { searchKey } from '../src/db/search-key.ts';

/**
 * What every shop of `npm run bench:scale` sells. Product number `i` (0-based, the owner's
 * position i + 1) has the same name, category and unit in every shop, so the seed's SQL and
 * the traffic's addresses are worked out from the same lists without reading the catalogue
 * back. Every tenth product has options (Tamanho P/M/G); owner price edits skip those, since
 * a product with options takes its price from them.
 */
export const CATEGORIES = ['Pipas', 'Rabiolas', 'Linhas', 'Varetas', 'Acessórios'] as const;
const NOUNS: readonly (readonly string[])[] = [
  ['Pipa Raia', 'Pipa Arraia', 'Pipa Capucheta', 'Pipa Maranhão', 'Pipa Estilo Barra'],
  ['Rabiola Colorida', 'Rabiola de Seda', 'Rabiola Longa', 'Rabiola Fita'],
  ['Linha Encerada', 'Carretel de Linha', 'Linha Algodão', 'Linha 10'],
  ['Vareta de Bambu', 'Vareta Fibra', 'Kit Varetas', 'Vareta Reforçada'],
  ['Carretilha', 'Cola Especial', 'Papel de Seda', 'Kit Reparo'],
];
const COLOURS = ['Azul', 'Vermelha', 'Verde', 'Amarela', 'Preta', 'Laranja', 'Roxa', 'Branca'];

/** Words shoppers type: names, colours, categories, plural, and typos only pg_trgm finds. */
export const SEARCH_WORDS = [
  'pipa',
  'pipas',
  'raia',
  'arraia',
  'capucheta',
  'rabiola',
  'seda',
  'linha',
  'encerada',
  'carretel',
  'algodao',
  'vareta',
  'bambu',
  'fibra',
  'kit',
  'carretilha',
  'cola',
  'papel',
  'azul',
  'vermelha',
  'verde',
  'amarela',
  'preta',
  'laranja',
  'roxa',
  'branca',
  'acessorios',
  'rabiloa',
  'carretl',
  'bambo',
  'piipa',
  'linah',
];

export const OPTION_SIZES = ['P', 'M', 'G'] as const;
/** Products with options: i % 10 === 9. */
export const hasOptions = (i: number) => i % 10 === 9;
export const categoryOf = (i: number) => i % CATEGORIES.length;
export const unitOf = (i: number) => UNITS[i % UNITS.length]!;

export function productName(i: number): string {
  const nouns = NOUNS[categoryOf(i)]!;
  return `${nouns[Math.floor(i / CATEGORIES.length) % nouns.length]} ${COLOURS[i % COLOURS.length]} ${i + 1}`;
}

/** The first `count` products' names and `{slug}`s (the page address is /product/{id}-{slug}). */
export function catalogue(count: number): { names: string[]; slugs: string[] } {
  const names = Array.from({ length: count }, (_, i) => productName(i));
  return { names, slugs: names.map(slugify) };
}

export const categoryRows = () => CATEGORIES.map((name) => ({ name, key: searchKey(name) }));

/** The image row of a product: a uuid made from its id, the same in SQL (`md5(…)::uuid`) and here. */
export const IMAGE_SEED = 'vitrine-scale-image-';
export function imageIdOf(productId: number): string {
  const hex = crypto.createHash('md5').update(`${IMAGE_SEED}${productId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
