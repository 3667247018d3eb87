import sharp from 'sharp';
import type { AppDeps } from '../http/context.ts';
import type { Db } from '../db/connection.ts';
import { hashPassword, generatePassword } from '../auth/passwords.ts';
import { searchKey } from '../db/search-key.ts';
import { processImage } from '../images/pipeline.ts';
import { saveProcessedImage } from '../images/image-store.ts';
import type { Storage } from '../storage/storage.ts';
import { DEMO_CATEGORIES, DEMO_SHOP, demoCategoryRow, demoProductRow } from './demo-catalogue.ts';
import { productArt } from './kite-art.ts';
import { writeInitialCredentials, type SeededAccount } from './credentials.ts';
import { isUniqueViolation } from '../http/db-errors.ts';

export interface SeedResult {
  accounts: SeededAccount[];
  demoCreated: boolean;
}

/**
 * Makes what a fresh install needs and nothing twice: the master account, and outside
 * production the demo kite shop with its admin `demo`. A second run finds them and stops.
 */
export async function seed(deps: AppDeps, options: { demo?: boolean } = {}): Promise<SeedResult> {
  const { db, config } = deps;
  const accounts: SeededAccount[] = [];
  accounts.push(await ensureMaster(db, config.masterUsername, config.masterPassword));
  let demoCreated = false;
  if (options.demo ?? config.seedDemo) {
    const demo = await ensureDemoShop(db, deps.storage, config.demoPassword);
    accounts.push(demo.account);
    demoCreated = demo.created;
  }
  writeInitialCredentials(config.dataDir, accounts);
  return { accounts, demoCreated };
}

export async function ensureMaster(db: Db, username: string, password?: string): Promise<SeededAccount> {
  const existing = await db('users').where({ username }).first();
  if (existing) return { role: 'master', username };
  const generated = password ? undefined : generatePassword();
  // two instances starting together on an empty database: the second finds the row made
  const inserted = await db('users')
    .insert({
      username,
      password_hash: await hashPassword(password ?? generated!),
      password_generated: !!generated,
      full_name: 'Administrador Master',
      user_type: 'master',
    })
    .onConflict('username')
    .ignore()
    .returning('id');
  if (!inserted.length) return { role: 'master', username };
  return { role: 'master', username, generatedPassword: generated };
}

async function ensureDemoShop(db: Db, storage: Storage, password?: string) {
  const account: SeededAccount = { role: 'demo', username: 'demo' };
  if (await db('sites').where({ subdomain: DEMO_SHOP.subdomain }).first()) return { account, created: false };

  const generated = password ? undefined : generatePassword();
  const passwordHash = await hashPassword(password ?? generated!);
  // Pictures are rendered before the transaction: PGlite has one connection, keep it free.
  const pictures = await renderPictures();

  try {
    await insertDemoShop(db, storage, { hash: passwordHash, generated: !!generated }, pictures);
  } catch (err) {
    // another instance starting at the same moment seeded it first
    if (isUniqueViolation(err)) return { account, created: false };
    throw err;
  }
  return { account: { ...account, generatedPassword: generated }, created: true };
}

async function insertDemoShop(db: Db, storage: Storage, password: { hash: string; generated: boolean }, pictures: Awaited<ReturnType<typeof renderPictures>>) {
  await db.transaction(async (trx) => {
    const [site] = await trx('sites').insert(DEMO_SHOP).returning('*');
    await trx('users').insert({
      site_id: site.id,
      username: 'demo',
      password_hash: password.hash,
      password_generated: password.generated,
      full_name: 'Carlos Almeida',
      email: DEMO_SHOP.client_email,
      user_type: 'store_admin',
    });
    let n = 0;
    for (const [c, category] of DEMO_CATEGORIES.entries()) {
      const [cat] = await trx('categories')
        .insert(demoCategoryRow(site.id, category, c, searchKey(category.name)))
        .returning('*');
      for (const p of category.products) {
        const [product] = await trx('products')
          .insert(demoProductRow(site.id, cat.id, p, n))
          .returning('*');
        const picture = pictures[n++]!;
        for (const [position, processed] of picture.entries()) {
          const image = await saveProcessedImage(trx, storage, site.id, processed);
          await trx('product_images').insert({
            site_id: site.id,
            product_id: product.id,
            image_id: image.id,
            original_name: `${slug(p.name)}-${position + 1}.png`,
            is_primary: position === 0,
            position,
          });
        }
      }
    }
  });
}

/** Two pictures for the first product of each category (to show the gallery), one for the rest. */
async function renderPictures() {
  const out = [];
  for (const category of DEMO_CATEGORIES) {
    for (const [i, p] of category.products.entries()) {
      const count = i === 0 ? 2 : 1;
      const list = [];
      for (let v = 0; v < count; v++) {
        const png = await sharp(Buffer.from(productArt(p.art ?? category.art, v ? [p.colors[1], p.colors[0]] : p.colors, v + i)))
          .png()
          .toBuffer();
        list.push(await processImage(png));
      }
      out.push(list);
    }
  }
  return out;
}

const slug = (s: string) =>
  searchKey(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
