import { categoryOf, CATEGORIES, hasOptions, imageIdOf, SEARCH_WORDS, unitOf } from './bench-scale-catalogue.ts';
import type { ScaleSeed, ScaleShop } from './bench-scale-seed.ts';

/**
 * The traffic of `npm run bench:scale`: which shop and which product (Zipf, s ≈ 1.1: a few
 * shops and products get most visits, every one gets some), and what is asked (85 % page
 * and API reads, 10 % searches with varied words, 5 % owner writes). Pure: the random source
 * is a parameter, so the same seed makes the same traffic.
 */
export type ScaleKind =
  | 'home'
  | 'productPage'
  | 'listPage'
  | 'apiList'
  | 'apiProduct'
  | 'image'
  | 'pageSearch'
  | 'apiSearch'
  | 'priceEdit'
  | 'newProduct'
  | 'import'
  | 'beacon';
export type ScaleClass = 'read' | 'search' | 'write';

export const SCALE_MIX: Record<ScaleKind, { weight: number; class: ScaleClass; label: string }> = {
  home: { weight: 20, class: 'read', label: 'página inicial' },
  productPage: { weight: 20, class: 'read', label: 'página de produto' },
  listPage: { weight: 8, class: 'read', label: 'página de produtos' },
  apiList: { weight: 15, class: 'read', label: 'GET /api/products?category_id=' },
  apiProduct: { weight: 17, class: 'read', label: 'GET /api/products/{id}' },
  image: { weight: 5, class: 'read', label: 'GET /api/images/{id}' },
  pageSearch: { weight: 5, class: 'search', label: 'página de busca' },
  apiSearch: { weight: 5, class: 'search', label: 'GET /api/products?q=' },
  priceEdit: { weight: 3, class: 'write', label: 'PUT /api/products/{id} (preço)' },
  newProduct: { weight: 1.5, class: 'write', label: 'POST /api/products' },
  import: { weight: 0.5, class: 'write', label: 'POST /api/store/products/import' },
  // not in the mix: measured on its own (each page view sends one; CloudFront cannot keep it)
  beacon: { weight: 0, class: 'write', label: 'POST /api/insight/events' },
};
export const SCALE_KINDS = Object.keys(SCALE_MIX) as ScaleKind[];

/**
 * A Zipf sampler over ranks 0…n-1 (rank 0 the most frequent): P(k) ∝ 1/(k+1)^s, by binary
 * search over the cumulative weights.
 */
