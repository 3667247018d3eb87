import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext, screenshot, seriousA11yViolations } from '../../api/test/browser.ts';
import { demoApp, exact, poll } from './demo-app.ts';

/*
 * The demo shop as a shopper on a phone sees it: real Chromium, the real server, the real
 * seed. Every page is checked by what it shows (text, roles), by axe-core, and saved as a
 * screenshot (test-results/screenshots/storefront-*.png).
 */
let app: Awaited<ReturnType<typeof demoApp>>;
let phone: BrowserContext;

beforeAll(async () => {
  app = await demoApp();
  phone = await newContext(PHONE);
});

afterAll(async () => {
  await phone?.close();
  await app?.server.close();
});

async function open(path: string, context = phone): Promise<Page> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && !/status of 404/.test(m.text()) && problems.push(m.text()));
  (page as Page & { problems: string[] }).problems = problems;
  await page.goto(app.shopUrl + path, { waitUntil: 'networkidle' });
  return page;
}
const problemsOf = (page: Page) => (page as Page & { problems: string[] }).problems;

/** Marks the document: if the marker survives a click, the page changed without reloading. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { vsMark: number }).vsMark = 1));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { vsMark?: number }).vsMark === 1);

describe('the demo shop on a phone', () => {
  it('home: hero, value blocks, 4 popular categories, the starred destaques, call to action', async () => {
    const page = await open('/');
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Pipas do Vento'));
    // the demo shop stars three products: only those, never filled up with others
    expect(await page.getByRole('list', { name: 'Produtos em destaque' }).locator('.vs-card-name').allInnerTexts()).toEqual([
      'Pipa Estrela de Seda 70 cm',
      'Carretilha de Madeira com Linha 200 m',
      'Kit Montagem Completo',
    ]);
    expect(await page.locator('.vs-cats-compact > li').count()).toBe(4);
    await page.getByRole('heading', { name: 'Atendimento direto' }).first().waitFor({ state: 'visible' });
    await poll(() => page.getByRole('link', { name: 'Chamar no WhatsApp' }).getAttribute('href')).toMatch(exact(/^https:\/\/wa\.me\/5511987654321\?text=/));
    await poll(() => page.getByRole('link', { name: 'Área do lojista' }).last().getAttribute('href')).toMatch(exact(/\/admin\/login$/));
    await poll(() => page.getByRole('contentinfo').innerText()).toContain(`© ${new Date().getFullYear()} Pipas do Vento`);
    // no horizontal scrolling on a 390 px screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
    await screenshot(page, 'storefront-home-phone');
    await page.close();
  });

  it('the server sends the products in the HTML itself (view-source)', async () => {
    const res = await fetch(`${app.url}/products?sub=demo`);
    const html = await res.text();
    expect(html).toContain('Pipa Raia Tradicional 50 cm');
    expect(html).toContain('Linha 10 Carretel 500 m');
  });

  it('mobile menu opens, and navigating happens in place', async () => {
    const page = await open('/');
    await mark(page);
    const menu = page.getByRole('button', { name: 'Abrir menu' });
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.first().waitFor({ state: 'visible' });
    await screenshot(page, 'storefront-menu-phone');
    await nav.getByRole('link', { name: 'Contato' }).click();
    await poll(() => page.url()).toMatch(/\/contact$/);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Contato'));
    await poll(() => page.title()).toBe('Contato | Pipas do Vento');
    expect(await stillSameDocument(page)).toBe(true);
    await page.goBack();
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Pipas do Vento'));
    await page.close();
  });

  it('products: search as you type, category filter, clear', async () => {
    const page = await open('/products');
    await poll(() => page.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    await mark(page);

    await page.getByLabel('Buscar produtos').fill('rabiola');
    await poll(() => page.getByRole('status').innerText()).toMatch(exact(/4 produtos encontrados para “rabiola”/));
    await poll(() => page.url()).toMatch(/\/products\?q=rabiola$/);
    const names = await page.locator('.vs-card-name').allTextContents();
    expect(names.every((n) => /rabiola/i.test(n))).toBe(true);
    await screenshot(page, 'storefront-search-phone');

    await page.getByLabel('Buscar produtos').fill('');
    await page.getByLabel('Categoria').selectOption({ label: 'Linhas' });
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Linhas'));
    await poll(() => page.getByRole('status').innerText()).toMatch(exact('4 produtos encontrados'));
    await poll(() => page.url()).toMatch(/\/products\?categoria=\d+$/);
    expect(new Set(await page.locator('.vs-card-cat').allTextContents())).toEqual(new Set(['Linhas']));

    await page.getByRole('link', { name: 'Limpar' }).click();
    await poll(() => page.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    await poll(() => page.getByLabel('Categoria').inputValue()).toBe('');
    expect(await stillSameDocument(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('products: ?categoria= preselects the category, and an empty search says so', async () => {
    const lines = await app.deps.db('categories').where({ name: 'Varetas' }).first();
    const page = await open(`/products?categoria=${lines.id}`);
    await poll(() => page.getByLabel('Categoria').inputValue()).toBe(String(lines.id));
    await poll(() => page.getByRole('status').innerText()).toMatch(exact('4 produtos encontrados'));
    await screenshot(page, 'storefront-products-phone');
    await page.getByLabel('Buscar produtos').fill('xyzzy');
    await page.getByText('Nenhum produto encontrado').first().waitFor({ state: 'visible' });
    await page.close();
  });

  it('categories: a card per category with its emoji, each opening its products', async () => {
    const page = await open('/categories');
    const cards = page.locator('.vs-cat');
    expect(await cards.count()).toBe(5);
    const card = (name: string) => cards.filter({ has: page.getByText(name, { exact: true }) });
    await poll(() => card('Pipas').innerText()).toContain('🪁');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'storefront-categories-phone');
    await card('Rabiolas').click();
    await poll(() => page.url()).toMatch(/\/products\?categoria=\d+$/);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Rabiolas'));
    await page.close();
  });

  it('contact: WhatsApp, Instagram, location, opening hours, help topics', async () => {
    const page = await open('/contato');
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Contato'));
    await poll(() => page.getByRole('link', { name: 'Conversar no WhatsApp' }).getAttribute('href')).toMatch(exact(/^https:\/\/wa\.me\/5511987654321/));
    await poll(() => page.getByRole('link', { name: 'Ver perfil no Instagram' }).getAttribute('href')).toMatch(
      exact('https://www.instagram.com/pipasdovento/'),
    );
    await poll(() => page.getByRole('region', { name: 'Localização' }).innerText()).toContain('Rua das Andorinhas, 120');
    const hours = page.getByRole('region', { name: 'Horário de atendimento' });
    await poll(() => hours.innerText()).toMatch(/Segunda a sexta\s*8h às 18h/);
    await poll(() => hours.innerText()).toMatch(/Sábado\s*8h às 16h/);
    await poll(() => hours.innerText()).toMatch(/Domingo\s*Fechado/);
    await page.getByRole('heading', { name: 'Como podemos ajudar?' }).first().waitFor({ state: 'visible' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'storefront-contact-phone');
    await page.close();
  });

  it('product: gallery previous/next and thumbnails, price, related, WhatsApp to buy', async () => {
    const raia = await app.deps.db('products').where({ name: 'Pipa Raia Tradicional 50 cm' }).first();
    const page = await open(`/produto/${raia.id}`);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Pipa Raia Tradicional 50 cm'));
    await poll(() => page.locator('.vs-product-price').innerText()).toMatch(/R\$\s12,90\s*\/ unidade/);
    // the pictures stand side by side in a swipeable strip; the thumbnail marks the one in view
    const pictures = page.locator('.vs-gallery-main img');
    await poll(() => pictures.first().getAttribute('alt')).toMatch(exact('Pipa Raia Tradicional 50 cm, foto 1 de 2'));
    await poll(() => pictures.nth(1).getAttribute('alt')).toMatch(exact('Pipa Raia Tradicional 50 cm, foto 2 de 2'));
    const inView = (n: number) => page.getByRole('button', { name: `Ver foto ${n} de 2` }).getAttribute('aria-current');
    await poll(() => inView(1)).toMatch(exact('true'));
    await page.getByRole('button', { name: 'Próxima foto' }).click();
    await poll(() => inView(2)).toMatch(exact('true'));
    await page.getByRole('button', { name: 'Foto anterior' }).click();
    await poll(() => inView(1)).toMatch(exact('true'));
    await page.getByRole('button', { name: 'Ver foto 2 de 2' }).click();
    await poll(() => inView(2)).toMatch(exact('true'));

    const related = page.getByRole('list', { name: 'Produtos relacionados' }).getByRole('listitem');
    expect(await related.count()).toBe(4);
    await poll(() => related.filter({ hasText: 'Pipa Raia Tradicional 50 cm' }).count()).toBe(0);

    const buy = page.getByRole('link', { name: 'Comprar pelo WhatsApp' });
    await poll(() => buy.getAttribute('target')).toMatch(exact('_blank'));
    const href = new URL((await buy.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/5511987654321');
    expect(href.searchParams.get('text')).toBe(
      `Olá! Tenho interesse no produto *Pipa Raia Tradicional 50 cm* (R$\u00a012,90 / unidade). Ainda está disponível? http://demo.localhost:3000/product/${raia.id}-pipa-raia-tradicional-50-cm`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ver foto 1 de 2' }).click();
    await screenshot(page, 'storefront-product-phone');

    await mark(page);
    await related.first().getByRole('link').click();
    await poll(() => page.url()).toMatch(/\/product\/\d+-[a-z0-9-]+$/);
    expect(await stillSameDocument(page)).toBe(true);
    await page.close();
  });

  it('a missing product says "Produto não encontrado", with HTTP 404 and a way back', async () => {
    const page = await phone.newPage();
    const res = await page.goto(`${app.shopUrl}/product/999999`);
    expect(res?.status()).toBe(404);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Produto não encontrado'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'storefront-product-404-phone');
    await page.getByRole('link', { name: 'Voltar para os produtos' }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Produtos'));
    await page.close();
  });

  it('an unknown shop gets a friendly 404 page', async () => {
    const page = await phone.newPage();
    const res = await page.goto(`http://naoexiste.localhost:${app.server.port}/`);
    expect(res?.status()).toBe(404);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(exact('Loja não encontrada'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'storefront-store-404-phone');
    await page.close();
  });

  it('with ?sub=demo on the platform host, navigation keeps the shop', async () => {
    const page = await phone.newPage();
    await page.goto(`${app.url}/?sub=demo`);
    await page.getByRole('link', { name: 'Ver produtos' }).click();
    await poll(() => page.url()).toMatch(/\/products\?sub=demo$/);
    await poll(() => page.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    await page.reload();
    await poll(() => page.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    await page.close();
  });
});

describe('the demo shop on a desktop', () => {
  it('home and product pages, for the record', async () => {
    const desktop = await newContext(DESKTOP);
    const raia = await app.deps.db('products').where({ name: 'Pipa Raia Tradicional 50 cm' }).first();
    const home = await open('/', desktop);
    await home.getByRole('navigation', { name: 'Menu principal' }).first().waitFor({ state: 'visible' });
    await home.getByRole('button', { name: 'Abrir menu' }).waitFor({ state: 'hidden' });
    expect(await seriousA11yViolations(home)).toEqual([]);
    await screenshot(home, 'storefront-home-desktop');
    const product = await open(`/product/${raia.id}`, desktop);
    await screenshot(product, 'storefront-product-desktop');
    await desktop.close();
  });
});
