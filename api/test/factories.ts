import type { Db } from '../src/db/connection.ts';
import { hashPassword, type PasswordCost } from '../src/auth/passwords.ts';
import { searchKey } from '../src/db/search-key.ts';
import type { SiteRow } from '../src/tenancy/site-model.ts';
import type { TestApp } from './harness.ts';
import type { TestClient } from './http-client.ts';

/** Every factory user gets this password unless told otherwise (hashed once per worker). */
export const PASSWORD = 'senha-forte-123';
/**
 * Factory users' hashes are argon2id at its lowest cost: every login of a test verifies one,
 * and at the product's cost (19 MiB, two passes) those logins were a large share of the
 * suite's CPU. Hashes the API makes (new clients, password changes) keep the product's cost.
 */
const FACTORY_COST: PasswordCost = { memory: 1024, passes: 1, parallelism: 1, tagLength: 32 };
let passwordHash: Promise<string> | undefined;
const hashOf = (password: string) => (password === PASSWORD ? (passwordHash ??= hashPassword(PASSWORD, FACTORY_COST)) : hashPassword(password, FACTORY_COST));

let seq = 0;
const next = () => ++seq;

export async function buildSite(db: Db, overrides: Partial<SiteRow> = {}): Promise<SiteRow> {
  const n = next();
  const subdomain = overrides.subdomain ?? `loja${n}`;
  const [row] = await db('sites')
    .insert({
      subdomain,
      client_name: `Cliente ${n}`,
      client_email: `cliente${n}@example.com`,
      site_name: `Site ${n}`,
      store_name: `Loja ${n}`,
      whatsapp: '5511987654321',
      instagram: `loja${n}`,
      is_active: true,
      is_published: true,
      ...overrides,
    })
    .returning('*');
  return row;
}

export async function buildUser(
  db: Db,
  options: { site?: SiteRow | null; username?: string; password?: string; user_type?: 'master' | 'store_admin'; full_name?: string } = {},
) {
  const type = options.user_type ?? (options.site ? 'store_admin' : 'master');
  const [row] = await db('users')
    .insert({
      site_id: type === 'master' ? null : options.site!.id,
      username: (options.username ?? `${type === 'master' ? 'master' : options.site!.subdomain}-admin-${next()}`).toLowerCase(),
      password_hash: await hashOf(options.password ?? PASSWORD),
      full_name: options.full_name ?? (type === 'master' ? 'Master de Teste' : `Admin ${options.site!.store_name}`),
      email: 'admin@example.com',
      user_type: type,
    })
    .returning('*');
  return row as { id: number; username: string; site_id: number | null; user_type: string };
}

export async function buildCategory(db: Db, site: SiteRow, overrides: { name?: string; description?: string } = {}) {
  const name = overrides.name ?? `Categoria ${next()}`;
  const [row] = await db('categories')
    .insert({ site_id: site.id, name, name_key: searchKey(name), description: overrides.description ?? null })
    .returning('*');
  return row as { id: number; site_id: number; name: string };
}

export async function buildProduct(
  db: Db,
  site: SiteRow,
  category: { id: number },
  overrides: { name?: string; description?: string; price?: string; old_price?: string | null; unit?: string; created_at?: Date } = {},
) {
  const name = overrides.name ?? `Produto ${next()}`;
  const [row] = await db('products')
    .insert({
      site_id: site.id,
      category_id: category.id,
      name,
      description: overrides.description ?? null,
      price: overrides.price ?? '10.00',
      old_price: overrides.old_price ?? null,
      is_promotion: !!overrides.old_price,
      unit: overrides.unit ?? 'unidade',
      ...(overrides.created_at ? { created_at: overrides.created_at, updated_at: overrides.created_at } : {}),
    })
    .returning('*');
  return row as { id: number; site_id: number; name: string; category_id: number };
}

/** A shop with its admin, logged in: the usual "given" of a store API test. */
export async function shopWithAdmin(app: TestApp, overrides: Partial<SiteRow> = {}) {
  const site = await buildSite(app.deps.db, overrides);
  const admin = await buildUser(app.deps.db, { site });
  const client = await loginAs(app, admin.username);
  return { site, admin, client };
}

export async function masterClient(app: TestApp) {
  const master = await buildUser(app.deps.db, { user_type: 'master' });
  return { master, client: await loginAs(app, master.username) };
}

export async function loginAs(app: TestApp, username: string, password = PASSWORD): Promise<TestClient> {
  const client = app.client();
  const res = await client.post('/api/auth/login', { username, password });
  if (res.status !== 200) throw new Error(`login as ${username} failed: ${res.status} ${res.text}`);
  return client;
}
