import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Client } from '@vitrine/contract/clients';
import { recordAudit } from '../audit/record.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { removeDeployment } from '../deploy/deploy-site.ts';
import { getClient } from './queries.ts';
import { shopInTrash } from './trashed-shops.ts';
import { hasContactChannel } from '../readiness/readiness.ts';

/**
 * Publishes or unpublishes a shop. Public calls read the row on every request, so the change
 * shows at once; an unpublished shop's deployed static copy is taken down too.
 */
export async function setPublished(ctx: UserContext, id: number, published: boolean, options: { force?: boolean } = {}): Promise<Client> {
  const site = await ctx.db.transaction(async (trx) => {
    if (await shopInTrash(trx, id)) throw new AppError(404, messages.clients.notFound);
    if (published && !options.force) await refuseWithoutContact(trx, id);
    const [site] = await trx<SiteRow>('sites').where({ id }).update({ is_published: published, updated_at: trx.fn.now() }).returning('*');
    if (!site) throw new AppError(404, messages.clients.notFound);
    await recordAudit(trx, ctx, published ? 'client.publish' : 'client.unpublish', site);
    return site;
  });
  if (!published) await removeDeployment(ctx.deps, site.subdomain);
  return getClient(ctx, site.id);
}

/** A shop nobody can contact is published only once someone confirmed it. */
async function refuseWithoutContact(db: UserContext['db'], id: number) {
  const site = await db<SiteRow>('sites').where({ id }).first('whatsapp', 'instagram');
  if (site && !hasContactChannel(site)) throw new AppError(409, messages.readiness.publishNoContact);
}
