import { afterAll, describe, expect, it } from 'vitest';
import type { InsightSummary } from '@vitrine/contract';
import { useTestApp } from '../../api/test/harness.ts';
import { buildCategory, buildProduct, buildSite, buildUser, PASSWORD } from '../../api/test/factories.ts';
import { TestClient } from '../../api/test/http-client.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

describe('vitrine stats --shop', () => {
  it("prints one shop's visits, WhatsApp clicks and empty searches, as text and as JSON", { timeout: 60_000 }, async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'pipas-do-rio' });
    const kite = await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site), { name: 'Pipa Raia' });
    const shopper = new TestClient(app.url, {
      'content-type': 'text/plain',
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
    });
    for (const event of [
      { kind: 'page_view', page: 'product' },
      { kind: 'product_view', product_id: kite.id },
      { kind: 'whatsapp_click', product_id: kite.id },
      { kind: 'search_empty', q: 'cerol' },
    ])
      expect((await shopper.post('/api/insight/events?sub=pipas-do-rio', JSON.stringify(event))).status).toBe(204);

    const master = await buildUser(app.deps.db, { user_type: 'master' });
    const home = tempHome();
    const vitrine = (args: string[], input?: string) => runCli(args, { home, input });
    expect((await vitrine(['login', '--api-url', app.url, '--username', master.username, '--password-stdin'], PASSWORD)).code).toBe(0);

    const json = await vitrine(['stats', '--shop', 'pipas-do-rio', '--days', '30', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const insight = json.json<InsightSummary>();
    expect(insight.days).toBe(30);
    expect(insight.totals).toEqual({ visitors: 1, page_views: 1, product_views: 1, whatsapp_clicks: 1, instagram_clicks: 0, empty_searches: 1 });
    expect(insight.empty_searches).toEqual([{ term: 'cerol', count: 1 }]);

    const text = await vitrine(['stats', '--shop', 'pipas-do-rio']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/Cliques no WhatsApp:\s+1/);
    expect(text.stdout).toMatch(/Visitantes:\s+1/);
    expect(text.stdout).toMatch(/Páginas vistas:\s+1/);
    expect(text.stdout).toContain('Pipa Raia');
    expect(text.stdout).toContain('cerol');

    const unknown = await vitrine(['stats', '--shop', 'nao-existe']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('Loja não encontrada');
    const badDays = await vitrine(['stats', '--shop', 'pipas-do-rio', '--days', '90']);
    expect(badDays.code).toBe(2);
  });

  it('prints search terms stored with terminal escapes or bidi overrides as plain text, in text and in JSON', { timeout: 60_000 }, async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'bolsas' });
    // a term counted before the API cleaned what it stores (a beacon is anonymous: anyone can send one)
    const hostile = '\u001b]0;invadido\u0007\u001b]8;;https://mal.example\u001b\\bolsa\u001b]8;;\u001b\\ \u001b[31mpreta\u001b[0m\u202Eodnum';
    await app.deps
      .db('insight_daily')
      .insert({ site_id: site.id, day: app.deps.db.raw(`(now() at time zone 'America/Sao_Paulo')::date`), kind: 'search_empty', subject: hostile, count: 3 });
    const master = await buildUser(app.deps.db, { user_type: 'master' });
    const home = tempHome();
    const vitrine = (args: string[], input?: string) => runCli(args, { home, input });
    expect((await vitrine(['login', '--api-url', app.url, '--username', master.username, '--password-stdin'], PASSWORD)).code).toBe(0);

    for (const args of [
      ['stats', '--shop', 'bolsas'],
      ['stats', '--shop', 'bolsas', '--json'],
    ]) {
      const run = await vitrine(args);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('bolsa preta');
      expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      expect(run.stdout).not.toContain('\\u001b'); // nor written out as JSON escapes
      expect(run.stdout).not.toContain('mal.example');
    }
  });
});
