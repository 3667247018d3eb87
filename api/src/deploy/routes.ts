import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { DeployResult } from '@vitrine/contract/clients';
import { findSiteById, findSiteBySubdomain, isPublic, type SiteRow } from '../tenancy/site-model.ts';
import { recordAudit } from '../audit/record.ts';
import { deploySite } from './deploy-site.ts';

/**
 * Deploys a published shop and records it. A deploy that ran and failed answers 200 with
 * `success: false` (the log says why); only a request that cannot run is an HTTP error.
 */
async function deployAndRecord(ctx: UserContext, site: SiteRow | undefined): Promise<DeployResult> {
  if (!site) throw new AppError(404, messages.clients.notFound);
  if (!isPublic(site)) throw new AppError(409, messages.deploy.notPublic);
  const result = await deploySite(ctx.deps, site);
  await recordAudit(ctx.db, ctx, 'deploy', site, { success: result.success, target: result.target, error: result.error });
  return result;
}

export const deployRoutes = [
  route(
    {
      ...endpoints.deploy.one,
      // The export reads the catalogue through the shared pool: no request transaction.
      transaction: false,
    },
    async ({ ctx, params }) => deployAndRecord(ctx, await findSiteById(ctx.db, params.id)),
  ),
  route(
    {
      ...endpoints.deploy.all,
      transaction: false,
    },
    async ({ ctx, body }) => deployAndRecord(ctx, await findSiteBySubdomain(ctx.db, body.subdomain)),
  ),
];
