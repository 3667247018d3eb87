import { rateLimit } from 'express-rate-limit';
import { route } from '../http/route.ts';
import type { RequestContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { domainRefParams, domainStateSchema, waitingDomainsSchema, type DomainState } from '@vitrine/contract/domains';
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
  route(
    {
      method: 'get',
      path: '/master/domains',
      access: 'master',
      summary: 'Domínios próprios que aguardam o DNS: loja, domínio, desde quando e o que falta',
      tag: 'master',
      responseBody: waitingDomainsSchema,
    },
    async ({ ctx }) => ({ domains: await domainsWaitingOnDns(ctx.db, ctx.deps.config) }),
  ),
  route(
    {
      method: 'get',
      path: '/domain',
      access: 'store_admin',
      summary: 'Situação do domínio próprio da própria loja: DNS, certificado (HTTPS) e ativo, com o que fazer a seguir',
      tag: 'config',
      responseBody: domainStateSchema,
    },
    async ({ ctx }) => stateOf(ctx, ctx.site),
  ),
  route(
    {
      method: 'post',
      path: '/domain/check',
      access: 'store_admin',
      summary: 'Verifica agora o domínio próprio da própria loja (DNS, certificado) e atualiza a situação',
      tag: 'config',
      responseBody: domainStateSchema,
      transaction: false,
      before: [checkLimit],
    },
    async ({ ctx }) => checkNow(ctx, ctx.site),
  ),
  route(
    {
      method: 'get',
      path: '/master/domains/:subdomain',
      access: 'master',
      summary: 'Situação do domínio próprio da loja: pendente, verificado ou ativo, e o que fazer a seguir',
      tag: 'master',
      params: domainRefParams,
      responseBody: domainStateSchema,
    },
    async ({ ctx, params }) => stateOf(ctx, await siteOr404(ctx, params.subdomain)),
  ),
  route(
    {
      method: 'post',
      path: '/master/domains/:subdomain/check',
      access: 'master',
      summary: 'Verifica agora o DNS do domínio próprio (e se a plataforma responde nele) e atualiza a situação',
      tag: 'master',
      params: domainRefParams,
      responseBody: domainStateSchema,
      // DNS and HTTP over the network first, then one short write: no transaction held open.
      transaction: false,
    },
    async ({ ctx, params }) => checkNow(ctx, await siteOr404(ctx, params.subdomain)),
  ),
];
