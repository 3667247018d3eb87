import { SUBDOMAIN_PATTERN } from '@vitrine/contract/clients';

/** What a request says about its shop, before any database lookup. */
export type TenantHint =
  | { kind: 'subdomain'; subdomain: string }
  | { kind: 'host'; host: string; fallbackSubdomain: string | null }
  | { kind: 'invalid' }
  | null;

const NOT_TENANTS = new Set(['www', 'api']);

/** Host without port and trailing dot, in lower case; null for IP addresses. */
export function normalizeHost(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return null; // IPv6 literal
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  if (!host || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null;
  return host;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/**
 * True when a Host header is a host name (or an IP address), with an optional port: at most
 * 253 characters of DNS labels. Anything else is refused before any lookup or cache key is
 * made from it.
 */
export function isHostHeader(raw: string | undefined): boolean {
  if (raw === undefined) return true; // HTTP/1.0 without Host: Node lets it through, the platform host answers
  const host = raw.replace(/:\d{1,5}$/, '');
  if (/^\[[0-9a-f:.]+\]$/i.test(host)) return true; // IPv6 literal
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  return name.length > 0 && name.length <= 253 && name.split('.').every((label) => LABEL.test(label));
}

export function cleanSubdomain(value: string | undefined | null): string | null | 'invalid' {
  if (value === undefined || value === null) return null;
  const v = value.trim().toLowerCase();
  if (!v) return null;
  return SUBDOMAIN_PATTERN.test(v) ? v : 'invalid';
}

/**
 * The shop a public request names (docs/conventions.md "Tenancy"): the X-Tenant-Subdomain header, else
 * the `sub` query parameter, else the host. A host under the platform domain names its first
 * label; any other host may be a custom domain, and failing that (docs/product.md §1) a host of 3+ labels
 * names its first label unless that is www or api.
 */
export function tenantHint(input: { header?: string | undefined; sub?: unknown; host?: string | undefined }, platformDomain: string): TenantHint {
  for (const candidate of [input.header, typeof input.sub === 'string' ? input.sub : undefined]) {
    const s = cleanSubdomain(candidate);
    if (s === 'invalid') return { kind: 'invalid' };
    if (s) return { kind: 'subdomain', subdomain: s };
  }
  const host = normalizeHost(input.host);
  if (!host || host === platformDomain) return null;
  if (host.endsWith(`.${platformDomain}`)) {
    const label = host.slice(0, -(platformDomain.length + 1)).split('.')[0]!;
    if (NOT_TENANTS.has(label)) return null;
    const s = cleanSubdomain(label);
    return s === 'invalid' || !s ? { kind: 'invalid' } : { kind: 'subdomain', subdomain: s };
  }
  const labels = host.split('.');
  let fallback: string | null = null;
  if (labels.length >= 3 && !NOT_TENANTS.has(labels[0]!)) {
    const s = cleanSubdomain(labels[0]);
    fallback = s && s !== 'invalid' ? s : null;
  }
  return { kind: 'host', host, fallbackSubdomain: fallback };
}
