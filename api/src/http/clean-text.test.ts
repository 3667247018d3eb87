import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildCategory, buildSite, shopWithAdmin } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { up as dropUnsafeSubjects } from '../db/migrations/066-insight-unsafe-subjects.ts';

/**
 * The clean-text rule at every door the API stores text through (contract/safe-text.ts):
 * JSON bodies, the insight beacon and the spreadsheet import. Control characters (terminal
 * escapes among them) and bidi overrides never reach the database.
 */
const getApp = useTestApp();
const ESC = '\u001b';
const BEL = '\u0007';
/** A window title, an OSC 8 link, a colour and a right-to-left override, as an attacker would type them. */
const HOSTILE = `${ESC}]0;invadido${BEL}${ESC}]8;;https://mal.example${ESC}\\clique${ESC}]8;;${ESC}\\${ESC}[31mvermelho${ESC}[0m\u202Eodnum`;
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('clean text at the boundary', () => {
  it("an anonymous beacon's search term is stored and shown without escapes or bidi overrides", async () => {
    const app = getApp();
    // not shop 1: the beacon's rate limit lives in the process, and insight.test.ts floods shop 1 in the same worker
    await buildSite(app.deps.db);
    const { site, client: owner } = await shopWithAdmin(app);
    const shopper = new TestClient(app.url, {
      'content-type': 'text/plain',
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
    });

    const res = await shopper.post(
      `/api/insight/events?sub=${site.subdomain}`,
      JSON.stringify({ kind: 'search_empty', q: `bolsa ${ESC}]8;;https://mal.example${ESC}\\clique${ESC}]8;;${BEL} ${ESC}[1m\u202Eodnum` }),
    );
    expect(res.status).toBe(204);

    await app.deps.insight!.flush(); // beacons are written in batches (insight/tally.ts)
    const stored = await app.deps.db('insight_daily').where({ site_id: site.id, kind: 'search_empty' }).pluck('subject');
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toMatch(UNSAFE);
    expect(stored[0]).toBe('bolsa ]8;;https://mal.example\\clique]8;; [1modnum');
    const summary = await owner.get('/api/insight');
    expect(summary.body.empty_searches).toEqual([{ term: stored[0], count: 1 }]);
  });

  it('counters stored raw before this rule are dropped by migration 066; clean ones stay', async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app);
    const row = (subject: string) => ({ site_id: site.id, day: '2026-11-01', kind: 'search_empty', subject, count: 2 });
    await app.deps.db('insight_daily').insert([row(`bolsa${ESC}[31m`), row('pipa\u202Eodnum'), row(`x${BEL}`), row('bolsa preta'), row('ação — 👜')]);
    await dropUnsafeSubjects(app.deps.db);
    expect(await app.deps.db('insight_daily').where({ site_id: site.id }).orderBy('subject').pluck('subject')).toEqual(['ação — 👜', 'bolsa preta']);
  });

  it('a JSON body is cleaned before any schema sees it: a field with no text rule of its own is clean too', async () => {
    const app = getApp();
    const { site, client } = await shopWithAdmin(app);
    const category = await buildCategory(app.deps.db, site);
    const res = await client.post('/api/products', {
      name: `Bolsa ${HOSTILE}`,
      description: `Couro\r\nlegítimo ${HOSTILE}`,
      price: '50,00',
      unit: 'unidade',
      category_id: category.id,
      options: [{ name: `Cor${ESC}[1m`, values: [`Preta${ESC}[31m\u202E`] }],
      variants: [{ options: [`Preta${ESC}[31m\u202E`], price: '50,00' }],
    });
    expect(res.status, res.text).toBe(201);
    const product = await app.deps.db('products').where({ id: res.body.id }).first();
    expect(product.name).not.toMatch(UNSAFE);
    expect(product.description).not.toMatch(UNSAFE);
    expect(product.description).toContain('Couro\nlegítimo'); // a line break stays where the field allows it
    const option = await app.deps.db('product_options').where({ product_id: res.body.id }).first();
    expect(JSON.stringify(option)).not.toMatch(/\\u001b|\\u202e|\u202E/i);
    expect(option.name).toBe('Cor[1m');
    expect(option.values).toEqual(['Preta[31m']);
  });

  it('a spreadsheet import stores its text cells clean', async () => {
    const app = getApp();
    const { site, client } = await shopWithAdmin(app);
    const sheet = `nome;preco;categoria;unidade;descricao\r\n"Sacola ${HOSTILE}";10,00;"Bolsas${ESC}[1m\u202E";"unidade\u202E${BEL}";"Linha 1\r\nLinha 2${HOSTILE}"\r\n`;
    const res = await client.post('/api/store/products/import', sheet, { headers: { 'content-type': 'text/csv' } });
    expect(res.status, res.text).toBe(200);
    const product = await app.deps.db('products').where({ site_id: site.id }).first();
    expect(product.name).toMatch(/^Sacola /);
    expect(product.name).not.toMatch(UNSAFE);
    expect(product.description).not.toMatch(UNSAFE);
    expect(product.description).toContain('Linha 1\nLinha 2');
    expect(product.unit).toBe('unidade');
    expect(await app.deps.db('categories').where({ site_id: site.id }).pluck('name')).toEqual(['Bolsas[1m']);
  });
});
