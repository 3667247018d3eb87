import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext, screenshot, seriousA11yViolations } from '../../api/test/browser.ts';
import { demoApp, exact, poll } from './demo-app.ts';

/*
 * on the demo shop, as shoppers see it on a phone and a desktop: search that finds
 * (kites first for PIPA, category names, typos), sorting kept in the address, a sold-out
 * product marked and asking the shop whether it will be back, a hidden one gone.
 */
let app: Awaited<ReturnType<typeof demoApp>>;
let phone: BrowserContext;
let desktop: BrowserContext;

beforeAll(async () => {
  app = await demoApp();
  phone = await newContext(PHONE);
  desktop = await newContext(DESKTOP);
});

afterAll(async () => {
  await phone?.close();
  await desktop?.close();
  await app?.server.close();
});

async function open(path: string, context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(app.shopUrl + path, { waitUntil: 'networkidle' });
  return page;
}
const cardNames = (page: Page) => page.locator('.vs-card-name').allTextContents();
const noSideScroll = (page: Page, width: number) => page.evaluate(() => document.documentElement.scrollWidth).then((w) => expect(w).toBeLessThanOrEqual(width));

describe('catalogue search and sorting on the shop', () => {
  it('phone: PIPA lists the kites first; acessorio finds the category; a typo still finds', async () => {
    const page = await open('/products', phone);
    await page.getByLabel('Buscar produtos').fill('PIPA');
    await poll(() => page.url()).toMatch(/\/products\?q=PIPA$/);
    await poll(async () => (await cardNames(page)).slice(0, 5).every((n) => /^(Pipa |Kit 5 Pipas)/.test(n))).toBe(true);
    await screenshot(page, 'catalogue-search-pipa-phone');

    await page.getByLabel('Buscar produtos').fill('acessorio');
    await poll(() => page.getByRole('status').innerText()).toMatch(exact(/5 produtos encontrados para “acessorio”/));
    expect(new Set(await page.locator('.vs-card-cat').allTextContents())).toEqual(new Set(['Acessórios']));

    await page.getByLabel('Buscar produtos').fill('estrla');
    await poll(() => cardNames(page)).toEqual(['Pipa Estrela de Seda 70 cm']);
    await noSideScroll(page, 390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('phone: sorting by price is kept in the address, survives a reload and works before the script loads', async () => {
    const page = await open('/products?q=rabiola', phone);
    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor preço' });
    await poll(() => page.url()).toMatch(/\/products\?q=rabiola&ordem=menor-preco$/);
    await poll(() => cardNames(page)).toEqual([
      'Rabiola de Seda',
      'Rabiola Plástica Colorida 20 m',
      'Rabiola Fita de Cetim 15 m',
      'Pacote de Rabiolas Sortidas',
    ]);
    await screenshot(page, 'catalogue-sort-phone');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('menor-preco');
    expect((await cardNames(page))[0]).toBe('Rabiola de Seda');
    await page.getByLabel('Ordenar por').selectOption({ label: 'Maior preço' });
    await poll(() => cardNames(page)).toEqual([
      'Pacote de Rabiolas Sortidas',
      'Rabiola Fita de Cetim 15 m',
      'Rabiola Plástica Colorida 20 m',
      'Rabiola de Seda',
    ]);
    await page.goBack();
    await poll(() => page.url()).toMatch(/ordem=menor-preco$/);
    await poll(() => page.getByLabel('Ordenar por').inputValue()).toBe('menor-preco');
    await noSideScroll(page, 390);
    await page.close();

    // the server renders the sorted list itself (no script needed)
    const html = await (await fetch(`${app.url}/products?sub=demo&q=rabiola&ordem=maior-preco`)).text();
    expect(html.indexOf('Pacote de Rabiolas Sortidas')).toBeLessThan(html.indexOf('Rabiola de Seda'));
  });

  it('desktop: filters on one row, sort next to the category', async () => {
    const page = await open('/products?ordem=novidades', desktop);
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('novidades');
    const [search, sort] = await Promise.all([page.getByLabel('Buscar produtos').boundingBox(), page.getByLabel('Ordenar por').boundingBox()]);
    expect(Math.abs(search!.y - sort!.y)).toBeLessThan(4);
    await noSideScroll(page, 1280);
    await screenshot(page, 'catalogue-products-desktop');
    await page.close();
  });
});

describe('availability on the shop', () => {
  it('a sold-out product is marked on its card and page and asks on WhatsApp whether it will be back; a hidden one is gone', async () => {
    const db = app.deps.db;
    await db('products').where({ name: 'Pipa Arraia Colorida 60 cm' }).update({ availability: 'esgotado' });
    await db('products').where({ name: 'Pipa Peixinho Infantil' }).update({ availability: 'oculto' });
    const sold = await db('products').where({ name: 'Pipa Arraia Colorida 60 cm' }).first();
    const hidden = await db('products').where({ name: 'Pipa Peixinho Infantil' }).first();

    const list = await open('/products?q=pipa', phone);
    const card = list.locator('.vs-card').filter({ hasText: 'Pipa Arraia Colorida 60 cm' });
    await poll(() => card.locator('.vs-badge').innerText()).toBe('Esgotado');
    expect(await cardNames(list)).not.toContain('Pipa Peixinho Infantil');
    await screenshot(list, 'catalogue-soldout-card-phone');
    await list.close();

    const page = await open(`/product/${sold.id}`, phone);
    await poll(() => page.locator('.vs-product-info .vs-badge').first().innerText()).toBe('Esgotado');
    const ask = page.getByRole('link', { name: /Perguntar se vai voltar/ });
    const href = decodeURIComponent((await ask.first().getAttribute('href')) ?? '');
    expect(href).toContain('*Pipa Arraia Colorida 60 cm* está esgotado. Ele vai voltar?');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('\n')).toContain('https://schema.org/OutOfStock');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await noSideScroll(page, 390);
    await screenshot(page, 'catalogue-soldout-product-phone');
    await page.close();

    const gone = await open(`/product/${hidden.id}`, phone);
    await poll(() => gone.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Produto não encontrado'));
    await gone.close();
    const sitemap = await (await fetch(`${app.url}/sitemap.xml?sub=demo`)).text();
    expect(sitemap).not.toContain(`/product/${hidden.id}-`);
    expect(sitemap).toContain(`/product/${sold.id}-`);
  });
});
