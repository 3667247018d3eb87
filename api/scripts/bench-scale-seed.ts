import type { Db } from '../src/db/connection.ts';
import type { Storage } from '../src/storage/storage.ts';
import { UNITS } from '@vitrine/contract/products';
import { digest, newSecret } from '../src/auth/secrets.ts';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { processImage } from '../src/images/pipeline.ts';
import { storeImageFiles } from '../src/images/image-store.ts';
import { pngImage } from '../src/images/test-images.ts';
import { catalogue, categoryRows, IMAGE_SEED, OPTION_SIZES } from './bench-scale-catalogue.ts';
import { freshStatistics } from './lib/bench-database.ts';

/**
 * The catalogue of `npm run bench:scale`, written with set-based SQL through the real schema
 * (after the migrations): one statement per table for each batch of shops (generate_series,
 * unnest), so the database's own triggers (search vector, content version) run as they do on
 * an import. Products get one image row each, pointing at a few real pictures stored once
 * through the app's storage; every tenth product has options. Each shop has an admin with a
 * live session (made as login makes it: the database keeps the HMAC), so owner writes go
 * through the admin API on any shop the traffic picks.
 */
export interface ScaleShop {
  subdomain: string;
  siteId: number;
  /** Products are numbered in the owner's order: product i has id firstProductId + i. */
  firstProductId: number;
  categoryIds: number[];
  /** `vitrine_session=…` of the shop's admin. */
  cookie: string;
}

export interface ScaleSeed {
  shops: ScaleShop[];
  /** Product i's `{slug}` (the same in every shop). */
  slugs: string[];
  names: string[];
  products: number;
}

const REAL_PICTURES = ['#e63946', '#2a9d8f', '#f4a261', '#457b9d'];

export async function seedScale(
  db: Db,
  options: {
    shops: number;
    productsPerShop: number;
    storage: Storage;
    sessionSecret: string;
    passwordHash: string;
    batch?: number;
    onProgress?: (done: number) => void;
  },
): Promise<ScaleSeed> {
  const { names, slugs } = catalogue(options.productsPerShop);
  const batch = options.batch ?? Math.max(1, Math.floor(50_000 / options.productsPerShop));
  const siteIds: number[] = (
    await db.raw(
      `insert into sites (subdomain, client_name, client_email, site_name, store_name, whatsapp, instagram, is_active, is_published)
       select 'escala-' || lpad(n::text, 5, '0'), 'Cliente ' || n, 'cliente' || n || '@example.com', 'Loja ' || n,
              'Pipas da Loja ' || n, '5511987654321', 'pipas' || n, true, true
       from generate_series(1, ?::int) n order by n returning id`,
      [options.shops],
    )
  ).rows.map((r: { id: number }) => r.id);

  const pictures = await storePictures(db, options.storage, siteIds[0]!);
  const categories = categoryRows();
  for (let at = 0; at < siteIds.length; at += batch) {
    const [from, to] = [siteIds[at]!, siteIds[Math.min(at + batch, siteIds.length) - 1]!];
    await db.transaction(async (trx) => {
      await trx.raw(
        `insert into categories (site_id, name, name_key, description, position)
         select s.id, c.name, c.key, c.name || ' da loja', c.ord from sites s
         cross join unnest(?::text[], ?::text[]) with ordinality c(name, key, ord)
         where s.id between ? and ?`,
        [categories.map((c) => c.name), categories.map((c) => c.key), from, to],
      );
      // old prices above every price the traffic writes (priceMaker: at most 9,000.99), so a price
      // edit or import never breaks the old-price rule (contract/price-rules.ts)
      await trx.raw(
        `insert into products (site_id, category_id, name, description, price, old_price, is_promotion, unit, position, created_at, updated_at)
         select s.id, c.id, n.name, n.name || ': feita à mão, ideal para o vento de agosto.',
                (500 + ((n.ord * 379 + s.id * 31) % 20000)) / 100.0,
                case when n.ord % 5 = 1 then 10000 + (1000 + ((n.ord * 379 + s.id * 31) % 20000)) / 100.0 end, n.ord % 5 = 1,
                (?::text[])[1 + (n.ord - 1) % ?], n.ord, now() - n.ord * interval '1 minute', now() - n.ord * interval '1 minute'
         from sites s cross join unnest(?::text[]) with ordinality n(name, ord)
         join categories c on c.site_id = s.id and c.position = 1 + (n.ord - 1) % ?
         where s.id between ? and ? order by s.id, n.ord`,
        [[...UNITS], UNITS.length, names, categories.length, from, to],
      );
      // the picture rows: a uuid made from the product id, pointing at one of the real pictures
      await trx.raw(
        `insert into images (id, site_id, storage_key, content_type, width, height, byte_size)
         select md5(? || p.id)::uuid, p.site_id, (?::text[])[1 + p.id % ?], ?, ?, ?, ?
         from products p where p.site_id between ? and ?`,
        [IMAGE_SEED, pictures.keys, pictures.keys.length, pictures.contentType, pictures.width, pictures.height, pictures.bytes, from, to],
      );
      await trx.raw(
        `insert into product_images (site_id, product_id, image_id, original_name, is_primary, position)
         select p.site_id, p.id, md5(? || p.id)::uuid, 'foto.jpg', true, 0 from products p where p.site_id between ? and ?`,
        [IMAGE_SEED, from, to],
      );
      await trx.raw(
        `insert into product_options (site_id, product_id, position, name, values)
         select p.site_id, p.id, 0, 'Tamanho', ?::jsonb from products p where p.site_id between ? and ? and p.position % 10 = 0`,
        [JSON.stringify(OPTION_SIZES), from, to],
      );
      await trx.raw(
        `insert into product_variants (site_id, product_id, position, options, price, availability)
         select p.site_id, p.id, v.ord - 1, jsonb_build_array(v.size), p.price + (v.ord - 1) * 2, 'disponivel'
         from products p cross join unnest(?::text[]) with ordinality v(size, ord)
         where p.site_id between ? and ? and p.position % 10 = 0`,
        [[...OPTION_SIZES], from, to],
      );
      await trx.raw(
        `insert into users (site_id, username, password_hash, full_name, email, user_type)
         select id, subdomain || '-admin', ?, 'Admin ' || subdomain, subdomain || '@example.com', 'store_admin' from sites where id between ? and ?`,
        [options.passwordHash, from, to],
      );
    });
    options.onProgress?.(Math.min(at + batch, siteIds.length));
  }
  const cookies = await openSessions(db, options.sessionSecret);
  await freshStatistics(db);
  return { shops: await shopIndex(db, options.productsPerShop, cookies), slugs, names, products: siteIds.length * options.productsPerShop };
}