export function zipf(n: number, s: number): (random: () => number) => number {
  const cdf = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) cdf[k] = total += 1 / (k + 1) ** s;
  return (random) => {
    const target = random() * total;
    let [lo, hi] = [0, n - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** What one request is, with what the write sent (for the lost-write check). */
export interface ScaleOp {
  kind: ScaleKind;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
  shop: ScaleShop;
  /** The status a correct answer has. */
  expect: number;
  /** Price edits and imports: product id → price sent ("12.34"). */
  prices?: [number, string][];
  /** New products: the name sent. */
  name?: string;
}

/** A shopper's browser: compressed answers, pages by the shop's own host. */
const shopperHeaders = (shop: ScaleShop) => ({
  host: `${shop.subdomain}.localhost`,
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,image/webp,*/*',
});
/** The shop's admin on the platform host, with the session cookie (a script: no Origin header). */
const adminHeaders = (shop: ScaleShop, type: string) => ({ host: 'localhost', cookie: shop.cookie, 'content-type': type });

const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A146M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** Price edits and imports: unique prices, so the database shows which write it kept. */
export function priceMaker() {
  let n = 0;
  return () => `${1 + (n % 9000)}.${String(Math.floor(n++ / 9000) % 100).padStart(2, '0')}`;
}

/** The owner writes' share of the mix as the issue sets it: 5 % of requests. */
export const WRITE_SHARE = 5;

/**
 * `writeShare`: owner writes as a percentage of the requests (default WRITE_SHARE); the reads
 * and searches keep their proportions among themselves in the rest. 0 sends no write, which
 * shows what the writes' invalidations cost the cache (docs/performance.md).
 */
export function scaleTraffic(seed: ScaleSeed, options: { s: number; random?: () => number; nextPrice?: () => string; writeShare?: number }) {
  const random = options.random ?? Math.random;
  const nextPrice = options.nextPrice ?? priceMaker();
  const shopRank = zipf(seed.shops.length, options.s);
  const productRank = zipf(seed.slugs.length, options.s);
  const priceable = seed.slugs.map((_, i) => i).filter((i) => !hasOptions(i));
  // the last one is the freshness probe's alone: nothing else changes its price meanwhile
  const probed = priceable.at(-1)!;
  const editable = priceable.slice(0, -1);
  const editRank = zipf(editable.length, options.s);
  let counter = 0;
  const pickAny = kindPicker(SCALE_KINDS, random, options.writeShare ?? WRITE_SHARE);
  const pickWrite = kindPicker(
    SCALE_KINDS.filter((k) => SCALE_MIX[k].class === 'write'),
    random,
  );
  const words = () => {
    const first = SEARCH_WORDS[Math.floor(random() * SEARCH_WORDS.length)]!;
    // one word in two gets a second one, so most searches are new words for the cache
    return random() < 0.5 ? first : `${first} ${SEARCH_WORDS[Math.floor(random() * SEARCH_WORDS.length)]}`;
  };
  /** A price edit of one product the owner can price (no options). */
  const priceEdit = (shop: ScaleShop, i = editable[editRank(random)]!): ScaleOp => {
    const id = shop.firstProductId + i;
    const price = nextPrice();
    const body = JSON.stringify({ name: seed.names[i], price, unit: unitOf(i), category_id: shop.categoryIds[categoryOf(i)] });
    return {
      kind: 'priceEdit',
      method: 'PUT',
      path: `/api/products/${id}`,
      headers: adminHeaders(shop, 'application/json'),
      body,
      shop,
      expect: 200,
      prices: [[id, price]],
    };
  };

  const make = (kind: ScaleKind): ScaleOp => {
    const shop = seed.shops[shopRank(random)]!;
    const i = productRank(random);
    const id = shop.firstProductId + i;
    const get = (path: string): ScaleOp => ({ kind, method: 'GET', path, headers: shopperHeaders(shop), shop, expect: 200 });
    counter++;
    switch (kind) {
      case 'home':
        return get('/');
      case 'productPage':
        return get(`/product/${id}-${seed.slugs[i]}`);
      case 'listPage':
        return get(random() < 0.5 ? '/products' : `/products?category_id=${shop.categoryIds[categoryOf(i)]}`);
      case 'apiList':
        return get(`/api/products?category_id=${shop.categoryIds[categoryOf(i)]}`);
      case 'apiProduct':
        return get(`/api/products/${id}`);
      case 'image':
        return get(`/api/images/${imageIdOf(id)}?w=480`);
      case 'pageSearch':
        return get(`/products?q=${encodeURIComponent(words())}`);
      case 'apiSearch':
        return get(`/api/products?q=${encodeURIComponent(words())}`);
      case 'priceEdit':
        return priceEdit(shop);
      case 'newProduct': {
        const name = `Pipa Nova ${counter}`;
        const body = JSON.stringify({
          name,
          price: nextPrice(),
          unit: 'unidade',
          category_id: shop.categoryIds[0],
          description: 'Criada durante o bench:scale.',
        });
        return { kind, method: 'POST', path: '/api/products', headers: adminHeaders(shop, 'application/json'), body, shop, expect: 201, name };
      }
      case 'import':
        return importOp(shop, counter);
      case 'beacon':
        return beacon();
    }
  };

  /** A spreadsheet of 20 lines: new prices for 20 of the shop's products, by id. */
  const importOp = (shop: ScaleShop, n: number): ScaleOp => {
    const prices: [number, string][] = [];
    const lines = ['id;nome;categoria;preco'];
    const start = (n * 20) % Math.max(1, editable.length - 20);
    for (const i of editable.slice(start, start + 20)) {
      const price = nextPrice();
      prices.push([shop.firstProductId + i, price]);
      lines.push(`${shop.firstProductId + i};${seed.names[i]};${CATEGORIES[categoryOf(i)]};${price.replace('.', ',')}`);
    }
    return {
      kind: 'import',
      method: 'POST',
      path: '/api/store/products/import',
      headers: adminHeaders(shop, 'text/csv; charset=utf-8'),
      body: `${lines.join('\r\n')}\r\n`,
      shop,
      expect: 200,
      prices,
    };
  };

  /** A shopper's insight beacon (a page or product view), from its own address as the proxy forwards it. */
  const beacon = (): ScaleOp => {
    const shop = seed.shops[shopRank(random)]!;
    const id = shop.firstProductId + productRank(random);
    const body = random() < 0.5 ? JSON.stringify({ kind: 'page_view', page: 'home' }) : JSON.stringify({ kind: 'product_view', product_id: id });
    // 198.18.0.0/15 is for benchmarks: only ever a header value here
    const n = counter++;
    const address = `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
    const headers = { ...shopperHeaders(shop), 'content-type': 'text/plain', 'user-agent': PHONE, 'x-forwarded-for': address };
    return { kind: 'beacon', method: 'POST', path: `/api/insight/events?sub=${shop.subdomain}`, headers, body, shop, expect: 204 };
  };

  /** The freshness probe's write: its own product, on a shop chosen as shoppers choose. */
  const probeEdit = () => priceEdit(seed.shops[shopRank(random)]!, probed);
  /** The next request of the mix. */
  const next = () => make(pickAny());
  /** Only owner writes, in the mix's proportions among them: what one costs, measured alone. */
  const write = () => make(pickWrite());
  return { next, probeEdit, beacon, write };
}

/**
 * Picks one of `kinds` by their weights in the mix (a kind of weight 0 never comes); with
 * `writeShare`, the writes are scaled to that percentage and the others to the rest.
 */
function kindPicker(kinds: ScaleKind[], random: () => number, writeShare = WRITE_SHARE): () => ScaleKind {
  const scale = (k: ScaleKind) => (SCALE_MIX[k].class === 'write' ? writeShare / WRITE_SHARE : (100 - writeShare) / (100 - WRITE_SHARE));
  const weights = kinds.map((k) => SCALE_MIX[k].weight * scale(k));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let r = random() * total;
    for (let i = 0; i < kinds.length; i++) if ((r -= weights[i]!) < 0) return kinds[i]!;
    return kinds[0]!;
  };
}
