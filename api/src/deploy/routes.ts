import { z } from 'zod';
import { route } from '../http/route.ts';
import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { idParam } from '@vitrine/contract/common';
import { deployInput, deployResultBody, type DeployResult } from '@vitrine/contract/clients';
import { findSiteById, findSiteBySubdomain, isPublic, type SiteRow } from '../tenancy/site-model.ts';
import { recordAudit } from '../audit/record.ts';
import { deploySite } from './deploy-site.ts';

const idParams = z.object({ id: idParam });

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
      method: 'post',
      path: '/master/clients/:id/deploy',
      access: 'master',
      summary: 'Exporta o site da loja como arquivos estáticos e publica em DEPLOY_TARGET (pasta ou S3)',
      response: 'DeployResult: { success, output, error, target }; um deploy que falhou responde 200 com success false.',
      tag: 'master',
      params: idParams,
      responseBody: deployResultBody,
      // The export reads the catalogue through the shared pool: no request transaction.
      transaction: false,
    },
    async ({ ctx, params }) => deployAndRecord(ctx, await findSiteById(ctx.db, params.id)),
  ),
  route(
    {
      method: 'post',
      path: '/master/deploy',
      access: 'master',
      summary: 'Deploy de uma loja pelo subdomínio',
      tag: 'master',
      body: deployInput,
      responseBody: deployResultBody,
      transaction: false,
    },
    async ({ ctx, body }) => deployAndRecord(ctx, await findSiteBySubdomain(ctx.db, body.subdomain)),
  ),
];
