import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';

/**
 * a spreadsheet is read on a worker thread in one pass that stops at the
 * first limit, so the files that used to stall every shop are refused with a pt-BR message
 * and nothing written, and a full 10,000-line file still imports. Over real HTTP, on the real
 * database (PGlite, or PostgreSQL with DATABASE_URL).
 */
const getApp = useTestApp({ QUOTA_PRODUCTS_PER_SHOP: '20000' });

const HEADER = 'nome;categoria;preco\r\n';
const importCsv = (client: TestClient, body: string, dryRun: boolean) =>
  client.post(`/api/store/products/import${dryRun ? '?dry_run=true' : ''}`, body, { headers: { 'content-type': 'text/csv' } });

async function shop(app: TestApp) {
  const { site, client } = await shopWithAdmin(app, { subdomain: 'pipas' });
  await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site, { name: 'Pipas' }), { name: 'Pipa Arraia', price: '12.90' });
  const count = async () => Number((await app.deps.db('products').where('site_id', site.id).count({ n: '*' }).first())!.n);
  return { site, client, count };
}

describe('files that pass a limit are refused whole, nothing written', () => {
  const cases: Array<[string, () => string, number, string]> = [
    [
      '1.7 million short lines',
      () => HEADER + 'P;C;1\n'.repeat(1_700_000),
      413,
      'A planilha tem mais de 10.000 linhas de produtos. Divida-a em partes menores.',
    ],
    [
      '10,001 product lines',
      () => HEADER + 'Pipa;Pipas;1\r\n'.repeat(10_001),
      413,
      'A planilha tem mais de 10.000 linhas de produtos. Divida-a em partes menores.',
    ],
    [
      '10,001 combination lines (one product with options)',
      () => 'nome;categoria;opcao_1_nome;opcao_1_valor;preco_combinacao\r\n' + 'Camiseta;Roupas;Tamanho;P;1\r\n'.repeat(10_001),
      413,
      'A planilha tem mais de 10.000 linhas de produtos. Divida-a em partes menores.',
    ],
    ['10 MB of blank lines', () => HEADER + '\n'.repeat(10_000_000), 413, 'A planilha tem mais de 10.000 linhas de produtos. Divida-a em partes menores.'],
    [
      'one 10 MB quoted cell',
      () => `${HEADER}"${'x'.repeat(10_000_000)}";Pipas;1\r\n`,
      413,
      'A linha 2 da planilha passa de 100.000 caracteres (uma descrição tem no máximo 5.000). Confira se há aspas abertas sem fechar.',
    ],
    [
      '5 million separators',
      () => ';'.repeat(5_000_000),
      413,
      'A linha 1 da planilha tem mais de 1.000 células. Confira o separador (;) e salve-a de novo como CSV.',
    ],
    [
      '5 million separators after the header',
      () => `${HEADER}Pipa;Pipas;1\r\nPipa;Pipas;1${';'.repeat(5_000_000)}\r\n`,
      413,
      'A linha 3 da planilha tem mais de 1.000 células. Confira o separador (;) e salve-a de novo como CSV.',
    ],
  ];
  for (const [label, body, status, message] of cases) {
    it(`${label}: ${status}`, async () => {
      const { client, count } = await shop(getApp());
      const text = body();
      for (const dryRun of [true, false]) {
        const res = await importCsv(client, text, dryRun);
        expect([res.status, res.body.error]).toEqual([status, message]);
      }
      expect(await count()).toBe(1);
    });
  }

  it('a NUL byte in a cell: 400, as anywhere in the API', async () => {
    const { client, count } = await shop(getApp());
    for (const dryRun of [true, false]) {
      const res = await importCsv(client, `${HEADER}Pipa\u0000;Pipas;1\r\n`, dryRun);
      expect([res.status, res.body.error]).toEqual([400, 'O texto contém um caractere inválido (byte nulo).']);
    }
    expect(await count()).toBe(1);
  });

  it('a 10 MB file of one Windows-1252 line with no end still gets its limit', async () => {
    const { client, count } = await shop(getApp());
    const latin1 = Buffer.from(`nome;descricao\r\nPipa;"${'ç'.repeat(200_000)}`, 'latin1');
    const res = await client.post('/api/store/products/import?dry_run=true', latin1, { headers: { 'content-type': 'text/csv' } });
    expect([res.status, res.body.error]).toEqual([
      413,
      'A linha 2 da planilha passa de 100.000 caracteres (uma descrição tem no máximo 5.000). Confira se há aspas abertas sem fechar.',
    ]);
    expect(await count()).toBe(1);
  });
});

describe('a full file still imports', () => {
  it('10,000 product lines (and blank lines between them) are created in one import', async () => {
    const app = getApp();
    const { site, client, count } = await shop(app);
    const lines = Array.from({ length: 10_000 }, (_, i) => `Pipa ${i};Categoria ${i % 5};${(i % 90) + 1},50${i % 1000 === 0 ? '\r\n;;' : ''}`);
    const res = await importCsv(client, HEADER + lines.join('\r\n') + '\r\n', false);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.body).toMatchObject({ imported: true, created: 10_000, errors: [] });
    expect(await count()).toBe(10_001);
    const last = await app.deps.db('products').where({ site_id: site.id, name: 'Pipa 9999' }).first();
    expect(last.price).toBe('10.50');
  });
});
