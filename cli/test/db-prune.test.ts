import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../api/src/db/connection.ts';
import { buildSite } from '../../api/test/factories.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

/** `vitrine db prune`: what the server's timer does, on demand, on a stopped server's database. */
const home = tempHome();
const dataDir = path.join(home, 'data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const schema = databaseUrl ? `vitrine_cli_prune_${process.pid}` : undefined;
const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, NODE_ENV: 'development' };
const vitrine = (args: string[]) => runCli(args, { home, env });
const open = () => createDb({ databaseUrl, schema, pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pgdata') });

afterAll(async () => {
  removeTempHomes();
  if (!schema) return;
  const db = createDb({ databaseUrl });
  await db.raw('drop schema if exists ?? cascade', [schema]);
  await db.destroy();
});

describe('vitrine db prune', () => {
  it('removes expired login counters, sessions and trash items over 30 days, and says how many', { timeout: 120_000 }, async () => {
    expect((await vitrine(['db', 'migrate'])).code).toBe(0);
    let db = open();
    try {
      const [user] = await db('users').insert({ username: 'chefe', password_hash: 'x', user_type: 'master' }).returning('id');
      const past = new Date(Date.now() - 60_000);
      const future = new Date(Date.now() + 600_000);
      await db('login_attempts').insert([
        { key: 'velho', count: 1, reset_at: past },
        { key: 'vivo', count: 1, reset_at: future },
      ]);
      await db('sessions').insert([
        { id: 'expirada', user_id: user.id, expires_at: past },
        { id: 'viva', user_id: user.id, expires_at: future },
      ]);
      // the trash: a product deleted 31 days ago goes for good, one deleted yesterday stays restorable
      const site = await buildSite(db, { subdomain: 'lixeira' });
      const snapshot = JSON.stringify({ product: {}, options: [], variants: [], images: [] });
      const day = 24 * 3600 * 1000;
      await db('trash').insert([
        { site_id: site.id, kind: 'product', item_id: 1, name: 'Pipa antiga', snapshot, deleted_at: new Date(Date.now() - 31 * day) },
        { site_id: site.id, kind: 'product', item_id: 2, name: 'Pipa de ontem', snapshot, deleted_at: new Date(Date.now() - day) },
      ]);
    } finally {
      await db.destroy();
    }

    const res = await vitrine(['db', 'prune', '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.json().pruned).toEqual({ login_attempts: 1, sessions: 1, insight_counters: 0, trash_items: 1 });

    db = open();
    try {
      expect(await db('login_attempts').pluck('key')).toEqual(['vivo']);
      expect(await db('sessions').pluck('id')).toEqual(['viva']);
      expect(await db('trash').pluck('name')).toEqual(['Pipa de ontem']);
    } finally {
      await db.destroy();
    }
  });
});
