import crypto from 'node:crypto';

/**
 * A visitor of the day without a cookie: a keyed hash of the shop, the address and the
 * browser (user agent) under a salt that changes every day (in America/Sao_Paulo time). The
 * salt is derived, never stored: HMAC of the day under the server secret every process
 * shares, so all processes agree on it without writing it anywhere, and kept in this
 * process's memory for the day. The same person on the same browser is one visitor for the
 * day; tomorrow they are unrelated to today.
 */
const SHOPS_TIME_ZONE = 'America/Sao_Paulo';
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SHOPS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The same day as `insightDay`, in SQL: counters are kept per day in Brazil's time. */
export const TODAY_SQL = `(now() at time zone '${SHOPS_TIME_ZONE}')::date`;

let current: { secret: string; day: string; salt: Buffer } | undefined;

/** YYYY-MM-DD in Brazil's time: the day insight counts in. */
export const insightDay = (now: Date) => DAY.format(now);

function saltOf(secret: string, day: string): Buffer {
  if (current?.secret !== secret || current.day !== day) {
    current = { secret, day, salt: crypto.createHmac('sha256', secret).update(`insight-visitor-salt:${day}`).digest() };
  }
  return current.salt;
}

export interface VisitorKey {
  day: string;
  visitor: string;
}

export function visitorKey(secret: string, siteId: number, address: string, userAgent: string, now = new Date()): VisitorKey {
  const day = insightDay(now);
  const visitor = crypto.createHmac('sha256', saltOf(secret, day)).update(`${siteId}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);
  return { day, visitor };
}
