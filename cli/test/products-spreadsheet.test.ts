import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SpreadsheetImportResult } from '@vitrine/contract';
import { useTestApp } from '../../api/test/harness.ts';
import { buildCategory, buildProduct, buildSite, buildUser, PASSWORD } from '../../api/test/factories.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

describe('vitrine products export | import: a shop’s products as a spreadsheet', () => {
  it('exports, checks with --dry-run, lists bad lines, imports with --yes and refuses without a terminal', { timeout: 90_000 }, async () => {
    const app = getApp();
    const master = await buildUser(app.deps.db, { user_type: 'master' });
    const site = await buildSite(app.deps.db, { subdomain: 'loja-do-ze' });
    const kites = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const raia = await buildProduct(app.deps.db, site, kites, { name: 'Pipa Raia', price: '12.90' });
    const home = tempHome();
    const vitrine = (args: string[], input?: string) => runCli(args, { home, input });
    expect((await vitrine(['login', '--api-url', app.url, '--username', master.username, '--password-stdin'], PASSWORD)).code).toBe(0);

    // export: stdout by default, or a file keeping the BOM
    const printed = await vitrine(['products', 'export', '--shop', 'loja-do-ze']);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toContain(`${raia.id};pipa-raia;Pipa Raia;Pipas;"12,90";`);
    const file = path.join(home, 'produtos.csv');
    const saved = await vitrine(['products', 'export', '--shop', 'loja-do-ze', '--output', file]);
    expect(saved.stdout).toContain(`gravada em ${file}`);
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    // a price changed and a bad line added: the dry run lists it, exit 1, nothing written
    const edited = bytes.toString('utf8').replace(';Pipa Raia;Pipas;"12,90";', ';Pipa Raia;Pipas;"19,90";');
    fs.writeFileSync(file, `${edited};;Pipa Nova;Pipas;dez;;unidade;disponivel;não;;\r\n`);
    const bad = await vitrine(['products', 'import', '--shop', 'loja-do-ze', file, '--dry-run']);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/3\s+preco\s+dez\s+Preço inválido: escreva só o valor em reais, por exemplo 12,50\./);
    expect(bad.stderr).toContain('A planilha tem 1 erro: nada foi importado.');
    expect(bad.stderr).toContain('--dry-run');
    const badJson = await vitrine(['products', 'import', '--shop', 'loja-do-ze', file, '--json']);
    expect(badJson.code).toBe(1);
    expect(badJson.json().error.details).toEqual({ 'linha 3, preco': 'Preço inválido: escreva só o valor em reais, por exemplo 12,50.' });
    expect((await app.deps.db('products').where({ id: raia.id }).first()).price).toBe('12.90');

    // fixed: the dry run says what would change; without a terminal the import needs --yes
    fs.writeFileSync(file, edited);
    const dry = await vitrine(['products', 'import', '--shop', 'loja-do-ze', file, '--dry-run', '--json']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.json<SpreadsheetImportResult>()).toMatchObject({
      dry_run: true,
      updated: 1,
      created: 0,
      lines: [{ id: raia.id, action: 'atualizar', changes: ['preco'] }],
    });
    const unconfirmed = await vitrine(['products', 'import', '--shop', 'loja-do-ze', file]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('--yes');
    expect((await app.deps.db('products').where({ id: raia.id }).first()).price).toBe('12.90');

    const done = await vitrine(['products', 'import', '--shop', 'loja-do-ze', file, '--yes']);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('Importação concluída em loja-do-ze: 0 produtos novos, 1 atualizado, 0 sem mudança.');
    expect((await app.deps.db('products').where({ id: raia.id }).first()).price).toBe('19.90');

    const missing = await vitrine(['products', 'import', '--shop', 'loja-do-ze', path.join(home, 'nao-existe.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('vitrine products export --shop loja-do-ze');
    const noShop = await vitrine(['products', 'export']);
    expect(noShop.code).toBe(2);
    expect(noShop.stderr).toContain('--shop');
  });
});
