import type { Db } from '../db/connection.ts';
import type { ConfigUpdateInput, LogoUploadResult, StoreConfig } from '@vitrine/contract/config';
import type { SiteContext } from '../http/context.ts';
import type { ImageRow } from '../images/image-store.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { imageUrl, presentConfig } from './presenter.ts';
import { areDefaultValueBlocks, type ValueBlock } from '@vitrine/contract/shop-words-defaults';

/**
 * The settings screen writes into the shop's own `sites` row. The row is always the
 * request's shop (ctx.site), never one named in the body.
 */
export async function updateConfig(ctx: SiteContext, input: ConfigUpdateInput): Promise<StoreConfig> {
  const changes: Partial<SiteRow> = { store_name: input.store_name };
  if (input.whatsapp !== undefined) changes.whatsapp = input.whatsapp;
  if (input.instagram !== undefined) changes.instagram = input.instagram;
  if (input.address !== undefined) changes.address = input.address;
  // the settings screen says google_maps_link; the client record (and the column) google_maps_url
  if (input.google_maps_link !== undefined) changes.google_maps_url = input.google_maps_link;
  if (input.store_description !== undefined) changes.store_description = input.store_description;
  if (input.primary_color !== undefined) changes.primary_color = input.primary_color;
  if (input.secondary_color !== undefined) changes.secondary_color = input.secondary_color;
  if (input.accent_color !== undefined) changes.accent_color = input.accent_color;
  if (input.hero_tagline !== undefined) changes.hero_tagline = input.hero_tagline;
  // jsonb: knex would send a JS array as a PostgreSQL array, so both go as JSON text
  if (input.value_blocks !== undefined) changes.value_blocks = jsonb(ownWords(input.value_blocks, ctx.site, changes));
  if (input.opening_hours !== undefined) changes.opening_hours = jsonb(input.opening_hours);
  if (input.payment_text !== undefined) changes.payment_text = input.payment_text;
  if (input.delivery_text !== undefined) changes.delivery_text = input.delivery_text;
  if (input.search_synonyms !== undefined) changes.search_synonyms = jsonb(input.search_synonyms?.length ? input.search_synonyms : null);
  const [row] = await ctx
    .db('sites')
    .where('id', ctx.site.id)
    .update({ ...changes, updated_at: ctx.db.fn.now() })
    .returning('*');
  return presentConfig(row as SiteRow);
}

/**
 * The value blocks to store: the screen sends them back with every save, so blocks that are the
 * defaults the owner was shown (for the shop's channels before this save, or after it) stay
 * null, the defaults, and go on naming the shop's channel when it changes. The owner's own
 * words are kept as written.
 */
function ownWords(blocks: ValueBlock[] | null, before: SiteRow, changes: Partial<SiteRow>): ValueBlock[] | null {
  if (!blocks) return null;
  const after = {
    whatsapp: changes.whatsapp !== undefined ? changes.whatsapp : before.whatsapp,
    instagram: changes.instagram !== undefined ? changes.instagram : before.instagram,
  };
  return areDefaultValueBlocks(blocks, before) || areDefaultValueBlocks(blocks, after) ? null : blocks;
}

const jsonb = <T>(value: T | null): T | null => (value === null ? null : (JSON.stringify(value) as unknown as T));

/**
 * Makes a freshly stored image the shop's logo, inside the upload's transaction, and
 * deletes the previous logo's row. Answers the previous image id, whose files the caller
 * removes once the transaction has committed.
 */
export async function replaceLogo(trx: Db, siteId: number, image: ImageRow): Promise<{ result: LogoUploadResult; previous: string | null }> {
  // lock the row: two logo uploads at once each remove the logo they replaced, none is lost
  const current: Pick<SiteRow, 'store_logo'> = await trx('sites').where('id', siteId).forUpdate().first('store_logo');
  await trx('sites').where('id', siteId).update({ store_logo: image.id, updated_at: trx.fn.now() });
  const previous = current.store_logo;
  if (previous) await trx('images').where({ site_id: siteId, id: previous }).delete();
  return { result: { logo_url: imageUrl(image.id), store_logo: image.id }, previous };
}

/** Takes the logo off the shop; answers the removed image id, whose files the caller removes after commit. */
export async function removeLogo(trx: Db, siteId: number): Promise<string | null> {
  const current: Pick<SiteRow, 'store_logo'> = await trx('sites').where('id', siteId).forUpdate().first('store_logo');
  if (!current.store_logo) return null;
  await trx('sites').where('id', siteId).update({ store_logo: null, updated_at: trx.fn.now() });
  await trx('images').where({ site_id: siteId, id: current.store_logo }).delete();
  return current.store_logo;
}
