import type { Db } from '../db/connection.ts';
import { scoped } from '../db/scoped.ts';
import { messages } from '@vitrine/contract/messages';
import type { Readiness } from '@vitrine/contract/readiness';
import { isPublic, type SiteRow } from '../tenancy/site-model.ts';

export const hasContactChannel = (site: Pick<SiteRow, 'whatsapp' | 'instagram'>) => !!(site.whatsapp?.trim() || site.instagram?.trim());

/** The shop's checklist: published, a way to be contacted, at least one product with a photo. */
export async function shopReadiness(db: Db, site: SiteRow): Promise<Readiness> {
  const m = messages.readiness;
  const withPhoto = await scoped({ db, site }, 'product_images').first('id');
  const items: Readiness['items'] = [
    { key: 'published', ok: isPublic(site), message: isPublic(site) ? m.published : m.notPublished },
    { key: 'contact', ok: hasContactChannel(site), message: hasContactChannel(site) ? m.contact : m.noContact },
    { key: 'photo', ok: !!withPhoto, message: withPhoto ? m.photo : m.noPhoto },
  ];
  return { ready: items.every((i) => i.ok), items };
}
