import type { Route53Client } from '@aws-sdk/client-route-53';
import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { DnsRecord, DomainSetupInput, DomainSetupResult } from '@vitrine/contract/clients';
import { findSiteBySubdomain, type SiteRow } from '../tenancy/site-model.ts';
import { recordAudit } from '../audit/record.ts';
import { translatingConflicts } from '../http/conflicts.ts';
import { isPlatformHost, ownerRecords, platformRecord } from './dns-records.ts';
import { defaultRoute53Client, upsertRecords } from './route53.ts';
import { queueTenantRemovals, removeQueuedTenants } from './cloudfront-tenants.ts';
import { cloudFrontOf } from './check-domain.ts';

export interface DomainOptions {
  /** The Route 53 client (tests pass one whose requests they can see). */
  route53?: () => Route53Client;
}

/**
 * Makes a shop reachable by its platform address and, when given, its own domain:
 * 1. checks the shop and the domain (not a platform host, not another shop's);
 * 2. with DNS_PROVIDER=route53, UPSERTs the platform record in ROUTE53_ZONE_ID;
 * 3. stores the custom-domain mapping (tenancy by host reads it) and the audit entry.
 * The DNS call comes before the write, outside any transaction: if it fails nothing changes.
 * `custom_domain` absent keeps the current one; null or "" removes it.
 */
export async function setupDomains(ctx: UserContext, input: DomainSetupInput, options: DomainOptions = {}): Promise<DomainSetupResult> {
  const { config } = ctx.deps;
  const site = await findSiteBySubdomain(ctx.db, input.subdomain);
  if (!site) throw new AppError(404, messages.clients.notFound);
  if (input.custom_domain && isPlatformHost(config, input.custom_domain)) {
    throw new AppError(400, messages.domains.platformDomain, { custom_domain: messages.domains.platformDomain });
  }
  if (input.custom_domain) await refuseOtherShopsDomain(ctx, site, input.custom_domain);

  const domain = input.custom_domain === undefined ? await currentDomain(ctx, site) : input.custom_domain;
  // the platform's record only when Route 53 applies it: without a provider the platform's
  // wildcard covers the shop, and the owner has only their own records to create
  const platform: DnsRecord[] = config.dns.provider === 'route53' ? [platformRecord(config, site.subdomain)] : [];

  let changeId: string | undefined;
  if (platform.length) {
    try {
      changeId = await upsertRecords((options.route53 ?? defaultRoute53Client)(), config.dns.zoneId!, platform, `vitrine: ${site.subdomain}`);
    } catch (err) {
      ctx.log.error({ err, subdomain: site.subdomain }, 'route53 change failed');
      throw new AppError(502, `${messages.clients.domainsFailed}: ${err instanceof Error ? err.message : String(err)}`);
    }
    for (const r of platform) {
      r.status = 'applied';
      delete r.note;
    }
  }

  let queued = 0;
  let token: string | undefined;
  await translatingConflicts(() =>
    ctx.db.transaction(async (trx) => {
      // A new domain starts pendente; the same domain again keeps its state and checks.
      if (input.custom_domain !== undefined) {
        const leaving = trx('custom_domains')
          .where({ site_id: site.id })
          .whereNot({ domain: domain ?? '' });
        // a removed domain's CloudFront tenant is removed too (after the commit, see below)
        queued = await queueTenantRemovals(trx, await leaving.clone().select('domain', 'cdn_tenant_id'));
        await leaving.delete();
        if (domain) await trx('custom_domains').insert({ site_id: site.id, domain }).onConflict('domain').ignore();
      }
      if (domain) token = (await trx('custom_domains').where({ site_id: site.id, domain }).first('verify_token'))?.verify_token;
      await recordAudit(trx, ctx, 'domains.setup', site, {
        provider: config.dns.provider,
        custom_domain: domain ?? null,
        ...(changeId ? { route53_change: changeId } : {}),
      });
    }),
  );
  if (queued) await removeTenantsNow(ctx);
  const owners = domain && token ? ownerRecords(config, site.subdomain, domain, token) : [];
  return { ok: true, provider: config.dns.provider, records: [...platform, ...owners] };
}

/** Starts removing queued tenants now; what CloudFront does not allow yet, the periodic round finishes. */
export async function removeTenantsNow(ctx: Pick<UserContext, 'deps' | 'log'>) {
  if (!ctx.deps.config.customDomainCdn) return;
  await removeQueuedTenants(ctx.deps.db, cloudFrontOf(ctx.deps), ctx.log).catch((err: unknown) => ctx.log.error({ err }, 'cloudfront tenant removal failed'));
}

async function currentDomain(ctx: UserContext, site: SiteRow): Promise<string | null> {
  const row = await ctx.db('custom_domains').where({ site_id: site.id }).orderBy('id').first('domain');
  return row?.domain ?? null;
}

async function refuseOtherShopsDomain(ctx: UserContext, site: SiteRow, domain: string) {
  const taken = await ctx.db('custom_domains').where({ domain }).whereNot({ site_id: site.id }).first('id');
  if (taken) throw new AppError(409, messages.clients.domainTaken, { custom_domain: messages.clients.domainTaken });
}
