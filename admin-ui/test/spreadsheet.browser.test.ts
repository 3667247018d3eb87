import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { openPage, checkScreen, landOn, login, screenshotView, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/**
 * as an owner tries it: download the spreadsheet, change a price, import it
 * with the dry run first (a bad line shows its error and nothing is written), fix it, import,
 * and see the new price in the list and on the shop.
 */
describe('products spreadsheet in the admin', () => {
  let app: AdminTestServer;
  const contexts: BrowserContext[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-sheet-'));

  beforeAll(async () => {
    // a small product limit, so that one test can pass it (the others add two products)
    app = await startAdminServer({ QUOTA_PRODUCTS_PER_SHOP: '10' });
    const site = await buildSite(app.deps.db, { subdomain: 'pipas', store_name: 'Pipas do Vento' });
    const kites = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const lines = await buildCategory(app.deps.db, site, { name: 'Linhas' });
    await buildProduct(app.deps.db, site, kites, { name: 'Pipa Arraia Colorida', price: '12.90' });
    await buildProduct(app.deps.db, site, kites, { name: 'Pipa Raia Tradicional', price: '8.50' });
    await buildProduct(app.deps.db, site, lines, { name: 'Linha 10 com 500 m', price: '15.00' });
    await buildUser(app.deps.db, { site, username: 'carlos', full_name: 'Carlos Almeida' });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await app?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function productsPage(viewport: typeof DESKTOP | typeof PHONE, count: RegExp): Promise<Page> {
    const context = await newContext({ ...viewport, acceptDownloads: true });
    contexts.push(context);
    const page = await openPage(context);
    await login(page, app.url, 'carlos', PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);
    await page.goto(`${app.url}/admin/products`);
    await see(page.getByRole('status').filter({ hasText: count }));
    return page;
  }

  async function download(page: Page): Promise<{ name: string; text: string }> {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar planilha' }).click()]);
    const saved = path.join(dir, file.suggestedFilename());
    await file.saveAs(saved);
    return { name: file.suggestedFilename(), text: fs.readFileSync(saved, 'utf8') };
  }

  const choose = async (page: Page, name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    await page.getByLabel('Arquivo da planilha (CSV)').setInputFiles(path.join(dir, name));
  };

  it('desktop: export, edit a price, dry run with an error, fix, import, new price in the list and on the shop', async () => {
    const page = await productsPage(DESKTOP, /^3 produtos encontrados$/);
    const exported = await download(page);
    expect(exported.name).toBe('produtos-pipas.csv');
    expect(exported.text.startsWith('\ufeffid;slug;nome;categoria;preco;')).toBe(true);
    expect(exported.text).toContain(';pipa-arraia-colorida;Pipa Arraia Colorida;Pipas;"12,90";');

    // the owner changes a price and adds a line with a typo in its price
    const edited = exported.text.replace(';Pipa Arraia Colorida;Pipas;"12,90";', ';Pipa Arraia Colorida;Pipas;"14,90";');
    await page.getByRole('button', { name: 'Importar planilha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar planilha' });
    await see(dialog.getByRole('button', { name: 'Escolher arquivo CSV' }));
    await checkScreen(page, 'spreadsheet-pick-desktop');
    await choose(page, 'com-erro.csv', `${edited};;Pipa Nova;Pipas;quinze;;unidade;disponivel;não;;\r\n`);
    await see(dialog.getByText('1 erro na planilha: nada será importado.'));
    const bad = dialog.getByRole('row').filter({ hasText: 'Preço inválido: escreva só o valor em reais, por exemplo 12,50.' });
    await see(bad);
    expect(await bad.getByRole('cell').allInnerTexts()).toEqual(['5', 'preco', '“quinze”', 'Preço inválido: escreva só o valor em reais, por exemplo 12,50.']);
    expect(await dialog.getByRole('button', { name: /^Importar/ }).count()).toBe(0);
    await checkScreen(page, 'spreadsheet-errors-desktop');
    const stored = async () => ((await app.deps.db('products').where({ name: 'Pipa Arraia Colorida' }).first()) as { price: string }).price;
    expect(await stored()).toBe('12.90');

    // fixed: the dry run says what will change, and the owner confirms
    await choose(page, 'corrigida.csv', `${edited};;Pipa Nova;Pipas;15,00;;unidade;disponivel;não;;\r\n`);
    await see(dialog.getByText('1 produto novo, 1 atualizado, 2 sem mudança.'));
    const row = dialog.getByRole('row').filter({ hasText: 'Pipa Arraia Colorida' });
    await see(row.getByText('preço: 12,90 → 14,90', { exact: true }));
    await screenshotView(page, 'spreadsheet-dry-run-desktop');
    expect(await stored()).toBe('12.90');
    await dialog.getByRole('button', { name: 'Importar 2 produtos' }).click();
    await toast(page, 'Planilha importada com sucesso!');
    await see(dialog.getByText('Importação concluída.'));
    await checkScreen(page, 'spreadsheet-done-desktop');
    await dialog.getByRole('button', { name: 'Ver produtos' }).click();

    await see(page.getByRole('status').filter({ hasText: '4 produtos encontrados' }));
    await see(page.getByRole('row').filter({ hasText: 'Pipa Arraia Colorida' }).getByText('R$ 14,90'));
    expect(await stored()).toBe('14.90');

    const shop = await openPage(page.context());
    await shop.goto(`http://pipas.localhost:${app.port}/products`);
    await see(shop.getByText('Pipa Nova'));
    await expect.poll(async () => (await shop.locator('body').innerText()).replace(/\u00a0/g, ' ')).toContain('R$ 14,90');
    expect((await shop.locator('body').innerText()).replace(/\u00a0/g, ' ')).not.toContain('R$ 12,90');
  });

  it('phone: the spreadsheet buttons fit, and the dry run’s errors read in the dialog', async () => {
    const page = await productsPage(PHONE, /produtos encontrados/);
    await see(page.getByRole('link', { name: 'Exportar planilha' }));
    await checkScreen(page, 'spreadsheet-products-phone');
    const exported = await download(page);
    await page.getByRole('button', { name: 'Importar planilha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar planilha' });
    await choose(page, 'celular.csv', `${exported.text};;;Pipas;1.234;;caixa;;talvez;;\r\n`);
    await see(dialog.getByText('4 erros na planilha: nada será importado.'));
    const line = exported.text.split('\r\n').filter(Boolean).length + 1;
    const unit = dialog.getByRole('row').filter({ hasText: 'unidade deve ser uma de' });
    await see(unit);
    expect((await unit.getByRole('cell').allInnerTexts()).slice(0, 2)).toEqual([String(line), 'unidade']);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshotView(page, 'spreadsheet-errors-phone');
  });

  it('phone: a file with more new products than the shop can hold says how many fit, not a table of lines', async () => {
    const page = await productsPage(PHONE, /produtos encontrados/);
    await page.getByRole('button', { name: 'Importar planilha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar planilha' });
    const lines = Array.from({ length: 12 }, (_, i) => `Rabiola ${i};Rabiolas;${i + 1},00`);
    await choose(page, 'muitos.csv', ['nome;categoria;preco', ...lines, ''].join('\r\n'));
    await see(dialog.getByText('1 erro na planilha: nada será importado.'));
    await see(dialog.getByText(/^A planilha traz 12 produtos novos, mas cabem só mais \d+: o limite da loja é de 10 produtos/));
    expect(await dialog.getByText('Corrija as linhas abaixo').count()).toBe(0);
    expect(await dialog.getByRole('table').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /^Importar \d/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshotView(page, 'spreadsheet-quota-phone');
  });

  it('a product with options: the dry run shows each combination’s old → new price and a bad value as typed, at 390 and 1280 px', async () => {
    const site = (await app.deps.db('sites').where('subdomain', 'pipas').first()) as { id: number };
    const category = (await app.deps.db('categories').where({ site_id: site.id, name: 'Pipas' }).first()) as { id: number };
    const [product] = await app.deps
      .db('products')
      .insert({ site_id: site.id, category_id: category.id, name: 'Camiseta Vento', price: '89.90', unit: 'unidade', position: 99 })
      .returning('id');
    const id = (product as { id: number }).id;
    await app.deps.db('product_options').insert({ site_id: site.id, product_id: id, position: 0, name: 'Tamanho', values: JSON.stringify(['P', 'G']) });
    await app.deps.db('product_variants').insert([
      { site_id: site.id, product_id: id, position: 0, options: JSON.stringify(['P']), price: '89.90', availability: 'disponivel' },
      { site_id: site.id, product_id: id, position: 1, options: JSON.stringify(['G']), price: '99.90', availability: 'disponivel' },
    ]);
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await productsPage(viewport, /produtos encontrados/);
      const exported = await download(page);
      await page.getByRole('button', { name: 'Importar planilha' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar planilha' });
      const cheaper = exported.text.replace(';Tamanho;P;;;"89,90";', ';Tamanho;P;;;"79,90";');
      expect(cheaper).not.toBe(exported.text);
      await choose(page, `opcoes-${suffix}.csv`, cheaper);
      const row = dialog.getByRole('row').filter({ hasText: 'Camiseta Vento' });
      await see(row.getByText('preço da combinação: 89,90 → 79,90', { exact: true }));
      await see(row.getByText('(P)'));
      await screenshotView(page, `spreadsheet-options-dry-run-${suffix}`);

      await choose(page, `opcoes-erro-${suffix}.csv`, exported.text.replace(';Tamanho;G;;;"99,90";', ';Tamanho;G;;;"<b>noventa</b>";'));
      const bad = dialog.getByRole('row').filter({ hasText: 'Preço da combinação inválido' });
      await see(bad);
      // the value as typed, as text: no markup reaches the page
      await see(bad.getByText('“<b>noventa</b>”', { exact: true }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.viewport.width);
      await screenshotView(page, `spreadsheet-options-error-${suffix}`);
    }
  });
});
