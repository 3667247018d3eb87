import net from 'node:net';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { scoped } from '../db/scoped.ts';
import { siteUrl } from '../config/presenter.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { messages } from '@vitrine/contract/messages';
import type { DomainState, DomainStatus, DomainStep, DomainStepState, WaitingDomain } from '@vitrine/contract/domains';
import type { DnsRecord } from '@vitrine/contract/clients';
import { isRootDomain, ownerRecords, registeredDomain } from './dns-records.ts';
import { linksUseDomain, servesShop } from './lifecycle.ts';
import type { DnsExpectation } from './dns-check.ts';
import { verifyName } from './ownership.ts';

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
  /** AWS only (cloudfront-tenants.ts): the domain's distribution tenant and what CloudFront last said. */
  cdn_tenant_id: string | null;
  cdn_status: string | null;
  cert_status: string | null;
  /** The token `_vitrine-verify.{domain}` must hold (migration 060, ownership.ts). */
  verify_token: string;
}

type PlatformConfig = Pick<Config, 'platformDomain' | 'publicUrl' | 'dns' | 'customDomainCdn'>;

const platformHost = (config: Pick<Config, 'platformDomain'>, site: Pick<SiteRow, 'subdomain'>) => `${site.subdomain}.${config.platformDomain}`;

export async function domainOf(db: Db, site: SiteRow): Promise<DomainRow | undefined> {
  return scoped({ db, site }, 'custom_domains').orderBy('id').first();
}

/**
 * Where a custom domain's CNAME points: on AWS (CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID) the
 * connection group's routing endpoint, where its CloudFront tenant answers; elsewhere the
 * shop's platform host, so the domain follows the platform if its address ever moves.
 */
const customDomainTarget = (config: Pick<Config, 'platformDomain' | 'customDomainCdn'>, site: Pick<SiteRow, 'subdomain'>) =>
  config.customDomainCdn?.routingEndpoint ?? platformHost(config, site);

/**
 * What the DNS check accepts for this shop's domain (ownership.ts): a CNAME straight to the
 * shop's own address, or any route to the platform plus the domain's TXT token.
 */
export function expectationFor(config: PlatformConfig, site: Pick<SiteRow, 'subdomain'>, row: Pick<DomainRow, 'verify_token'>): DnsExpectation {
  const token = row.verify_token;
  // on AWS only the connection group serves the domain (and lets CloudFront validate its
  // certificate); its name is every shop's, so the TXT token is what proves ownership
  const cdn = config.customDomainCdn?.routingEndpoint;
  if (cdn) return { ownHost: null, names: [cdn], target: cdn, token, addresses: [] };
  const target = config.dns.target ?? config.platformDomain;
  const names = [config.platformDomain, ...(net.isIP(target) ? [] : [target])];
  return { ownHost: platformHost(config, site), names: [...new Set(names)], target, token, addresses: config.dns.apexAddresses };
}

