import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildSite, buildUser } from '../../api/test/factories.ts';
import { buildDemoCatalogue } from '../../api/test/demo-catalogue-rows.ts';
import { messages } from '@vitrine/contract/messages';
import { answeredWrite, openPage, checkScreen, landOn, login, see, productMenuAction, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/**
 * in the admin, on the demo catalogue: the list searches as the shop does, filters
 * and switches availability, marks destaques and duplicates; "Ordenar vitrine" orders
 * categories and products with the keyboard; the shop follows.
 */
describe('catalogue tools in the admin', () => {
  let app: AdminTestServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startAdminServer();
    const site = await buildSite(app.deps.db, { subdomain: 'pipas', store_name: 'Pipas do Vento' });
    await buildDemoCatalogue(app.deps.db, site);
    await buildUser(app.deps.db, { site, username: 'carlos', full_name: 'Carlos Almeida' });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await app?.stop();
  });

  const shopNames = async (path = '/api/products') =>
    ((await app.client().get(path, { headers: { 'x-tenant-subdomain': 'pipas' } })).body as Array<{ name: string }>).map((p) => p.name);

  /** Carlos logged in and on the product list, in a new context of that size. */
  async function productList(size: typeof DESKTOP | typeof PHONE) {
    const context = await newContext(size);
    contexts.push(context);
    const page = await openPage(context);
    await login(page, app.url, 'carlos', PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);
    await page.goto(`${app.url}/admin/products`);
    return { context, page };
  }

  it('desktop: search like the shop, availability filter and quick switch, destaque, duplicate', async () => {
    const { page } = await productList(DESKTOP);

    // the shop's own search: plural, category names, typos
    await page.getByLabel('Buscar por nome ou descrição').fill('acessorio');
    await see(page.getByRole('status').filter({ hasText: '5 produtos encontrados' }));
    await page.getByLabel('Buscar por nome ou descrição').fill('PIPAS');
    await see(page.getByRole('status').filter({ hasText: /produtos encontrados/ }));
    await expect.poll(async () => (await page.locator('.table__title').allTextContents()).slice(0, 5).every((n) => /^(Pipa |Kit 5 Pipas)/.test(n))).toBe(true);

    // sold out, right from the list
    const row = page.getByRole('row').filter({ hasText: 'Pipa Arraia Colorida 60 cm' });
    await row.getByLabel('Disponibilidade de Pipa Arraia Colorida 60 cm').selectOption({ label: 'Esgotado' });
    await toast(page, messages.catalogue.availabilitySaved);
    const hide = page.getByRole('row').filter({ hasText: 'Pipa Peixinho Infantil' });
    // the toast of the change above may still be on screen: wait for this change's own answer
    await answeredWrite(page, 'PATCH', /^\/api\/products\/\d+$/, () =>
      hide.getByLabel('Disponibilidade de Pipa Peixinho Infantil').selectOption({ label: 'Oculto' }),
    );
    await toast(page, messages.catalogue.availabilitySaved);
    expect(await shopNames('/api/products?q=pipa')).not.toContain('Pipa Peixinho Infantil');

    // the filter shows the hidden one to its admin
    await page.getByLabel('Buscar por nome ou descrição').fill('');
    await page.getByLabel('Disponibilidade', { exact: true }).selectOption({ label: 'Oculto' });
    await see(page.getByRole('status').filter({ hasText: '1 produto encontrado' }));
    await expect.poll(() => page.locator('.table__title').allTextContents()).toEqual(['Pipa Peixinho Infantil']);
    await expect.poll(() => new URL(page.url()).searchParams.get('disponibilidade')).toBe('oculto');
    await page.getByRole('button', { name: 'Limpar' }).click();

    // destaque
    const star = page
      .getByRole('row')
      .filter({ hasText: 'Luvas de Proteção para Pipa' })
      .getByRole('button', { name: 'Destaque: Luvas de Proteção para Pipa' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await toast(page, messages.catalogue.featuredSaved);
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await checkScreen(page, 'catalogue-list-desktop');

    // duplicate: the copy opens for editing, hidden from the shop
    await productMenuAction(page, 'Pipa Raia Tradicional 50 cm', 'Duplicar');
    await toast(page, messages.catalogue.duplicated);
    await landOn(page, /^\/admin\/products\/edit\/\d+$/);
    await expect.poll(() => page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Pipa Raia Tradicional 50 cm (cópia)');
    expect(await shopNames()).not.toContain('Pipa Raia Tradicional 50 cm (cópia)');
  });

  it('desktop, a slow computer: a filter chosen while the search box still waits is kept', async () => {
    const { context, page } = await productList(DESKTOP);
    await see(page.getByRole('status').filter({ hasText: /produtos encontrados/ }));
    // a CPU 20x slower: the filter's navigation was still rendering when the search's
    // debounce fired, and the search's change, built from the older address, dropped it
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 20 });
    const rounds: Array<[word: string, label: string, value: string]> = [
      ['linha', 'Oculto', 'oculto'],
      ['pipa', 'Esgotado', 'esgotado'],
      ['rabiola', 'Oculto', 'oculto'],
    ];
    for (const [word, label, value] of rounds) {
      await page.getByLabel('Buscar por nome ou descrição').fill(word);
      await page.getByLabel('Disponibilidade', { exact: true }).selectOption({ label });
      await expect.poll(() => new URL(page.url()).searchParams.get('busca')).toBe(word);
      expect(new URL(page.url()).searchParams.get('disponibilidade')).toBe(value);
      await expect.poll(() => page.getByLabel('Disponibilidade', { exact: true }).inputValue()).toBe(value);
    }
  });

  it('phone: Ordenar vitrine moves a category and a product with the keyboard, and the shop follows', async () => {
    // the list on a phone: availability and the quick actions under each product, nothing sideways
    const { page } = await productList(PHONE);
    await see(page.getByLabel('Disponibilidade de Pipa Raia Tradicional 50 cm'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkScreen(page, 'catalogue-list-phone');

    // the products arrive after the categories are moved, as on a slow connection: the moves stay
    let sendProducts = () => {};
    const productsHeld = new Promise<void>((resolve) => (sendProducts = resolve));
    await page.route(/\/api\/store\/products\?.*limit=200/, async (route) => {
      await productsHeld;
      await route.continue();
    });
    await page.goto(`${app.url}/admin/produtos/ordem`);
    await landOn(page, /^\/admin\/products\/order$/);
    await see(page.getByRole('heading', { level: 1, name: 'Ordenar vitrine' }));

    // Acessórios, last, goes up four places: focus stays on the moved item's button
    const categories = page.getByRole('list', { name: 'Ordem de categorias' });
    const movedUp = ['Acessórios', 'Pipas', 'Rabiolas', 'Linhas', 'Varetas'];
    await categories.getByRole('button', { name: 'Subir Acessórios' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
    await expect.poll(() => categories.locator('.order-list__label').allTextContents()).toEqual(movedUp);
    await see(page.getByRole('status').filter({ hasText: 'Acessórios: posição 1 de 5' }));
    sendProducts();
    const products = page.getByRole('list', { name: 'Ordem de produtos' });
    await see(products);
    expect(await categories.locator('.order-list__label').allTextContents()).toEqual(movedUp);
    await page.unroute(/\/api\/store\/products\?.*limit=200/);
    const categoryCard = page.getByRole('region', { name: 'Categorias' });
    await categoryCard.getByRole('button', { name: 'Salvar ordem' }).click();
    await toast(page, messages.catalogue.orderSaved);

    // the first product goes down one place
    const first = (await products.locator('.order-list__label').first().textContent())!;
    await products.getByRole('button', { name: `Descer ${first}` }).click();
    await page.getByRole('region', { name: 'Produtos' }).getByRole('button', { name: 'Salvar ordem' }).click();
    await toast(page, messages.catalogue.orderSaved);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkScreen(page, 'catalogue-order-phone');

    const shopCategories = ((await app.client().get('/api/categories', { headers: { 'x-tenant-subdomain': 'pipas' } })).body as Array<{ name: string }>).map(
      (c) => c.name,
    );
    expect(shopCategories[0]).toBe('Acessórios');
    // the first one is the hidden copy made above: the owner's order holds it, the shop does not show it
    const ordered = (
      await app.deps
        .db('products')
        .orderBy([{ column: 'position' }, { column: 'id', order: 'desc' }])
        .select('name')
    ).map((r: { name: string }) => r.name);
    expect(ordered.indexOf(first)).toBe(1);
    const inShop = await shopNames();
    expect(inShop).toEqual(ordered.filter((n: string) => n !== 'Pipa Peixinho Infantil' && !n.endsWith('(cópia)')));
  });
});
