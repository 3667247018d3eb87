import crypto from 'node:crypto';
import type { Db } from '../db/connection.ts';
import type { Storage } from '../storage/storage.ts';
import { contentTypeOf, extensionOf, type ProcessedImage } from './pipeline.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';

export interface ImageRow {
  id: string;
  site_id: number;
  storage_key: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  created_at: Date;
  /** Its product is in the trash: it answers nobody until restored (migration 078). */
  in_trash?: boolean;
}

/** The folder of one image: every width and format of it lives under this key prefix. */
export const imagePrefix = (siteId: number, imageId: string) => `sites/${siteId}/images/${imageId}`;
export const variantKey = (prefix: string, width: number, format: Parameters<typeof extensionOf>[0]) => `${prefix}/w${width}.${extensionOf(format)}`;

export type NewImageRow = Omit<ImageRow, 'created_at'>;

/**
 * Writes every variant of a processed image to storage under a fresh server-made id and
 * answers the row to insert. Uploads call this before opening their transaction, so slow
 * storage never holds the database; if the row is not written after all, the caller
 * removes the files with deleteImageFiles.
 */
export async function storeImageFiles(storage: Storage, siteId: number, image: ProcessedImage): Promise<NewImageRow> {
  const id = crypto.randomUUID();
  const prefix = imagePrefix(siteId, id);
  try {
    await Promise.all(image.variants.map((v) => storage.put(variantKey(prefix, v.width, v.format), v.body, contentTypeOf(v.format))));
  } catch (err) {
    // some variants may have landed: leave no half image behind
    await storage.deletePrefix(prefix).catch(() => {});
    throw err;
  }
  const widths = [...new Set(image.variants.map((v) => v.width))].sort((a, b) => a - b);
  return {
    id,
    site_id: siteId,
    // the prefix plus the widths it holds: "sites/1/images/<id>|160,480,960"
    storage_key: `${prefix}|${widths.join(',')}`,
    content_type: contentTypeOf(image.fallback),
    width: image.width,
    height: image.height,
    byte_size: image.variants.reduce((n, v) => n + v.body.length, 0),
  };
}

export async function insertImageRow(db: Db, row: NewImageRow): Promise<ImageRow> {
  const [inserted] = await db<ImageRow>('images').insert(row).returning('*');
  return inserted!;
}

/**
 * Writes the files first, then the row (on the caller's transaction). If the row fails,
 * the caller removes the files with deleteImageFiles, so a failed upload leaves nothing.
 */
export async function saveProcessedImage(db: Db, storage: Storage, siteId: number, image: ProcessedImage): Promise<ImageRow> {
  return insertImageRow(db, await storeImageFiles(storage, siteId, image));
}

export async function deleteImageFiles(storage: Storage, siteId: number, imageId: string) {
  await storage.deletePrefix(imagePrefix(siteId, imageId));
}

export function parseStorageKey(storageKey: string): { prefix: string; widths: number[] } {
  const [prefix, widths] = storageKey.split('|');
  return { prefix: prefix!, widths: (widths ?? '').split(',').map(Number).filter(Boolean) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The image an address names, for the public image routes; an id that is not even a uuid is 404 like any unknown one. */
export async function publicImage(db: Db, id: string): Promise<ImageRow> {
  // a trashed product's pictures are gone for shoppers as it is (docs/api.md "Lixeira")
  const row = UUID.test(id) ? await db<ImageRow>('images').where({ id, in_trash: false }).first() : undefined;
  if (!row) throw new AppError(404, messages.products.imageNotFound);
  return row;
}
