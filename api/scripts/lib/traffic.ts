import { belongsTo, nameOf, type Shop } from './fixture.ts';

/**
 * The request mix of the load and fault runs: shoppers reading many shops (tenant named by
 * X-Tenant-Subdomain) and logged-in store admins creating and changing products. Every
 * answer is checked for belonging to the shop that was asked: one wrong-shop answer is a
 * tenant leak, and fails the run.
 */
export type Kind = 'list' | 'search' | 'product' | 'categories' | 'info' | 'config' | 'create' | 'update';

/** Share of each kind in the mix: mostly reads, about one request in six a write. */
export const MIX: Record<Kind, number> = { list: 25, search: 10, product: 20, categories: 10, info: 10, config: 8, create: 10, update: 7 };

export interface AdminSession {
  shop: Shop;
  cookie: string;
  /** The admin's address as the load balancer would forward it. */
  ip: string;
}

export interface Operation {
  kind: Kind;
  shop: Shop;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** For writes: the product name sent. */
  name?: string;
  productId?: number;
}

export interface AcknowledgedWrite {
  kind: 'create' | 'update';
  subdomain: string;
  siteId: number;
  id: number;
  name: string;
}

export interface Tally {
  byKind: Record<Kind, { sent: number; ok: number; statuses: Record<string, number> }>;
  /** Answers of 2xx whose content belongs to another shop (or to none). */
  wrongShop: number;
  /** Answers other than the expected 2xx: any 4xx or 5xx under load is an error. */
  unexpected: number;
  samples: string[];
  acknowledged: AcknowledgedWrite[];
}

export function newTally(): Tally {
  const byKind = Object.fromEntries(Object.keys(MIX).map((k) => [k, { sent: 0, ok: 0, statuses: {} }])) as Tally['byKind'];
  return { byKind, wrongShop: 0, unexpected: 0, samples: [], acknowledged: [] };
}

/** Logs every shop's admin in, a few at a time (password hashing is slow on purpose). */
export async function loginAdmins(baseUrl: string, shops: Shop[], password: string, concurrency = 4): Promise<AdminSession[]> {
  const sessions: AdminSession[] = [];
  let next = 0;
  const worker = async () => {
    while (next < shops.length) {
      const index = next++;
      const shop = shops[index]!;
      const ip = addressOf('admin', index);
      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ username: shop.adminUsername, password }),
      });
      if (res.status !== 200) throw new Error(`login of ${shop.adminUsername} failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      sessions.push({ shop, cookie, ip });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sessions;
}

/**
 * Client addresses for X-Forwarded-For, from 198.18.0.0/15 (reserved for benchmarks): only
 * ever a header value, never a destination.
 */
function addressOf(role: 'admin' | 'shopper', n: number): string {
  const base = role === 'admin' ? 18 : 19;
  return `198.${base}.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;
}

/** A source of random operations over the shops, weighted by MIX. */
export function operations(shops: Shop[], admins: AdminSession[], random: () => number = Math.random) {
  const kinds = Object.entries(MIX) as [Kind, number][];
  const total = kinds.reduce((n, [, w]) => n + w, 0);
  let counter = 0;
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  return (): Operation => {
    let r = random() * total;
    let kind: Kind = 'list';
    for (const [k, w] of kinds) {
      if ((r -= w) < 0) {
        kind = k;
        break;
      }
    }
    counter++;
    if (kind === 'create' || kind === 'update') {
      const admin = pick(admins);
      const { shop } = admin;
      const name = nameOf(shop.subdomain, `${kind === 'create' ? 'Pipa nova' : 'Pipa revisada'} ${counter}`);
      const body = JSON.stringify({
        name,
        price: (5 + (counter % 200) / 4).toFixed(2),
        unit: 'unidade',
        category_id: pick(shop.categoryIds),
        description: 'Criada durante o teste de carga.',
      });
      const headers = { cookie: admin.cookie, 'x-forwarded-for': admin.ip, 'content-type': 'application/json' };
      if (kind === 'create') return { kind, shop, method: 'POST', path: '/api/products', headers, body, name };
      const productId = pick(shop.productIds);
      return { kind, shop, method: 'PUT', path: `/api/products/${productId}`, headers, body, name, productId };
    }
    const shop = pick(shops);
    const headers = { 'x-tenant-subdomain': shop.subdomain, 'x-forwarded-for': addressOf('shopper', counter % 5000) };
    if (kind === 'product') {
      const productId = pick(shop.productIds);
      return { kind, shop, method: 'GET', path: `/api/products/${productId}`, headers, productId };
    }
    const path = {
      list: '/api/products?limit=12',
      search: `/api/products?q=${encodeURIComponent(pick(['pipa', 'linha', 'rabiola', 'mão']))}&limit=12`,
      categories: '/api/categories',
      info: '/api/site/info',
      config: '/api/config',
    }[kind];
    return { kind, shop, method: 'GET', path, headers };
  };
}

/** Checks one answer and counts it. */
export function check(tally: Tally, op: Operation, status: number, body: string) {
  const entry = tally.byKind[op.kind];
  entry.sent++;
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  const expected = op.kind === 'create' ? 201 : 200;
  if (status !== expected) {
    tally.unexpected++;
    sample(tally, `${status} ${op.method} ${op.path} (${op.shop.subdomain}): ${body.slice(0, 120)}`);
    return;
  }
  let data: any;
  try {
    data = JSON.parse(body);
  } catch {
    tally.unexpected++;
    sample(tally, `not JSON: ${op.method} ${op.path}: ${body.slice(0, 80)}`);
    return;
  }
  const sub = op.shop.subdomain;
  const ok = (() => {
    switch (op.kind) {
      case 'list':
      case 'search':
      case 'categories':
        return Array.isArray(data) && data.every((row: { name?: unknown }) => belongsTo(sub, row.name));
      case 'product':
        return data.id === op.productId && belongsTo(sub, data.name) && belongsTo(sub, data.category_name);
      case 'info':
        return data.subdomain === sub && belongsTo(sub, data.store_name);
      case 'config':
        return belongsTo(sub, data.store_name);
      case 'create':
      case 'update':
        return data.name === op.name && belongsTo(sub, data.category_name) && (op.kind === 'create' || data.id === op.productId);
    }
  })();
  if (!ok) {
    tally.wrongShop++;
    sample(tally, `WRONG SHOP ${op.method} ${op.path} for ${sub}: ${body.slice(0, 120)}`);
    return;
  }
  entry.ok++;
  if (op.kind === 'create' || op.kind === 'update') {
    tally.acknowledged.push({ kind: op.kind, subdomain: sub, siteId: op.shop.siteId, id: data.id, name: op.name! });
  }
}

function sample(tally: Tally, line: string) {
  if (tally.samples.length < 20) tally.samples.push(line);
}
