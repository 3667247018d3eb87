import type { Db } from '../db/connection.ts';

/**
 * Fixed-window counters kept in the database, so every API process counts the same attempts.
 * One atomic upsert per check: it opens a new window when the old one is over.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
  const { rows } = await db.raw(
    `insert into login_attempts (key, count, reset_at)
     values (?, 1, now() + (? * interval '1 millisecond'))
     on conflict (key) do update set
       count = case when login_attempts.reset_at <= now() then 1 else login_attempts.count + 1 end,
       reset_at = case when login_attempts.reset_at <= now() then excluded.reset_at else login_attempts.reset_at end
     returning count, reset_at`,
    [key, windowMs],
  );
  const row = rows[0] as { count: number; reset_at: Date | string };
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

export async function peek(db: Db, key: string): Promise<{ count: number; resetAt: Date } | undefined> {
  const row = await db('login_attempts').where('key', key).where('reset_at', '>', db.fn.now()).first();
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : undefined;
}

export async function clear(db: Db, key: string) {
  await db('login_attempts').where('key', key).delete();
}

/** Counters whose window is over and that hold no lock any more. */
export async function pruneExpiredAttempts(db: Db): Promise<number> {
  const gone = await db('login_attempts')
    .where('reset_at', '<=', db.fn.now())
    .where((q) => q.whereNull('blocked_until').orWhere('blocked_until', '<=', db.fn.now()))
    .delete()
    .returning('key');
  return gone.length;
}

/** A counter and its lock, read without writing anything. */
export async function peekLock(db: Db, key: string): Promise<{ count: number; blockedUntil: Date | null } | undefined> {
  const row = await db('login_attempts').where('key', key).where('reset_at', '>', db.fn.now()).first();
  return row ? { count: Number(row.count), blockedUntil: row.blocked_until ? new Date(row.blocked_until) : null } : undefined;
}

export async function setLock(db: Db, key: string, until: Date) {
  await db('login_attempts').where('key', key).update({ blocked_until: until });
}
