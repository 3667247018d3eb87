import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '../contract/messages.ts';
import { recordAudit } from '../audit/record.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { removeDeployment } from '../deploy/deploy-site.ts';
import { queueTenantRemovals } from '../domains/cloudfront-tenants.ts';
import { removeTenantsNow } from '../domains/setup-domains.ts';

/**
 * Removes a shop and everything it owns: rows in one transaction (children first, then the
 * site, whose delete cascades to its users, their sessions and tokens), then after the commit
 * its stored files and its deployed copy. Nothing of any other shop is touched: every delete
 * names this shop's id.
 */
export async function deleteClient(ctx: UserContext, id: number): Promise<void> {
  const site = await ctx.db.transaction(async (trx) => {
    const site = await trx<SiteRow>('sites').where({ id }).forUpdate().first();
    if (!site) throw new AppError(404, messages.clients.notFound);
    // Products point at categories with ON DELETE RESTRICT: remove them before the cascade.
    // its custom domain's CloudFront tenant goes too (queued with the delete, removed after it)
    await queueTenantRemovals(trx, await trx('custom_domains').where({ site_id: id }).select('domain', 'cdn_tenant_id'));
    for (const table of ['product_images', 'products', 'categories', 'custom_domains'] as const) {
      await trx(table).where({ site_id: id }).delete();
    }
    await trx('images').where({ site_id: id }).delete();
    const users = await trx('users').where({ site_id: id }).pluck('username');
    await trx('sites').where({ id }).delete();
    await recordAudit(trx, ctx, 'client.delete', site, { client_name: site.client_name, store_name: site.store_name, users });
    return site;
  });
  await ctx.deps.storage.deletePrefix(`sites/${site.id}`).catch((err: unknown) => {
    // The rows are gone; leftover bytes are unreachable and only cost disk space.
    ctx.log.error({ err, site_id: site.id }, 'could not remove the stored files of a deleted shop');
  });
  await removeDeployment(ctx.deps, site.subdomain);
  await removeTenantsNow(ctx);
}
