import { lockShop } from '../db/shop-lock.ts';
import type { Db } from '../db/connection.ts';
import { scoped, type TenantScope } from '../db/scoped.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { QuotaUsage } from '@vitrine/contract/quotas';
import { formatBytes } from '@vitrine/contract/bytes';
import * as counters from '../auth/rate-limit.ts';
import type { Config } from '../config.ts';

/**
 * Per-shop limits on shared resources (docs/operations.md "Limites"). Each check is a plain
 * function over a shop scope and the configured quotas, so any path that adds products or
 * images (the admin, an import, a script) calls the same one. Checks that guard a write run
 * on the write's transaction and lock what they count, so two requests at once cannot both
 * take the last place.
 */
export type Quotas = Config['quotas'];

const count = async (q: ReturnType<typeof scoped>) => Number(((await q.count({ n: '*' }).first()) as { n: number | string }).n);

/** The shop's products, those in the trash included (they can come back: docs/api.md "Lixeira"). */
export async function productsHeld(scope: TenantScope): Promise<number> {
  return (await count(scoped(scope, 'products'))) + (await count(scoped(scope, 'trash').where('kind', 'product')));
}

/** Why a spreadsheet's `adding` new products do not fit in a shop holding `used` (pt-BR, with what fits), or null when they do. */
export function sheetProductRoomRefusal(quotas: Quotas, used: number, adding: number): string | null {
  if (used + adding <= quotas.productsPerShop) return null;
  const n = (value: number) => value.toLocaleString('pt-BR');
  return messages.security.quotaProductsSheet(n(adding), n(Math.max(0, quotas.productsPerShop - used)), n(quotas.productsPerShop));
}

/** 409 when the shop cannot take `adding` more products. Locks the shop row: call inside the write's transaction. */
export async function assertProductRoom(scope: TenantScope, quotas: Quotas, adding = 1) {
  await lockShop(scope.db, scope.site.id);
  if ((await productsHeld(scope)) + adding > quotas.productsPerShop) {
    throw new AppError(409, messages.security.quotaProducts(quotas.productsPerShop.toLocaleString('pt-BR')));
  }
}

/** 409 when the product's gallery is full. Lock the product first (lockProduct) when about to write. */
export async function assertImageRoom(scope: TenantScope, quotas: Quotas, productId: number) {
  const used = await count(scoped(scope, 'product_images').where('product_id', productId));
  if (used >= quotas.imagesPerProduct) throw new AppError(409, messages.security.quotaImages(quotas.imagesPerProduct));
}

/** Bytes the shop's stored images take (every width and format of each). */
async function storedBytes(scope: TenantScope): Promise<number> {
  const row = (await scoped(scope, 'images').sum({ n: 'byte_size' }).first()) as { n: number | string | null };
  return Number(row.n ?? 0);
}

/** 413 when `adding` bytes would not fit in the shop's storage. */
export async function assertStorageRoom(scope: TenantScope, quotas: Quotas, adding: number) {
  if ((await storedBytes(scope)) + adding > quotas.storageBytesPerShop) {
    throw new AppError(413, messages.security.quotaStorage(formatBytes(quotas.storageBytesPerShop)));
  }
}

/**
 * Counts one upload of this admin in a one-minute window (in the database, so it holds across
 * processes); 429 past the limit. A caller already over it is answered from a read, writing nothing.
 */
export async function countUpload(db: Db, quotas: Quotas, userId: number) {
  const key = `upload:${userId}`;
  const refuse = (resetAt: Date) =>
    new AppError(429, messages.security.quotaUploadRate(quotas.uploadsPerMinute), undefined, {
      'Retry-After': String(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000))),
    });
  const seen = await counters.peek(db, key);
  if (seen && seen.count >= quotas.uploadsPerMinute) throw refuse(seen.resetAt);
  const { count: n, resetAt } = await counters.hit(db, key, 60_000);
  if (n > quotas.uploadsPerMinute) throw refuse(resetAt);
}

export async function quotaUsage(scope: TenantScope, quotas: Quotas): Promise<QuotaUsage> {
  return {
    products: { used: await productsHeld(scope), limit: quotas.productsPerShop },
    storage: { used_bytes: await storedBytes(scope), limit_bytes: quotas.storageBytesPerShop },
    images_per_product: quotas.imagesPerProduct,
    uploads_per_minute: quotas.uploadsPerMinute,
  };
}
