import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../api/test/harness.ts';
import { buildCategory, buildProduct, buildSite, buildUser, PASSWORD } from '../../api/test/factories.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

// a shop that holds 3 products, so a small file goes over it
const getApp = useTestApp({ QUOTA_PRODUCTS_PER_SHOP: '3' });
afterAll(removeTempHomes);

describe('vitrine products import: a file over the shop’s product limit', () => {
  it('says it in a sentence, with the line errors (if any) in the table below', { timeout: 60_000 }, async () => {
    const app = getApp();
    const master = await buildUser(app.deps.db, { user_type: 'master' });
    const site = await buildSite(app.deps.db, { subdomain: 'loja-cheia' });
    const kites = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    await buildProduct(app.deps.db, site, kites, { name: 'Pipa Raia', price: '12.90' });
    const home = tempHome();
    const vitrine = (args: string[], input?: string) => runCli(args, { home, input });
    expect((await vitrine(['login', '--api-url', app.url, '--username', master.username, '--password-stdin'], PASSWORD)).code).toBe(0);

    const file = path.join(home, 'produtos.csv');
    const exported = await vitrine(['products', 'export', '--shop', 'loja-cheia', '--output', file]);
    expect(exported.code, exported.stderr).toBe(0);
    const header = fs.readFileSync(file, 'utf8').split('\r\n')[0];
    const line = (name: string, price: string) => `;;${name};Pipas;${price};;unidade;disponivel;não;;`;

    // three new products where two fit: only the limit, as a sentence, no table
    fs.writeFileSync(file, [header, line('Pipa A', '10'), line('Pipa B', '11'), line('Pipa C', '12'), ''].join('\r\n'));
    const over = await vitrine(['products', 'import', '--shop', 'loja-cheia', file, '--dry-run']);
    expect(over.code).toBe(1);
    expect(over.stdout).toContain('A planilha traz 3 produtos novos, mas cabem só mais 2: o limite da loja é de 3 produtos (os da Lixeira contam).');
    expect(over.stdout).not.toContain('LINHA');
    expect(over.stderr).toContain('A planilha tem 1 erro: nada foi importado.');

    // with a bad price too: the sentence, then the table with that line
    fs.writeFileSync(file, [header, line('Pipa A', '10'), line('Pipa B', 'dez'), line('Pipa C', '12'), line('Pipa D', '13'), ''].join('\r\n'));
    const both = await vitrine(['products', 'import', '--shop', 'loja-cheia', file, '--dry-run']);
    expect(both.code).toBe(1);
    const sentenceAt = both.stdout.indexOf('A planilha traz 3 produtos novos');
    expect(sentenceAt).toBeGreaterThanOrEqual(0);
    expect(both.stdout.indexOf('LINHA')).toBeGreaterThan(sentenceAt);
    expect(both.stdout).toMatch(/3\s+preco\s+dez\s+Preço inválido/);
    expect(both.stderr).toContain('A planilha tem 2 erros: nada foi importado.');
    expect(Number((await app.deps.db('products').where({ site_id: site.id }).count({ n: '*' }).first())!.n)).toBe(1);
  });
});
