import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { answeredWrite, checkScreen, landOn, login, openPage, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/**
 * on the product form: the owner gives a product options (Tamanho P/M/G), each
 * combination with its own price typed the Brazilian way, old price and availability,
 * saved with the product; the shop then offers the choice. Availability and destaque are
 * on the form too. Desktop and phone, by keyboard where a keyboard user would go.
 */
describe('options, availability and destaque on the product form', () => {
  let app: AdminTestServer;
  let existingId: number;

  beforeAll(async () => {
    app = await startAdminServer();
    const site = await buildSite(app.deps.db, { subdomain: 'opcoes', store_name: 'Pipas com Opções' });
    await buildUser(app.deps.db, { site, username: 'opcoes' });
    const pipas = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    existingId = (await buildProduct(app.deps.db, site, pipas, { name: 'Rabiola Longa', price: '9.90' })).id;
  });
  afterAll(() => app?.stop());

  const publicGet = (path: string) => app.client().get(path, { headers: { 'x-tenant-subdomain': 'opcoes' } });
  const row = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
  const noSideways = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`at ${size} size: Tamanho P/M/G with their prices is saved, reopened and offered by the shop`, async () => {
      const context = await newContext(options);
      const page = await openPage(context);
      await login(page, app.url, 'opcoes', PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/products/new`);
      const name = `Pipa Raia ${size}`;
      await page.getByLabel('Nome', { exact: true }).fill(name);
      await page.getByLabel('Categoria').selectOption({ label: 'Pipas' });
      await page.getByLabel('Preço (R$)', { exact: true }).fill('30');

      // the focus goes to the new option's name; values are added with Enter, by keyboard
      await page.getByRole('button', { name: 'Adicionar opções' }).click();
      await page.keyboard.type('Tamanho');
      await page.keyboard.press('Enter'); // on to the values, without saving
      const newValue = page.getByLabel('Novo valor de Tamanho');
      await expect.poll(() => newValue.evaluate((el) => el === document.activeElement)).toBe(true);
      for (const v of ['P', 'M', 'G', 'GG']) {
        await page.keyboard.type(v);
        await page.keyboard.press('Enter');
      }
      // the form's price gives way to each combination's
      expect(await page.getByLabel('Preço (R$)', { exact: true }).count()).toBe(4);
      await newValue.fill('P');
      await newValue.press('Enter');
      await see(page.getByText(messages.variants.valueRepeated('Tamanho', 'P')));
      await newValue.fill('');
      const removeGG = page.getByRole('button', { name: 'Remover GG de Tamanho' });
      await removeGG.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('list', { name: 'Valores de Tamanho' }).getByRole('listitem').allTextContents()).toEqual(['P', 'M', 'G']);
      expect(await row(page, 'GG').count()).toBe(0);

      // each combination starts at the price typed above, and takes its own
      expect(await row(page, 'P').getByLabel('Preço (R$)').inputValue()).toBe('30,00');
      await row(page, 'P').getByLabel('Preço (R$)').fill('25');
      await row(page, 'M').getByLabel('Preço (R$)').fill('1.234');
      await row(page, 'G').getByLabel('Preço (R$)').fill('32,5');
      await row(page, 'G').getByLabel('Preço anterior (R$)').fill('35');
      await row(page, 'G').getByLabel('Disponibilidade').selectOption({ label: 'Esgotado' });
      expect(await row(page, 'P').getByLabel('Preço (R$)').inputValue()).toBe('25,00'); // rewritten on leaving it

      // an ambiguous amount is refused next to its field, and the focus goes there
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      const mPrice = row(page, 'M').getByLabel('Preço (R$)');
      await see(row(page, 'M').getByText(messages.money.ambiguous('Preço da combinação', '1.234')));
      await expect.poll(() => mPrice.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await mPrice.getAttribute('aria-invalid')).toBe('true');
      await noSideways(page);
      await checkScreen(page, `product-options-error-${size}`);
      await mPrice.fill('27,50');

      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await toast(page, messages.products.created);
      const id = Number((await landOn(page, /^\/admin\/products\/edit\/\d+$/)).split('/').pop());

      // reopened: the options are there as saved
      await page.reload();
      await see(page.getByRole('heading', { level: 1, name: 'Editar produto' }));
      await expect.poll(() => page.getByRole('list', { name: 'Valores de Tamanho' }).getByRole('listitem').allTextContents()).toEqual(['P', 'M', 'G']);
      expect(await page.getByLabel('Nome da opção').inputValue()).toBe('Tamanho');
      expect(await Promise.all(['P', 'M', 'G'].map((v) => row(page, v).getByLabel('Preço (R$)').inputValue()))).toEqual(['25,00', '27,50', '32,50']);
      expect(await row(page, 'G').getByLabel('Preço anterior (R$)').inputValue()).toBe('35,00');
      expect(await row(page, 'G').getByLabel('Disponibilidade').inputValue()).toBe('esgotado');
      await noSideways(page);
      await checkScreen(page, `product-options-${size}`);

      // the list shows the range the shop's cards show, and the options
      await page.goto(`${app.url}/admin/products?busca=${encodeURIComponent(name)}`);
      const listed = page.getByRole('row').filter({ hasText: name });
      await see(listed);
      await expect.poll(async () => (await listed.textContent())?.replace(/\u00a0/g, ' ')).toContain('R$ 25,00 – R$ 32,50');
      await see(listed.getByText('Tamanho: P, M, G'));
      await noSideways(page);

      // the public API and the shop's product page offer the choice
      const pub = await publicGet(`/api/products/${id}`);
      expect(pub.status).toBe(200);
      expect(pub.body.options).toEqual([{ name: 'Tamanho', values: ['P', 'M', 'G'] }]);
      expect(
        pub.body.variants.map((v: { options: string[]; price: number; old_price: number | null; availability: string }) => [
          v.options[0],
          v.price,
          v.old_price,
          v.availability,
        ]),
      ).toEqual([
        ['P', 25, null, 'disponivel'],
        ['M', 27.5, null, 'disponivel'],
        ['G', 32.5, 35, 'esgotado'],
      ]);
      expect([pub.body.price, pub.body.price_max]).toEqual([25, 32.5]);

      const shop = await openPage(context);
      await shop.goto(`http://opcoes.localhost:${app.port}/product/${id}`);
      await see(shop.getByRole('heading', { name }));
      const picker = shop.getByRole('group', { name: /^Tamanho/ });
      await picker.getByRole('radio', { name: 'M', exact: true }).check();
      await see(shop.locator('.vs-product-price').getByText('R$ 27,50'));
      await screenshot(shop, `storefront-product-options-${size}`);
      await context.close();
    });
  }

  it('sets availability and destaque on the form; the shop follows', async () => {
    const context = await newContext(DESKTOP);
    const page = await openPage(context);
    await login(page, app.url, 'opcoes', PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);
    await page.goto(`${app.url}/admin/products/edit/${existingId}`);
    await see(page.getByRole('heading', { level: 1, name: 'Editar produto' }));
    const availability = page.getByLabel('Disponibilidade', { exact: true });
    const featured = page.getByRole('checkbox', { name: 'Destaque na página inicial' });
    expect(await availability.inputValue()).toBe('disponivel');
    expect(await featured.isChecked()).toBe(false);

    await availability.selectOption({ label: 'Esgotado' });
    await see(page.getByText('Aparece na loja como esgotado', { exact: false }));
    // by keyboard, as a checkbox is
    await featured.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, messages.products.updated);
    const shown = await publicGet(`/api/products/${existingId}`);
    expect([shown.body.availability, shown.body.is_featured, shown.body.price]).toEqual(['esgotado', true, 9.9]);

    await page.reload();
    await see(page.getByRole('heading', { level: 1, name: 'Editar produto' }));
    await expect.poll(() => availability.inputValue()).toBe('esgotado');
    expect(await featured.isChecked()).toBe(true);
    await checkScreen(page, 'product-availability-desktop');

    await availability.selectOption({ label: 'Oculto' });
    // the save above showed the same toast: wait for this write's own answer
    await answeredWrite(page, 'PUT', /^\/api\/products\/\d+$/, () => page.getByRole('button', { name: 'Salvar', exact: true }).click());
    await toast(page, messages.products.updated);
    expect((await publicGet(`/api/products/${existingId}`)).status).toBe(404);
    expect(((await publicGet('/api/products')).body as Array<{ id: number }>).map((p) => p.id)).not.toContain(existingId);

    // the shop's count leaves it out; the admin's counts it, said apart
    const shopCount = ((await publicGet('/api/categories')).body as Array<{ name: string; product_count: number }>).find(
      (c) => c.name === 'Pipas',
    )!.product_count;
    await page.goto(`${app.url}/admin/categories`);
    const pipas = page.getByRole('row').filter({ hasText: 'Pipas' });
    await see(pipas.getByRole('link', { name: `${shopCount + 1} ${shopCount + 1 === 1 ? 'produto' : 'produtos'}, 1 oculto` }));
    await context.close();
  });
});