/** The shop's address for links: its custom domain once `ativo`, else its platform host. */
export function canonicalUrl(config: PlatformConfig, site: Pick<SiteRow, 'subdomain'>, domain: Pick<DomainRow, 'domain' | 'status'> | undefined): string {
  if (!domain || !linksUseDomain(domain.status)) return siteUrl(site.subdomain, config.platformDomain, config.publicUrl);
  const u = new URL(config.publicUrl);
  return `${u.protocol}//${domain.domain}${u.port ? `:${u.port}` : ''}`;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The records to create, as one pt-BR phrase for the step's detail and the next step. */
const recordsText = (records: DnsRecord[]) => records.map((r) => messages.domainLifecycle.recordToCreate(r.type, r.name, r.value)).join(' e ');

export function presentDomainState(config: PlatformConfig, site: SiteRow, row: DomainRow | undefined): DomainState {
  const m = messages.domainLifecycle;
  const host = platformHost(config, site);
  const target = customDomainTarget(config, site);
  const base = { subdomain: site.subdomain, platform_host: host, canonical_url: canonicalUrl(config, site, row), expected_target: target };
  if (!row) {
    return {
      ...base,
      verification: null,
      zone: null,
      records: [],
      advice: null,
      domain: null,
      status: null,
      status_label: null,
      checked_at: null,
      verified_at: null,
      activated_at: null,
      last_error: null,
      steps: [],
      next_step: m.nextNone,
    };
  }
  const records = ownerRecords(config, site.subdomain, row.domain, row.verify_token);
  const todo = recordsText(records);
  const next = row.status === 'ativo' ? m.nextActive(row.domain) : row.status === 'verificado' ? m.nextVerified(row.domain) : m.nextPending(row.domain, todo);
  const root = isRootDomain(row.domain);
  return {
    ...base,
    verification: { name: verifyName(row.domain), value: row.verify_token },
    zone: registeredDomain(row.domain),
    records,
    advice: !root ? null : records.some((r) => r.type === 'ALIAS') ? messages.domains.apexNoAddresses(row.domain) : messages.domains.apexAdvice(row.domain),
    domain: row.domain,
    status: row.status,
    status_label: m.statusLabel[row.status],
    checked_at: iso(row.checked_at),
    verified_at: iso(row.verified_at),
    activated_at: iso(row.activated_at),
    last_error: row.last_error,
    steps: domainSteps(config, row, todo, host),
    next_step: next,
  };
}

const CERT_FAILED = new Set(['failed', 'validation-timed-out', 'expired', 'revoked']);

const step = (key: DomainStep['key'], label: string, state: DomainStepState, detail: string): DomainStep => ({
  key,
  label,
  done: state === 'feito',
  state,
  state_label: messages.domainLifecycle.stepState[state],
  detail,
});

/** DNS → certificate (HTTPS) → active, each with its state and what to do next. */
function domainSteps(config: PlatformConfig, row: DomainRow, todo: string, host: string): DomainStep[] {
  const m = messages.domainLifecycle;
  const checked = (text: string) => (row.last_error ? `${text} Última verificação: ${row.last_error}` : text);
  const secure = new URL(config.publicUrl).protocol === 'https:' || !!config.customDomainCdn;
  const dnsDone = servesShop(row.status);
  const dns = dnsDone
    ? step('dns', m.stepDns, 'feito', m.dnsDone(row.domain))
    : step('dns', m.stepDns, row.checked_at && row.last_error ? 'falhou' : 'em_andamento', checked(m.dnsTodo(row.domain, todo)));

  let https: DomainStep;
  if (row.status === 'ativo') https = step('https', m.stepHttps, 'feito', secure ? m.httpsDone(row.domain) : m.httpsNoTls);
  else if (!dnsDone) https = step('https', m.stepHttps, 'pendente', m.httpsAfterDns);
  else if (config.customDomainCdn) {
    // CloudFront's own words about the tenant and its certificate, saved by the last check
    const failed = !!row.cert_status && CERT_FAILED.has(row.cert_status);
    https = step(
      'https',
      m.stepHttps,
      failed || (!row.cdn_tenant_id && !!row.last_error) ? 'falhou' : 'em_andamento',
      row.last_error ?? m.cdnDeploying(row.domain),
    );
  } else if (!secure) https = step('https', m.stepHttps, row.last_error ? 'falhou' : 'em_andamento', checked(m.httpsNoTls));
  else
    https = step(
      'https',
      m.stepHttps,
      row.last_error ? 'falhou' : 'em_andamento',
      row.last_error ? `${row.last_error} ${m.nextVerified(row.domain)}` : m.httpsCaddy(row.domain),
    );

  const active =
    row.status === 'ativo' ? step('active', m.stepActive, 'feito', m.activeDone(row.domain)) : step('active', m.stepActive, 'pendente', m.activeWaiting(host));
  return [dns, https, active];
}

/** Custom domains whose DNS does not point at the platform yet, oldest first: the master's list. */
export async function domainsWaitingOnDns(db: Db, config: PlatformConfig): Promise<WaitingDomain[]> {
  const rows: (DomainRow & { subdomain: string; store_name: string })[] = await db('custom_domains')
    .join('sites', 'sites.id', 'custom_domains.site_id')
    .where('custom_domains.status', 'pendente')
    .orderBy([{ column: 'custom_domains.created_at' }, { column: 'custom_domains.id' }])
    .select('custom_domains.*', 'sites.subdomain', 'sites.store_name');
  return rows.map((row) => {
    const records = ownerRecords(config, row.subdomain, row.domain, row.verify_token);
    const [first] = records;
    return {
      subdomain: row.subdomain,
      store_name: row.store_name,
      domain: row.domain,
      since: new Date(row.created_at).toISOString(),
      checked_at: iso(row.checked_at),
      missing: row.last_error ?? `${messages.domainLifecycle.waitingDnsNever} ${messages.domainLifecycle.dnsTodo(row.domain, recordsText(records))}`,
      record: { type: first!.type, name: first!.name, value: first!.value },
    };
  });
}
