import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../src/db/connection.ts';
import { migrateLatest } from '../../src/db/migrate.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { searchKey } from '../../src/db/search-key.ts';

/**
 * A database of its own for one load or fault run: a fresh schema on the PostgreSQL of
 * DATABASE_URL (dropped at the end), or a fresh embedded PGlite folder without it. Filled
 * with `shops` shops whose every name carries the shop's subdomain, so any answer can be
 * checked for belonging to the shop that was asked.
 */
export interface Shop {
  subdomain: string;
  siteId: number;
  adminUsername: string;
  categoryIds: number[];
  productIds: number[];
}

export interface Fixture {
  shops: Shop[];
  password: string;
  /** Variables for the server process: the same database, a data folder, secrets. */
  serverEnv: Record<string, string>;
  databaseKind: 'postgresql' | 'pglite';
  /** Opens the fixture's database (after the server stopped, for PGlite: one process at a time). */
  open: () => Db;
  cleanup: () => Promise<void>;
}

/** The name every row of a shop starts with: "carga-07 · Pipa 3". */
export const nameOf = (subdomain: string, what: string) => `${subdomain} · ${what}`;
export const belongsTo = (subdomain: string, name: unknown) => typeof name === 'string' && name.startsWith(`${subdomain} · `);

export async function prepareFixture(options: { shops: number; productsPerShop: number; label: string }): Promise<Fixture> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrine-${options.label}-`));
  const schema = databaseUrl ? `vitrine_${options.label}_${process.pid}` : undefined;
  const pgliteDir = databaseUrl ? undefined : path.join(dataDir, 'pgdata');
  const open = () => createDb({ databaseUrl, schema, pgliteDir });

  const db = open();
  if (schema) await db.raw('drop schema if exists ?? cascade', [schema]);
  await migrateLatest(db, schema);
  const password = crypto.randomBytes(12).toString('hex');
  const shops = await seedShops(db, options.shops, options.productsPerShop, await hashPassword(password));
  await db.destroy();

  return {
    shops,
    password,
    databaseKind: databaseUrl ? 'postgresql' : 'pglite',
    serverEnv: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      VITRINE_MASTER_PASSWORD: crypto.randomBytes(12).toString('hex'),
      SEED_DEMO: 'false',
      PLATFORM_DOMAIN: 'localhost',
      PUBLIC_URL: 'http://localhost',
      // the load comes "through a load balancer": each simulated client has its own address
      // in X-Forwarded-For, as shoppers and admins do in production
      TRUST_PROXY: 'loopback',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}),
    },
    open,
    cleanup: async () => {
      if (schema) {
        const admin = createDb({ databaseUrl });
        await admin.raw('drop schema if exists ?? cascade', [schema]).finally(() => admin.destroy());
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CATEGORIES = ['Pipas', 'Linhas', 'Rabiolas'];
const UNITS = ['unidade', 'metro', 'pacote', 'kit', 'par'];

async function seedShops(db: Db, count: number, productsPerShop: number, passwordHash: string): Promise<Shop[]> {
  const shops: Shop[] = [];
  for (let i = 1; i <= count; i++) {
    const subdomain = `carga-${String(i).padStart(2, '0')}`;
    const shop = await db.transaction(async (trx) => {
      const [site] = await trx('sites')
        .insert({
          subdomain,
          client_name: `Cliente ${subdomain}`,
          client_email: `${subdomain}@example.com`,
          site_name: nameOf(subdomain, 'Site'),
          store_name: nameOf(subdomain, 'Loja'),
          whatsapp: '5511987654321',
          instagram: subdomain,
          is_active: true,
          is_published: true,
        })
        .returning('*');
      const adminUsername = `${subdomain}-admin`;
      await trx('users').insert({
        site_id: site.id,
        username: adminUsername,
        password_hash: passwordHash,
        full_name: `Admin ${subdomain}`,
        email: `${subdomain}@example.com`,
        user_type: 'store_admin',
      });
      const categoryIds: number[] = [];
      for (const c of CATEGORIES) {
        const name = nameOf(subdomain, c);
        const [row] = await trx('categories')
          .insert({ site_id: site.id, name, name_key: searchKey(name) })
          .returning('id');
        categoryIds.push(row.id);
      }
      const products = Array.from({ length: productsPerShop }, (_, n) => {
        const name = nameOf(subdomain, `${CATEGORIES[n % CATEGORIES.length]!.slice(0, -1)} ${n + 1}`);
        const description = `Produto ${n + 1} da loja ${subdomain}, feito à mão.`;
        return {
          site_id: site.id,
          category_id: categoryIds[n % categoryIds.length],
          name,
          description,
          price: (10 + n * 1.5).toFixed(2),
          unit: UNITS[n % UNITS.length],
          is_promotion: false,
        };
      });
      const rows = products.length ? await trx('products').insert(products).returning('id') : [];
      return { subdomain, siteId: site.id as number, adminUsername, categoryIds, productIds: rows.map((r: { id: number }) => r.id) };
    });
    shops.push(shop);
  }
  return shops;
}
