import net from 'node:net';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { scoped } from '../db/scoped.ts';
import { siteUrl } from '../config/presenter.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { messages } from '../contract/messages.ts';
import type { DomainState, DomainStatus } from '../contract/domains.ts';
import { linksUseDomain, servesShop } from './lifecycle.ts';
import type { DnsExpectation } from './dns-check.ts';

/** A row of `custom_domains` (migrations 010 and 020). */
export interface DomainRow {
  id: number;
  site_id: number;
  domain: string;
  status: DomainStatus;
  checked_at: Date | null;
  verified_at: Date | null;
  activated_at: Date | null;
  last_error: string | null;
  created_at: Date;
}

type PlatformConfig = Pick<Config, 'platformDomain' | 'publicUrl' | 'dns'>;

export const platformHost = (config: Pick<Config, 'platformDomain'>, site: Pick<SiteRow, 'subdomain'>) => `${site.subdomain}.${config.platformDomain}`;

export async function domainOf(db: Db, site: SiteRow): Promise<DomainRow | undefined> {
  return scoped({ db, site }, 'custom_domains').orderBy('id').first();
}

/** What the DNS check accepts for this shop: a CNAME to its platform host (what setup advises) or the platform's target. */
export function expectationFor(config: PlatformConfig, site: Pick<SiteRow, 'subdomain'>): DnsExpectation {
  const target = config.dns.target ?? config.platformDomain;
  const names = [platformHost(config, site), config.platformDomain];
  if (!net.isIP(target)) names.push(target);
  return { names: [...new Set(names)], target };
}

/** The shop's address for links: its custom domain once `ativo`, else its platform host. */
export function canonicalUrl(config: PlatformConfig, site: Pick<SiteRow, 'subdomain'>, domain: Pick<DomainRow, 'domain' | 'status'> | undefined): string {
  if (!domain || !linksUseDomain(domain.status)) return siteUrl(site.subdomain, config.platformDomain, config.publicUrl);
  const u = new URL(config.publicUrl);
  return `${u.protocol}//${domain.domain}${u.port ? `:${u.port}` : ''}`;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function presentDomainState(config: PlatformConfig, site: SiteRow, row: DomainRow | undefined): DomainState {
  const m = messages.domainLifecycle;
  const host = platformHost(config, site);
  const base = { subdomain: site.subdomain, platform_host: host, canonical_url: canonicalUrl(config, site, row), expected_target: host };
  if (!row) {
    return { ...base, domain: null, status: null, status_label: null, checked_at: null, verified_at: null, activated_at: null, last_error: null, steps: [], next_step: m.nextNone };
  }
  const next = row.status === 'ativo' ? m.nextActive(row.domain) : row.status === 'verificado' ? m.nextVerified(row.domain) : m.nextPending(row.domain, host);
  return {
    ...base,
    domain: row.domain,
    status: row.status,
    status_label: m.statusLabel[row.status],
    checked_at: iso(row.checked_at),
    verified_at: iso(row.verified_at),
    activated_at: iso(row.activated_at),
    last_error: row.last_error,
    steps: [
      { key: 'dns', label: m.stepDns, done: servesShop(row.status) },
      { key: 'answers', label: m.stepAnswers, done: row.status === 'ativo' },
    ],
    next_step: next,
  };
}
