import { MAX_SEARCH_TERM } from '@vitrine/contract/insight';

/**
 * A search that found nothing, as the owner will read it: trimmed, lower case, one space
 * between words. Terms that may be someone's contact (an e-mail, a phone number: five or more
 * digits) are dropped, so no personal data is ever counted.
 */
export function searchTerm(raw: string): string | null {
  const term = raw.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_TERM).trim();
  if (!term || term.includes('@') || (term.match(/\d/g)?.length ?? 0) >= 5) return null;
  return term;
}

/**
 * The domain a shopper came from (www. dropped), or null when the referrer is not a web
 * address or is the shop itself: only where people come from, never the page or its query.
 */
export function referrerDomain(raw: string | undefined, ownHost: string | undefined): string | null {
  if (!raw) return null;
  let host: string;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = ownHost?.toLowerCase().replace(/:\d+$/, '');
  if (!host || host === own) return null;
  return host.replace(/^www\./, '').slice(0, 253);
}

/** Sites people know by name, whatever host the link went through (l.instagram.com, m.facebook.com, www.google.com.br). */
const KNOWN_SOURCES: [RegExp, string][] = [
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'Facebook'],
  [/(^|\.)(whatsapp\.com|whatsapp\.net|wa\.me)$/, 'WhatsApp'],
  [/(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/, 'Google'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)(x\.com|twitter\.com|t\.co)$/, 'X (Twitter)'],
  [/(^|\.)bing\.com$/, 'Bing'],
];

/** Where a visit came from, as people name it: "Instagram" for l.instagram.com; any other site by its domain. */
export const referrerSource = (domain: string): string => KNOWN_SOURCES.find(([pattern]) => pattern.test(domain))?.[1] ?? domain;
