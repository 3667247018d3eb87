import type { Db } from '../db/connection.ts';
import type { TrashItem, TrashKind } from '@vitrine/contract/trash';
import type { TrashFeatures } from './features.ts';
import { purgeAt, type TrashRow } from './trash-rows.ts';

const contentsOf = (features: Pick<TrashFeatures, 'productContents'>): Record<TrashKind, (row: TrashRow) => string> => ({
  product: features.productContents,
  category: () => 'categoria vazia',
  shop: () => 'produtos, categorias, fotos, domínio e acessos do lojista',
});

/** The trash of one shop (products, categories) or the master's (shops), newest first. */
export async function listTrash(db: Db, filter: { siteId: number } | { kind: 'shop' }, features: Pick<TrashFeatures, 'productContents'>): Promise<TrashItem[]> {
  const contents = contentsOf(features);
  const q = db('trash as t').leftJoin('sites as s', 's.id', 't.site_id').select('t.*', 's.subdomain').orderBy('t.deleted_at', 'desc').orderBy('t.id', 'desc');
  if ('siteId' in filter) q.where('t.site_id', filter.siteId).whereIn('t.kind', ['product', 'category']);
  else q.where('t.kind', 'shop');
  const rows: (TrashRow & { subdomain: string })[] = await q;
  return rows.map((row) => ({
    kind: row.kind,
    id: row.item_id,
    name: row.name,
    contents: contents[row.kind](row),
    deleted_at: new Date(row.deleted_at).toISOString(),
    deleted_by: row.deleted_by,
    purge_at: purgeAt(row.deleted_at).toISOString(),
    ...(row.kind === 'shop' ? { subdomain: row.subdomain } : {}),
  }));
}
