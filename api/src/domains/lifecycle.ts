import type { DomainStatus } from '@vitrine/contract/domains';

/**
 * The custom-domain lifecycle, in one place: what a check's findings mean for a domain's
 * state, and what each state allows.
 *
 *   pendente ──DNS points at the platform──▶ verificado ──the platform answers there──▶ ativo
 *      ▲                                         │                                        │
 *      └──────────── DNS no longer points (a definite answer, not a timeout) ◀────────────┘
 *
 * "Points at the platform" includes proof that the domain is this shop's (ownership.ts): a
 * domain that loses it goes back to pendente like one whose record was removed.
 *
 * "The platform answers there" is a probe (reach-check.ts) over PUBLIC_URL's scheme;
 * makes it "answers over HTTPS with a valid certificate" by changing the probe, not this table.
 */

/**
 * What the DNS says about a domain. `points`: it reaches the platform and proves it is this
 * shop's (ownership.ts), with the addresses it resolved to; `unproven`: it reaches the
 * platform without that proof; `unknown`: no definite answer now (timeout, SERVFAIL).
 */
export type DnsVerdict = { kind: 'points'; via: string; addresses: string[] } | { kind: 'elsewhere' | 'missing' | 'unproven' | 'unknown'; message: string };

/** Whether the platform answered on the domain itself. */
export type ReachVerdict = { ok: true } | { ok: false; message: string };

export interface Transition {
  status: DomainStatus;
  /** Why the domain is not (or no longer) further along; null when it is `ativo`. */
  error: string | null;
}

export function nextStatus(current: DomainStatus, dns: DnsVerdict, reach?: ReachVerdict): Transition {
  // A resolver that cannot answer right now says nothing about the domain: keep the state.
  if (dns.kind === 'unknown') return { status: current, error: dns.message };
  if (dns.kind !== 'points') return { status: 'pendente', error: dns.message };
  if (reach?.ok) return { status: 'ativo', error: null };
  return { status: 'verificado', error: reach ? reach.message : null };
}

// which states serve the shop is in the contract, where tenant resolution (tenancy/) reads it too
export { servesShop } from '@vitrine/contract/domains';
/** States in which the shop's links, sitemap, Open Graph, messages and deploys use the domain. */
const LINKED_STATUSES: readonly DomainStatus[] = ['ativo'];

export const linksUseDomain = (status: DomainStatus) => LINKED_STATUSES.includes(status);

/** The timestamps a transition sets or clears (verified_at and activated_at mark the last promotion). */
export function stamps(from: { status: DomainStatus; verified_at: Date | null; activated_at: Date | null }, to: DomainStatus, now: Date) {
  const verified = to === 'pendente' ? null : from.status === 'pendente' || !from.verified_at ? now : from.verified_at;
  const activated = to === 'ativo' ? (from.status === 'ativo' && from.activated_at ? from.activated_at : now) : null;
  return { verified_at: verified, activated_at: activated };
}