/** A few real pictures, processed by the app's pipeline and stored where the app reads them. */
async function storePictures(db: Db, storage: Storage, siteId: number) {
  const rows = [];
  for (const colour of REAL_PICTURES) rows.push(await storeImageFiles(storage, siteId, await processImage(await pngImage(640, 480, colour))));
  await db('images').insert(rows);
  const [first] = rows;
  return { keys: rows.map((r) => r.storage_key), contentType: first!.content_type, width: first!.width, height: first!.height, bytes: first!.byte_size };
}

/** One live session per shop admin, as login makes it: the cookie's value here, its HMAC in the database. */
async function openSessions(db: Db, secret: string): Promise<Map<number, string>> {
  const users: { id: number; site_id: number }[] = await db('users').where('user_type', 'store_admin').select('id', 'site_id');
  const tokens = users.map(() => newSecret());
  const day = 24 * 3600 * 1000;
  await db.raw(
    `insert into sessions (id, user_id, expires_at, absolute_expires_at)
     select t.id, t.user_id, now() + ? * interval '1 millisecond', now() + ? * interval '1 millisecond'
     from unnest(?::text[], ?::int[]) t(id, user_id)`,
    [day, day, tokens.map((t) => digest(secret, t)), users.map((u) => u.id)],
  );
  return new Map(users.map((u, i) => [u.site_id, `${SESSION_COOKIE}=${tokens[i]}`]));
}

/** Every shop's ids, checked: products of a shop must be numbered without gaps in the owner's order. */
async function shopIndex(db: Db, productsPerShop: number, cookies: Map<number, string>): Promise<ScaleShop[]> {
  const { rows } = await db.raw(
    `select s.id, s.subdomain, p.first, p.last, p.count, (select array_agg(c.id order by c.position) from categories c where c.site_id = s.id) as categories
     from sites s join (select site_id, min(id) as first, max(id) as last, count(*) as count from products group by site_id) p on p.site_id = s.id
     order by s.id`,
  );
  return rows.map((r: { id: number; subdomain: string; first: number; last: number; count: number; categories: number[] }) => {
    if (r.count !== productsPerShop || r.last - r.first !== productsPerShop - 1) throw new Error(`produtos da loja ${r.subdomain} sem numeração contínua`);
    return { subdomain: r.subdomain, siteId: r.id, firstProductId: r.first, categoryIds: r.categories, cookie: cookies.get(r.id)! };
  });
}
