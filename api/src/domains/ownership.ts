import type { Resolver } from 'node:dns/promises';

/**
 * Proof that a custom domain is the claiming shop's (docs/operations.md "Custom domains and
 * HTTPS"): a TXT record at `_vitrine-verify.{domain}` holding the token made for that shop's
 * domain row (migration 060), or a CNAME straight to the shop's own platform address. Any
 * other route to the platform (A/AAAA records, a CNAME to a shared name or to another shop's
 * address) reaches every shop, so it proves nothing without the token.
 */
const VERIFY_LABEL = '_vitrine-verify';

export const verifyName = (domain: string) => `${VERIFY_LABEL}.${domain}`;

/** What the TXT record at `_vitrine-verify.{domain}` says: found (with this token or not), or absent. */
export type TokenFinding = 'match' | 'other' | 'absent';

/**
 * Looks the token up. A TXT record may come in several character-strings (RFC 1035), joined
 * here as resolvers do; surrounding spaces and quotes pasted by the owner are forgiven.
 * Anything but a definite "no such record" throws, so the caller keeps the domain's state.
 */
export async function findToken(resolver: Resolver, domain: string, token: string, absent: (err: unknown) => boolean): Promise<TokenFinding> {
  let records: string[][];
  try {
    records = await resolver.resolveTxt(verifyName(domain));
  } catch (err) {
    if (absent(err)) return 'absent';
    throw err;
  }
  if (!records.length) return 'absent';
  const values = records.map((chunks) => chunks.join('').trim().replace(/^"|"$/g, '').trim());
  return values.includes(token) ? 'match' : 'other';
}
