/**
 * When the API answers 503 (the database is briefly away, the server is restarting), calls
 * that can safely run twice are tried again after the wait the server asks for in
 * Retry-After. POST never is: it may have created something before failing.
 */
export const RETRY = {
  /** Tries after the first answer. */
  retries: 3,
  /** Longest Retry-After honoured; a server asking for more gets its 503 reported instead. */
  maxDelayMs: 10_000,
  /** When the 503 says nothing about when to come back. */
  defaultDelayMs: 1_000,
} as const;

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

const isIdempotent = (method: string) => IDEMPOTENT.has(method.toUpperCase());

/** Retry-After as milliseconds: seconds (`5`) or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const v = header.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** How long to wait before try number `attempt` (1-based), or undefined to stop and report the 503. */
export function retryDelay(method: string, status: number, retryAfter: string | null, attempt: number): number | undefined {
  if (status !== 503 || !isIdempotent(method) || attempt > RETRY.retries) return undefined;
  const wait = retryAfterMs(retryAfter) ?? RETRY.defaultDelayMs;
  return wait <= RETRY.maxDelayMs ? wait : undefined;
}
