import net from 'node:net';
import { Resolver } from 'node:dns/promises';
import type { Config } from '../config.ts';
import { messages } from '../contract/messages.ts';
import type { DnsVerdict } from './lifecycle.ts';

/**
 * The resolver custom-domain checks use: the system's DNS servers, or DNS_RESOLVERS (tests
 * point it at a DNS server on loopback). A short timeout: a periodic round must not hang.
 */
export function domainResolver(config: Pick<Config, 'domainCheck'>): Resolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (config.domainCheck.resolvers.length) resolver.setServers(config.domainCheck.resolvers);
  return resolver;
}

/** Names a custom domain may CNAME to, and the platform address its A/AAAA records must hold. */
export interface DnsExpectation {
  /** e.g. joana.vitrine.com.br, PLATFORM_TARGET when it is a name, PLATFORM_DOMAIN */
  names: string[];
  /** PLATFORM_TARGET: an IP address or a name whose addresses are the platform's. */
  target: string;
}

// Answers that say the name (or this record type) does not exist: a definite "no".
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

const clean = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Does `domain` point at the platform? Yes when its CNAME is one of the expected names, or
 * when it has addresses and every one of them is the platform's (a CNAME through a CDN,
 * or A records at a root domain). A timeout or server failure is `unknown`, never a "no".
 */
export async function checkDns(resolver: Resolver, domain: string, expected: DnsExpectation): Promise<DnsVerdict> {
  const names = new Set(expected.names.map(clean));
  try {
    const cnames = (await orEmpty(resolver.resolveCname(domain))).map(clean);
    const hit = cnames.find((c) => names.has(c));
    if (hit) return { kind: 'points', via: `CNAME ${hit}` };

    const addresses = [...(await orEmpty(resolver.resolve4(domain))), ...(await orEmpty(resolver.resolve6(domain)))];
    if (!cnames.length && !addresses.length) return { kind: 'missing', message: messages.domainLifecycle.noRecords(domain) };
    const platform = await platformAddresses(resolver, expected);
    if (addresses.length && addresses.every((a) => platform.has(a))) return { kind: 'points', via: `A ${addresses.join(', ')}` };
    const found = cnames.length ? cnames.join(', ') : addresses.join(', ');
    return { kind: 'elsewhere', message: messages.domainLifecycle.pointsElsewhere(domain, found, expected.names[0] ?? expected.target) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err instanceof Error ? err.message : String(err));
    return { kind: 'unknown', message: messages.domainLifecycle.dnsUnavailable(domain, code) };
  }
}

async function platformAddresses(resolver: Resolver, expected: DnsExpectation): Promise<Set<string>> {
  if (net.isIP(expected.target)) return new Set([expected.target]);
  const all = await Promise.all(
    [expected.target, ...expected.names].flatMap((n) => [orEmpty(resolver.resolve4(n)), orEmpty(resolver.resolve6(n))]),
  );
  return new Set(all.flat());
}

/** A definite "no such record" becomes an empty list; anything else (timeout, SERVFAIL) throws. */
async function orEmpty(query: Promise<string[]>): Promise<string[]> {
  try {
    return await query;
  } catch (err) {
    if (ABSENT.has((err as NodeJS.ErrnoException).code ?? '')) return [];
    throw err;
  }
}
