import net from 'node:net';
import type { Config } from '../config.ts';
import type { DnsRecord } from '../contract/clients.ts';
import { messages } from '../contract/messages.ts';

export const DNS_TTL = 300;

type DnsConfig = Pick<Config, 'platformDomain' | 'dns'> & Partial<Pick<Config, 'customDomainCdn'>>;

/** Where shop hosts point: PLATFORM_TARGET (load balancer name or IP), else the platform domain. */
const platformTarget = (config: DnsConfig) => config.dns.target ?? config.platformDomain;

/** `{subdomain}.{PLATFORM_DOMAIN}` → the platform: an A record for an IP, a CNAME for a name. */
export function platformRecord(config: DnsConfig, subdomain: string): DnsRecord {
  const target = platformTarget(config);
  const ip = net.isIP(target);
  return {
    type: ip === 4 ? 'A' : ip === 6 ? 'AAAA' : 'CNAME',
    name: `${subdomain}.${config.platformDomain}`,
    value: target,
    ttl: DNS_TTL,
    status: 'manual',
    note: messages.domains.wildcardNote,
  };
}

/**
 * The custom domain points at the shop's platform address, so it follows the platform if its
 * target ever moves; on AWS at the CloudFront connection group, where its tenant answers.
 * A root domain cannot hold a CNAME: it gets an ALIAS, with advice.
 */
export function customDomainRecord(config: DnsConfig, subdomain: string, domain: string): DnsRecord {
  const apex = isRootDomain(domain);
  return {
    type: apex ? 'ALIAS' : 'CNAME',
    name: domain,
    value: config.customDomainCdn?.routingEndpoint ?? `${subdomain}.${config.platformDomain}`,
    ttl: DNS_TTL,
    status: 'manual',
    note: apex ? `${messages.domains.manualNote} ${messages.domains.apexNote}` : messages.domains.manualNote,
  };
}

/** minhaloja.com, minhaloja.com.br: no label above the registered name (www.… is not root). */
export function isRootDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length <= 2) return true;
  // second-level registries such as com.br, net.br, co.uk, com.au
  return labels.length === 3 && /^(com|net|org|gov|edu|co|art|blog|app|dev|eco|ind|inf|adv|eng|med|nom|rec|tur|vet)$/.test(labels[1]!);
}

/** A host under the platform's own domain cannot be a shop's custom domain. */
export const isPlatformHost = (config: Pick<Config, 'platformDomain'>, domain: string) =>
  domain === config.platformDomain || domain.endsWith(`.${config.platformDomain}`);
