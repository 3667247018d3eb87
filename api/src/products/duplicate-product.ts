import crypto from 'node:crypto';
import { ownRow, scoped } from '../db/scoped.ts';
import type { SiteContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Product } from '@vitrine/contract/products';
import { imagePrefix, parseStorageKey, variantKey, type ImageRow } from '../images/image-store.ts';
import type { Variant } from '../images/pipeline.ts';
import type { Storage } from '../storage/storage.ts';
import { removeImageFiles } from '../images/save-upload.ts';
import { firstPosition } from './catalogue-order.ts';
import { assertProductRoom, assertStorageRoom } from '../quotas/checks.ts';
import { getProduct } from './queries.ts';
import type { ProductRow } from './presenter.ts';

const NAME_MAX = 120;

interface SourceImage extends ImageRow {
  original_name: string;
  is_primary: boolean;
  image_position: number;
}

/**
 * A copy of a product, with its options and its own copies of the pictures, for the
 * admin to edit. The copy starts hidden (oculto), so a half-edited twin never shows on the
 * shop, and first in the owner's order.
 *
 * Files are copied first (no database held), then every row is written in one transaction;
 * if that fails, the copied files are removed again. Each picture gets files of its own, so
 * deleting either product never removes the other's pictures.
 */
export async function duplicateProduct(ctx: SiteContext, id: number): Promise<Product> {
  const source: ProductRow | undefined = await scoped(ctx, 'products').where('id', id).first();
  if (!source) throw new AppError(404, messages.products.notFound);
  const images: SourceImage[] = await scoped(ctx, 'product_images')
    .join('images', function () {
      this.on('images.id', 'product_images.image_id').andOn('images.site_id', 'product_images.site_id');
    })
    .where('product_images.product_id', id)
    .select('images.*', 'product_images.original_name', 'product_images.is_primary', 'product_images.position as image_position')
    .orderBy('product_images.position');

  // the shop's limits hold for a copy as for a new product and its uploads
  const quotas = ctx.deps.config.quotas;
  await assertProductRoom(ctx, quotas);
  await assertStorageRoom(
    ctx,
    quotas,
    images.reduce((n, i) => n + i.byte_size, 0),
  );

  const copies: Array<{ from: SourceImage; row: ImageRow }> = [];
  try {
    for (const image of images) copies.push({ from: image, row: await copyImageFiles(ctx.deps.storage, image) });
    const copyId = await ctx.db.transaction(async (trx) => {
      const scope = { ...ctx, db: trx };
      await assertProductRoom(scope, quotas); // again under the shop's lock: two copies at once
      const [row] = await trx('products')
        .insert(
          ownRow(ctx, {
            category_id: source.category_id,
            name: copyName(source.name),
            description: source.description,
            short_description: source.short_description,
            price: source.price,
            old_price: source.old_price,
            is_promotion: source.is_promotion,
            unit: source.unit,
            availability: 'oculto',
            is_featured: false,
            position: await firstPosition(scope),
          }),
        )
        .returning('id');
      // its options and combinations (catalogue-page's product_options / product_variants), as they are
      for (const [table, columns] of [
        ['product_options', 'position, name, values'],
        ['product_variants', 'position, options, price, old_price, availability'],
      ] as const) {
        await trx.raw(`insert into ?? (site_id, product_id, ${columns}) select site_id, ?, ${columns} from ?? where site_id = ? and product_id = ?`, [
          table,
          row.id,
          table,
          ctx.site.id,
          id,
        ]);
      }
      for (const { from, row: image } of copies) {
        await trx('images').insert(image);
        await trx('product_images').insert(
          ownRow(ctx, {
            product_id: row.id,
            image_id: image.id,
            original_name: from.original_name,
            is_primary: from.is_primary,
            position: from.image_position,
          }),
        );
      }
      return row.id as number;
    });
    return await getProduct(ctx, copyId, { includeHidden: true });
  } catch (err) {
    await removeImageFiles(
      ctx,
      copies.map((c) => c.row.id),
    );
    throw err;
  }
}

/** "Pipa Raia" → "Pipa Raia (cópia)", cut so the name stays within the form's limit. */
const copyName = (name: string) => name.slice(0, NAME_MAX - messages.catalogue.copySuffix.length) + messages.catalogue.copySuffix;

/** Every stored variant of an image (each width, WebP and the fallback format) under a new id. */
async function copyImageFiles(storage: Storage, image: ImageRow): Promise<ImageRow> {
  const id = crypto.randomUUID();
  const { prefix, widths } = parseStorageKey(image.storage_key);
  const target = imagePrefix(image.site_id, id);
  const fallback = image.content_type.replace('image/', '') as Variant['format'];
  const formats = [...new Set<Variant['format']>(['webp', fallback])];
  try {
    for (const width of widths) {
      for (const format of formats) {
        const body = await storage.get(variantKey(prefix, width, format));
        if (body) await storage.put(variantKey(target, width, format), body, `image/${format}`);
      }
    }
  } catch (err) {
    await storage.deletePrefix(target).catch(() => {});
    throw err;
  }
  return {
    id,
    site_id: image.site_id,
    storage_key: `${target}|${widths.join(',')}`,
    content_type: image.content_type,
    width: image.width,
    height: image.height,
    byte_size: image.byte_size,
    created_at: new Date(),
  };
}
