import { rateLimit } from 'express-rate-limit';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { route } from '../http/route.ts';
import type { RequestContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { DomainState } from '@vitrine/contract/domains';
import { findSiteBySubdomain, type SiteRow } from '../tenancy/site-model.ts';
import { domainOf, domainsWaitingOnDns, presentDomainState } from './domain-state.ts';
import { checkDomain } from './check-domain.ts';

async function siteOr404(ctx: RequestContext, subdomain: string): Promise<SiteRow> {
  const site = await findSiteBySubdomain(ctx.db, subdomain);
  if (!site) throw new AppError(404, messages.clients.notFound);
  return site;
}

/** The shop's domain as people see it: each step and what to do next. */
async function stateOf(ctx: RequestContext, site: SiteRow): Promise<DomainState> {
  return presentDomainState(ctx.deps.config, site, await domainOf(ctx.db, site));
}

/** Checks the shop's domain now (DNS, then HTTPS or its CloudFront tenant) and answers its new state. */
async function checkNow(ctx: RequestContext, site: SiteRow): Promise<DomainState> {
  const row = await domainOf(ctx.db, site);
  if (!row) throw new AppError(409, messages.domainLifecycle.noDomain);
  return presentDomainState(ctx.deps.config, site, await checkDomain(ctx.deps, site, row));
}

/**
 * A check asks DNS, the domain over HTTP and (on AWS) CloudFront: a shop's admin clicking
 * "Verificar agora" a few times is fine, a script looping on it is not. Per shop, in memory.
 */
const checkLimit = rateLimit({
  windowMs: 60_000,
  limit: 10,
  keyGenerator: (_req, res) => {
    const site = res.locals.ctx?.site;
    return site ? `${site.id}:${site.subdomain}` : '';
  },
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  handler: (_req, _res, next) => next(new AppError(429, messages.domainLifecycle.tooManyChecks)),
});

/** The custom domain's state (pendente → verificado → ativo) and its check on demand. */
export const domainStatusRoutes = [
  route(endpoints.domainStatus.waiting, async ({ ctx }) => ({ domains: await domainsWaitingOnDns(ctx.db, ctx.deps.config) })),
  route(endpoints.domainStatus.own, async ({ ctx }) => stateOf(ctx, ctx.site)),
  route(
    {
      ...endpoints.domainStatus.checkOwn,
      transaction: false,
      before: [checkLimit],
    },
    async ({ ctx }) => checkNow(ctx, ctx.site),
  ),
  route(endpoints.domainStatus.get, async ({ ctx, params }) => stateOf(ctx, await siteOr404(ctx, params.subdomain))),
  route(
    {
      ...endpoints.domainStatus.check,
      // DNS and HTTP over the network first, then one short write: no transaction held open.
      transaction: false,
    },
    async ({ ctx, params }) => checkNow(ctx, await siteOr404(ctx, params.subdomain)),
  ),
];
