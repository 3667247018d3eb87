/**
 * Errors that mean "the database cannot do this right now": the request gets 503 (with
 * Retry-After) and the process carries on, because the pool reconnects once the server is back
 * and a rolled-back transaction left nothing behind.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend, server stop)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections: the server is full for now
  // a transaction chosen as a deadlock's victim (a spreadsheet import and a price edit of one
  // shop locking the shop row and its products in opposite orders) or a serialization failure:
  // it was rolled back whole, so nothing is written and the same request can simply be sent again
  '40P01', // deadlock_detected
  '40001', // serialization_failure
  // lock_not_available: the embedded database refused a statement that waited too long for
  // another session's transaction (db/embedded-worker.ts); nothing of it ran
  '55P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; name?: unknown; message?: unknown; nativeError?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  const msg = typeof e.message === 'string' ? e.message : '';
  if (
    /Connection terminated|connection.*(closed|ended)|Client has encountered a connection error|terminating connection|the database system is (shutting down|starting up|in recovery mode)/i.test(
      msg,
    )
  )
    return true;
  // objection wraps driver errors (DBError) and keeps the driver's error as nativeError
  return isDatabaseUnavailable(e.nativeError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}

/** Unique and foreign-key violations, which services turn into 409 / 400 answers. */
export const isUniqueViolation = (err: unknown, constraint?: string) =>
  hasCode(err, '23505') && (!constraint || (err as { constraint?: string }).constraint === constraint);
export const isForeignKeyViolation = (err: unknown) => hasCode(err, '23503');

function hasCode(err: unknown, code: string) {
  return !!err && typeof err === 'object' && (err as { code?: unknown }).code === code;
}
