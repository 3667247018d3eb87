import net from 'node:net';
import type { Config } from '../config.ts';
import type { DnsRecord } from '@vitrine/contract/clients';
import { messages } from '@vitrine/contract/messages';
import { verifyName } from './ownership.ts';

const DNS_TTL = 300;

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

// second-level registries such as com.br, net.br, co.uk, com.au
const SECOND_LEVEL = /^(com|net|org|gov|edu|co|art|blog|app|dev|eco|ind|inf|adv|eng|med|nom|rec|tur|vet)$/;

/** The name bought at the registrar, whose zone holds the records: lojadaana.com.br for www.lojadaana.com.br. */
export function registeredDomain(domain: string): string {
  const labels = domain.split('.');
  const size = labels.length >= 3 && SECOND_LEVEL.test(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-size).join('.');
}

/** minhaloja.com, minhaloja.com.br: no label above the registered name (www.… is not root). */
export const isRootDomain = (domain: string) => registeredDomain(domain) === domain;

/** A name as the registrar's zone editor asks for it: relative to the zone, empty for the zone itself. */
const hostIn = (zone: string, name: string) => (name === zone ? '' : name.slice(0, -(zone.length + 1)));

const manual = (zone: string, type: DnsRecord['type'], name: string, value: string, note?: string): DnsRecord => ({
  type,
  name,
  host: hostIn(zone, name),
  value,
  ttl: DNS_TTL,
  status: 'manual',
  ...(note ? { note } : {}),
});

/**
 * The records the domain's owner must create at their registrar, and only those (the
 * platform's own records are the platform's business), so that the domain reaches the shop
 * and proves it is the shop's (ownership.ts):
 * - `www` and other names below the registered one: a CNAME to the shop's own address (proof
 *   enough); on AWS to the shared connection group, with the TXT token;
 * - a root domain, which cannot hold a CNAME: A/AAAA records of the platform's edge
 *   (PLATFORM_APEX_ADDRESSES) with the TXT token; without them an ALIAS, which Registro.br
 *   does not have, so the wizard advises `www` (messages.domains.apexAdvice).
 */
export function ownerRecords(config: DnsConfig, subdomain: string, domain: string, token: string): DnsRecord[] {
  const zone = registeredDomain(domain);
  const m = messages.domains;
  const txt = manual(zone, 'TXT', verifyName(domain), token, m.txtNote);
  const cdn = config.customDomainCdn?.routingEndpoint;
  const ownHost = `${subdomain}.${config.platformDomain}`;
  if (!isRootDomain(domain)) return cdn ? [manual(zone, 'CNAME', domain, cdn), txt] : [manual(zone, 'CNAME', domain, ownHost)];
  const addresses = cdn ? [] : config.dns.apexAddresses;
  if (!addresses.length) return [manual(zone, 'ALIAS', domain, cdn ?? ownHost, m.aliasNote), txt];
  return [...addresses.map((a) => manual(zone, net.isIP(a) === 6 ? 'AAAA' : 'A', domain, a)), txt];
}

/** A host under the platform's own domain cannot be a shop's custom domain. */
export const isPlatformHost = (config: Pick<Config, 'platformDomain'>, domain: string) =>
  domain === config.platformDomain || domain.endsWith(`.${config.platformDomain}`);
