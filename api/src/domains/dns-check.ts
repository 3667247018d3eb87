import net from 'node:net';
import { Resolver } from 'node:dns/promises';
import type { Config } from '../config.ts';
import { messages } from '@vitrine/contract/messages';
import type { DnsVerdict } from './lifecycle.ts';
import { findToken, verifyName } from './ownership.ts';

/**
 * The resolver custom-domain checks use: the system's DNS servers, or DNS_RESOLVERS (tests
 * point it at a DNS server on loopback). A short timeout: a periodic round must not hang.
 */
export function domainResolver(config: Pick<Config, 'domainCheck'>): Resolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (config.domainCheck.resolvers.length) resolver.setServers(config.domainCheck.resolvers);
  return resolver;
}

/** How a shop's custom domain may reach the platform, and how it proves it is the shop's. */
export interface DnsExpectation {
  /** {subdomain}.{PLATFORM_DOMAIN}: a CNAME straight to it is proof enough. Null on AWS, where the CNAME target is shared. */
  ownHost: string | null;
  /** Shared names a CNAME may point at (PLATFORM_TARGET when a name, the platform domain, CloudFront's endpoint). */
  names: string[];
  /** PLATFORM_TARGET: an IP address or a name whose addresses are the platform's. */
  target: string;
  /** The domain's own token, which `_vitrine-verify.{domain}` must hold when the route is shared. */
  token: string;
  /** Extra addresses of the platform's edge (PLATFORM_APEX_ADDRESSES) a root domain's A/AAAA may hold. */
  addresses: string[];
}

// Answers that say the name (or this record type) does not exist: a definite "no".
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);
const isAbsent = (err: unknown) => ABSENT.has((err as NodeJS.ErrnoException).code ?? '');

const clean = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Does `domain` point at the platform, for this shop? Yes when its CNAME is the shop's own
 * address, or when it reaches the platform some shared way (a CNAME to a shared name, or
 * addresses that are all the platform's) and its TXT record holds the shop's token. The
 * domain's addresses, resolved here once, are what the reach check then connects to. A
 * timeout or server failure is `unknown`, never a "no".
 */
export async function checkDns(resolver: Resolver, domain: string, expected: DnsExpectation): Promise<DnsVerdict> {
  const m = messages.domainLifecycle;
  try {
    const cnames = (await orEmpty(resolver.resolveCname(domain))).map(clean);
    const addresses = [...(await orEmpty(resolver.resolve4(domain))), ...(await orEmpty(resolver.resolve6(domain)))];
    if (!cnames.length && !addresses.length) return { kind: 'missing', message: m.noRecords(domain) };
    const own = expected.ownHost ? clean(expected.ownHost) : null;
    if (own && cnames.includes(own)) return { kind: 'points', via: `CNAME ${own}`, addresses };

    const shared = new Set(expected.names.map(clean));
    const viaName = cnames.find((c) => shared.has(c));
    const platform = viaName ? null : await platformAddresses(resolver, expected);
    const viaAddresses = !!platform && addresses.length > 0 && addresses.every((a) => platform.has(a));
    if (!viaName && !viaAddresses) {
      const found = cnames.length ? cnames.join(', ') : addresses.join(', ');
      return { kind: 'elsewhere', message: m.pointsElsewhere(domain, found, expected.ownHost ?? expected.names[0] ?? expected.target) };
    }
    const route = viaName ? `CNAME ${viaName}` : `A ${addresses.join(', ')}`;
    const token = await findToken(resolver, domain, expected.token, isAbsent);
    if (token === 'match') return { kind: 'points', via: `${route} + TXT ${verifyName(domain)}`, addresses };
    return { kind: 'unproven', message: token === 'other' ? m.wrongToken(domain, expected.token) : m.needsToken(domain, expected.token) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err instanceof Error ? err.message : String(err));
    return { kind: 'unknown', message: m.dnsUnavailable(domain, code) };
  }
}

async function platformAddresses(resolver: Resolver, expected: DnsExpectation): Promise<Set<string>> {
  const fixed = [...expected.addresses, ...(net.isIP(expected.target) ? [expected.target] : [])];
  const names = [...(net.isIP(expected.target) ? [] : [expected.target]), ...expected.names, ...(expected.ownHost ? [expected.ownHost] : [])];
  const all = await Promise.all(names.flatMap((n) => [orEmpty(resolver.resolve4(n)), orEmpty(resolver.resolve6(n))]));
  return new Set([...fixed, ...all.flat()]);
}

/** A definite "no such record" becomes an empty list; anything else (timeout, SERVFAIL) throws. */
async function orEmpty(query: Promise<string[]>): Promise<string[]> {
  try {
    return await query;
  } catch (err) {
    if (isAbsent(err)) return [];
    throw err;
  }
}
