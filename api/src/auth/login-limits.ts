import type { Db } from '../db/connection.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import * as counters from './rate-limit.ts';

/**
 * Login limits (docs/operations.md "Limites"). Three counters, all in the database so they
 * hold across processes:
 * - per address and username (`perUser`) and per address over all usernames (`perIp`), in
 *   15-minute windows, counting every attempt;
 * - per account (`login-account:`), counting failures from any address: after `freeFailures`
 *   the account waits `firstDelayMs`, doubling at each further failure up to `maxDelayMs`.
 * A client that is already blocked is answered from a read: it writes nothing, so a flood of
 * refused attempts costs the attacker, not the database.
 */
export const LOGIN_LIMITS = {
  perUser: 10,
  perIp: 50,
  windowMs: 15 * 60 * 1000,
  freeFailures: 4,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  /** How long an account's failures are remembered after the last one. */
  accountMemoryMs: 24 * 3600 * 1000,
} as const;

export interface LoginKeys {
  user: string;
  ip: string;
  account: string;
}

export function loginKeys(username: string, ip: string | undefined): LoginKeys {
  const addr = ip ?? '?';
  return { user: `login:${username}|${addr}`, ip: `login-ip:${addr}`, account: `login-account:${username}` };
}

/** Throws 429 if any counter already refuses this attempt. Reads only. */
export async function refuseIfBlocked(db: Db, keys: LoginKeys) {
  const [user, ip, account] = await Promise.all([counters.peek(db, keys.user), counters.peek(db, keys.ip), counters.peekLock(db, keys.account)]);
  const now = Date.now();
  if (account?.blockedUntil && account.blockedUntil.getTime() > now) throw accountLocked(account.blockedUntil);
  for (const [c, max] of [
    [user, LOGIN_LIMITS.perUser],
    [ip, LOGIN_LIMITS.perIp],
  ] as const) {
    if (c && c.count >= max) throw tooMany(c.resetAt);
  }
}

/** Counts an attempt that was let through; two racing attempts may still tip a counter over. */
export async function countAttempt(db: Db, keys: LoginKeys) {
  for (const [key, max] of [
    [keys.user, LOGIN_LIMITS.perUser],
    [keys.ip, LOGIN_LIMITS.perIp],
  ] as const) {
    const { count, resetAt } = await counters.hit(db, key, LOGIN_LIMITS.windowMs);
    if (count > max) throw tooMany(resetAt);
  }
}

/** A wrong password (or unknown user: the same, so the answer says nothing about who exists). */
export async function recordFailure(db: Db, keys: LoginKeys) {
  const { count } = await counters.hit(db, keys.account, LOGIN_LIMITS.accountMemoryMs);
  const delay = accountDelayMs(count);
  if (delay > 0) await counters.setLock(db, keys.account, new Date(Date.now() + delay));
}

export async function recordSuccess(db: Db, keys: LoginKeys) {
  await counters.clear(db, keys.user);
  await counters.clear(db, keys.account);
}

/** 0 for the first free failures, then 30 s, 1 min, 2 min … up to 15 min. */
export function accountDelayMs(failures: number): number {
  const over = failures - LOGIN_LIMITS.freeFailures;
  if (over <= 0) return 0;
  return Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** Math.min(over - 1, 20), LOGIN_LIMITS.maxDelayMs);
}

/** "30 segundos", "1 minuto", "8 minutos". */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

const secondsUntil = (t: Date) => Math.max(1, Math.ceil((t.getTime() - Date.now()) / 1000));

function tooMany(resetAt: Date) {
  return new AppError(429, messages.auth.tooManyAttempts, undefined, { 'Retry-After': String(secondsUntil(resetAt)) });
}

function accountLocked(until: Date) {
  const wait = secondsUntil(until);
  return new AppError(429, messages.security.accountLocked(waitText(wait * 1000)), undefined, { 'Retry-After': String(wait) });
}
