import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { useTestApp } from '../../test/harness.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { ConfigError, loadConfig } from '../config.ts';
import { accountDelayMs, LOGIN_LIMITS, waitText } from './login-limits.ts';
import { pruneExpired, schedulePruning } from './prune.ts';

// X-Forwarded-For names the client's address, as a load balancer would (loopback is trusted)
const getApp = useTestApp({ TRUST_PROXY: 'loopback' });
const from = (ip: string) => getApp().client({ 'x-forwarded-for': ip });
const attempt = (ip: string, username: string, password = 'errada-123') => from(ip).post('/api/auth/login', { username, password });
const rowCount = async () => Number((await getApp().deps.db('login_attempts').count({ n: '*' }).first())!.n);

describe('login limits', () => {
  it('a client blocked by its address writes nothing more, whatever usernames it tries', async () => {
    // Given an address that used up its attempts over many usernames
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) expect((await attempt('203.0.113.9', `alvo${i}`)).status).toBe(401);
    const rows = await rowCount();

    // When it keeps going with new usernames
    for (let i = 0; i < 40; i++) {
      const res = await attempt('203.0.113.9', `novo${i}`);
      expect(res.status).toBe(429);
      expect(res.body.error).toBe(messages.auth.tooManyAttempts);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // Then not one row was added, and another address is not affected
    expect(await rowCount()).toBe(rows);
    expect((await attempt('198.51.100.7', 'alvo1')).status).toBe(401);
  });

  it('locks an account after repeated failures from any address, with growing delays and a pt-BR message', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    // free failures, each from another address (a botnet): the per-address counters never trip
    for (let i = 0; i < LOGIN_LIMITS.freeFailures + 1; i++) expect((await attempt(`192.0.2.${i + 1}`, 'chefe')).status).toBe(401);

    // the right password, from a new address, must wait
    const locked = await attempt('192.0.2.200', 'chefe', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(messages.security.accountLocked('30 segundos'));
    const first = Number(locked.headers.get('retry-after'));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    expect(locked.headers.getSetCookie()).toEqual([]);

    // the wait passes (moved in the database), one more failure: the next wait is longer
    const expire = () =>
      app.deps
        .db('login_attempts')
        .where('key', 'login-account:chefe')
        .update({ blocked_until: new Date(Date.now() - 1000) });
    await expire();
    expect((await attempt('192.0.2.201', 'chefe')).status).toBe(401);
    const second = await attempt('192.0.2.202', 'chefe', PASSWORD);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(30);
    expect(second.body.error).toBe(messages.security.accountLocked('1 minuto'));

    // once the wait is over the right password works and the account's counter is cleared
    await expire();
    expect((await attempt('192.0.2.203', 'chefe', PASSWORD)).status).toBe(200);
    expect(await app.deps.db('login_attempts').where('key', 'login-account:chefe').first()).toBeUndefined();
  });

  it('counts unknown usernames the same way, so the lock tells nothing about who exists', async () => {
    for (let i = 0; i < LOGIN_LIMITS.freeFailures + 1; i++) await attempt(`192.0.2.${i + 1}`, 'ninguem');
    const res = await attempt('192.0.2.99', 'ninguem');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(messages.security.accountLocked('30 segundos'));
  });

  it('delays double up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 50].map(accountDelayMs)).toEqual([0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
    expect(waitText(30_000)).toBe('30 segundos');
    expect(waitText(240_000)).toBe('4 minutos');
  });
});

describe('pruning', () => {
  async function givenExpiredAndLiveRows() {
    const { db } = getApp().deps;
    const user = await buildUser(db, { user_type: 'master' });
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 600_000);
    await db('login_attempts').insert([
      { key: 'old', count: 3, reset_at: past },
      { key: 'live', count: 3, reset_at: future },
      { key: 'locked', count: 9, reset_at: past, blocked_until: future },
    ]);
    await db('sessions').insert([
      { id: 'expired', user_id: user.id, expires_at: past },
      { id: 'alive', user_id: user.id, expires_at: future },
    ]);
  }
  const keys = async () => (await getApp().deps.db('login_attempts').orderBy('key').pluck('key')) as string[];
  const sessions = async () => (await getApp().deps.db('sessions').orderBy('id').pluck('id')) as string[];

  it('removes expired login counters and sessions, keeps live ones and live locks', async () => {
    await givenExpiredAndLiveRows();
    expect(await pruneExpired(getApp().deps.db)).toEqual({ login_attempts: 1, sessions: 1, insight_counters: 0 });
    expect(await keys()).toEqual(['live', 'locked']);
    expect(await sessions()).toEqual(['alive']);
  });

  it('runs on a timer in the server process until stopped', async () => {
    await givenExpiredAndLiveRows();
    const stop = schedulePruning(getApp().deps.db, pino({ level: 'silent' }), 20);
    try {
      await vi.waitFor(async () => expect(await sessions()).toEqual(['alive']), { timeout: 5000, interval: 20 });
      expect(await keys()).toEqual(['live', 'locked']);
    } finally {
      stop();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true (any client could pick its own address) and says what to use', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe('1');
  });
});
