import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext, screenshot, seriousA11yViolations } from '../../api/test/browser.ts';
import { startTestApp, workerResources, type TestApp } from '../../api/test/harness.ts';
import { exact, poll } from './demo-app.ts';
import { KITE_WORDS, bagShop } from './bag-shop.ts';

/*
 * as a shopper of a handbag shop meets them, at 390 and 1280 px: no
 * kite word on any page (search example, emoji, contact words), no empty category, only the
 * starred destaques, the options chosen before WhatsApp, and a search that finds nothing
 * offering WhatsApp with the words searched and the destaques.
 */
let app: TestApp;
let shopUrl: string;
let shop: Awaited<ReturnType<typeof bagShop>>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const { testDb, dataDir } = await workerResources();
  await testDb.reset();
  app = await startTestApp(testDb, dataDir);
  shop = await bagShop(app.deps.db);
  shopUrl = `http://atelie-ana.localhost:${app.server.port}`;
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await app?.server.close();
});

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(shopUrl + path, { waitUntil: 'networkidle' });
  return page;
}

const waText = async (page: Page, scope = '.vs-buy') =>
  new URL((await page.locator(`${scope} a.vs-btn-wa`).first().getAttribute('href'))!).searchParams.get('text');

describe.each(SIZES)('the handbag shop "Ateliê da Ana" (%s)', (name, size) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(size);
    contexts.push(context);
  });

  it('says no kite word on any page, shows its own categories with their emoji, and no empty one', async () => {
    for (const path of ['/', '/products', '/categories', '/contact', `/product/${shop.bag.id}`]) {
      const page = await open(context, path);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text, path).not.toMatch(KITE_WORDS);
      expect(text, path).not.toContain('Mochilas');
      if (path === '/products') {
        expect(await page.getByLabel('Buscar produtos').getAttribute('placeholder')).toBe('Ex.: bolsas, carteiras');
      }
      if (path === '/categories') {
        expect(await page.locator('.vs-cat-name').allInnerTexts()).toEqual(['Bolsas', 'Carteiras']);
        expect(await page.locator('.vs-cat-emoji').allInnerTexts()).toEqual(['👜', '👜']);
      }
      if (path === '/contact') {
        expect(text).toContain('Combine com a loja a forma de pagamento na hora de fechar o pedido.');
      }
      if (path === '/') {
        // only the starred wallet is a destaque
        expect(await page.getByRole('list', { name: 'Produtos em destaque' }).locator('.vs-card-name').allInnerTexts()).toEqual(['Carteira Slim']);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
      await screenshot(page, `bag-shop${path.replace(/\W+/g, '-').replace(/-$/, '') || '-home'}-${name}`);
      await page.close();
    }
  });

  it('asks for the options before WhatsApp, then sends the chosen combination and its price; a sold-out one is named', async () => {
    const page = await open(context, `/product/${shop.bag.id}`);
    expect(await page.locator('.vs-buy a.vs-btn-wa').count()).toBe(0);
    await page.locator('.vs-buy').getByRole('button', { name: 'Comprar pelo WhatsApp' }).click();
    await poll(() => page.locator('.vs-option-note').innerText()).toMatch(exact('Escolha Tamanho e Cor para comprar.'));
    const group = (label: string) => page.getByRole('group', { name: label });
    await group('Tamanho').getByRole('radio', { name: /^G/ }).check();
    await poll(() => page.locator('.vs-option-note').innerText()).toMatch(exact('Escolha Cor para comprar.'));
    await group('Cor')
      .getByRole('radio', { name: /^Caramelo/ })
      .check();
    await poll(() => waText(page)).toMatch(
      /^Olá! Tenho interesse no produto \*Bolsa Tiracolo Ana\* \(Tamanho: G, Cor: Caramelo\) por R\$\u00a0150,00 \/ unidade\. Ainda está disponível\?/,
    );
    expect(await page.locator('.vs-option-note').count()).toBe(0);

    await group('Cor')
      .getByRole('radio', { name: /^Preta/ })
      .check();
    await poll(() => page.locator('.vs-soldout-note').innerText()).toBe(
      'Combinação esgotada: Tamanho: G, Cor: Preta. Escolha outra ou pergunte à loja se ela vai voltar.',
    );
    expect(await waText(page)).toContain('(Tamanho: G, Cor: Preta) está esgotado. Vai voltar?');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `bag-shop-options-${name}`);
    await page.close();
  });

  it('a search that finds nothing offers WhatsApp with the words searched, and the destaques', async () => {
    const page = await open(context, '/products');
    await page.getByLabel('Buscar produtos').fill('guarda-chuva');
    await poll(() => page.getByRole('status').innerText()).toMatch(/^0 produtos encontrados para “guarda-chuva”/);
    const ask = page.getByRole('link', { name: 'Perguntar à loja no WhatsApp' });
    const href = new URL((await ask.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/5531987654321');
    expect(href.searchParams.get('text')).toBe('Olá! Procurei por "guarda-chuva" no site e não encontrei. Vocês têm?');
    expect(await page.getByRole('list', { name: 'Produtos em destaque' }).locator('.vs-card-name').allInnerTexts()).toEqual(['Carteira Slim']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `bag-shop-search-nothing-${name}`);
    // the option values are searched too: "preta" finds the bag sold in Preta
    await page.getByLabel('Buscar produtos').fill('preta');
    await poll(() => page.locator('.vs-card-name').allInnerTexts()).toEqual(['Bolsa Tiracolo Ana']);
    expect(await ask.count()).toBe(0);
    await page.close();
  });
});
