import type { Resolver } from 'node:dns/promises';
import type { AppDeps } from '../http/context.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { findSiteById } from '../tenancy/site-model.ts';
import { checkDns, domainResolver } from './dns-check.ts';
import { platformAnswersOn } from './reach-check.ts';
import { nextStatus, stamps } from './lifecycle.ts';
import { expectationFor, type DomainRow } from './domain-state.ts';
import type { ReachVerdict } from './lifecycle.ts';
import { defaultCloudFrontClient, followTenant, queueTenantRemovals, removeQueuedTenants, type TenantFields } from './cloudfront-tenants.ts';

export const cloudFrontOf = (deps: Pick<AppDeps, 'cloudfront'>) => (deps.cloudfront ?? defaultCloudFrontClient)();

/**
 * Checks one custom domain now: its DNS, then (if it points at us) whether the platform
 * answers on it; stores the state lifecycle.ts gives. Network first, then one short write,
 * outside any request transaction. A domain replaced or removed meanwhile is left alone.
 */
export async function checkDomain(deps: AppDeps, site: SiteRow, row: DomainRow, resolver: Resolver = domainResolver(deps.config)): Promise<DomainRow> {
  const dns = await checkDns(resolver, row.domain, expectationFor(deps.config, site, row));
  let reach: ReachVerdict | undefined;
  let tenant: TenantFields | undefined;
  const cdn = deps.config.customDomainCdn;
  if (dns.kind === 'points' && cdn) {
    // AWS: "answers over HTTPS" is the domain's CloudFront tenant deployed with its certificate
    ({ reach, fields: tenant } = await followTenant(cloudFrontOf(deps), cdn, row, site.subdomain));
  } else if (dns.kind === 'points') {
    reach = await platformAnswersOn(deps.config, dns.addresses, row.domain, deps.logger);
  }
  const next = nextStatus(row.status, dns, reach);
  const now = new Date();
  const change = { status: next.status, last_error: next.error, checked_at: now, ...stamps(row, next.status, now), ...tenant };
  const [updated] = await deps.db('custom_domains').where({ id: row.id, site_id: site.id, domain: row.domain }).update(change).returning('*');
  if (!updated && tenant?.cdn_tenant_id && !row.cdn_tenant_id) {
    // the domain was removed while its tenant was being made: remove the tenant too
    await queueTenantRemovals(deps.db, [{ domain: row.domain, cdn_tenant_id: tenant.cdn_tenant_id }]);
  }
  if (updated && updated.status !== row.status) {
    deps.logger.info({ subdomain: site.subdomain, domain: row.domain, from: row.status, to: updated.status }, 'custom domain state changed');
  }
  return (updated as DomainRow | undefined) ?? { ...row, ...change };
}

/** Domains checked longest ago first; a round checks at most this many. */
const ROUND_SIZE = 200;

/** One periodic round: every custom domain, oldest check first. Answers how many were checked. */
export async function checkDueDomains(deps: AppDeps): Promise<number> {
  // tenants of removed domains first: their names may be the ones about to be verified again
  if (deps.config.customDomainCdn) await removeQueuedTenants(deps.db, cloudFrontOf(deps), deps.logger);
  const rows: DomainRow[] = await deps.db('custom_domains').orderByRaw('checked_at asc nulls first, id asc').limit(ROUND_SIZE);
  const resolver = domainResolver(deps.config);
  for (const row of rows) {
    const site = await findSiteById(deps.db, row.site_id);
    if (site) await checkDomain(deps, site, row, resolver);
  }
  return rows.length;
}

/**
 * Checks custom domains every DOMAIN_CHECK_INTERVAL seconds (0: never). The timer does not
 * keep the process alive, a round never overlaps the previous one, and stop() waits for the
 * round in flight so shutdown can close the database after it.
 */
export function startDomainChecks(deps: AppDeps): { stop: () => Promise<void> } {
  const seconds = deps.config.domainCheck.intervalSeconds;
  if (!seconds) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = checkDueDomains(deps)
      .catch((err: unknown) => deps.logger.error({ err }, 'custom domain check round failed'))
      .finally(() => {
        running = null;
      });
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
