import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE, DESKTOP, newContext, screenshot, seriousA11yViolations } from '../../api/test/browser.ts';
import { demoApp, exact, foreignSite, poll } from './demo-app.ts';
import { themeVars } from '@vitrine/contract/theme';

/*
 * The widget on someone else's page (another origin: its own port), with styles that would
 * wreck it if they leaked in: it renders where its tag stands, searches, opens a product,
 * several instances live side by side, and the host page's own look stays as it was.
 */
let app: Awaited<ReturnType<typeof demoApp>>;
let host: Awaited<ReturnType<typeof foreignSite>>;
let hashHost: Awaited<ReturnType<typeof foreignSite>>;
let context: BrowserContext;

const HOST_CSS = `
  body { font-family: Georgia, serif; color: rgb(120, 0, 0); background: #fffbea; margin: 24px; }
  h1 { font-size: 40px; color: rgb(0, 0, 128); }
  button { border: 3px dotted rgb(255, 0, 0); background: yellow; }
  .vs-card, .vs-grid { display: none !important; } /* our class names, on purpose: must not reach inside */
  a { color: green; }
`;

/** The demo shop's own colours here, not the defaults: the widget must wear them. */
const SHOP_COLORS = { primary_color: '#FFD60A', secondary_color: '#7B2CBF', accent_color: '#2A9D8F' };

beforeAll(async () => {
  app = await demoApp();
  await app.deps.db('sites').where({ subdomain: 'demo' }).update(SHOP_COLORS);
  host = await foreignSite(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blog do Zé</title><style>${HOST_CSS}</style></head>
<body>
  <h1>Blog do Zé Pipeiro</h1>
  <button id="host-button" type="button">Botão do blog</button>
  <main>
    <p>Confira a loja da nossa parceira:</p>
    <script src="${app.url}/widget.js" data-store="demo" async></script>
    <p id="after">Texto depois do widget.</p>
    <vitrine-store id="cats" store="demo" view="categories"></vitrine-store>
  </main>
</body></html>`);
  hashHost = await foreignSite(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Loja no hash</title></head>
<body><h1>Com endereço no hash</h1><vitrine-store store="demo" view="products" hash></vitrine-store>
<script src="${app.url}/widget.js" async></script></body></html>`);
  context = await newContext(PHONE);
});

afterAll(async () => {
  await context?.close();
  await host?.close();
  await hashHost?.close();
  await app?.server.close();
});

const hostLook = (page: Page) =>
  page.evaluate(() => {
    const h1 = getComputedStyle(document.querySelector('h1')!);
    const button = getComputedStyle(document.querySelector('#host-button')!);
    return {
      h1Size: h1.fontSize,
      h1Color: h1.color,
      font: getComputedStyle(document.body).fontFamily,
      button: `${button.borderTopWidth} ${button.borderTopStyle} ${button.borderTopColor}`,
    };
  });

describe('the widget on a page of another site', () => {
  it('renders where its script tag stands, searches, opens a product, and leaves the host alone', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(host.url);
    const before = await hostLook(page);

    const shop = page.locator('vitrine-store').first();
    await poll(() => shop.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    // the <script data-store> form puts the widget right where the tag is
    expect(await page.evaluate(() => document.querySelector('#after')!.previousElementSibling!.tagName)).toBe('VITRINE-STORE');
    // the host's `.vs-card { display: none }` does not reach into the shadow root
    expect(await shop.locator('.vs-card').first().isVisible()).toBe(true);
    const inside = await shop
      .locator('.vs-card-name')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(inside).not.toMatch(/Georgia/);
    await screenshot(page, 'widget-foreign-page-phone');

    await shop.getByLabel('Buscar produtos').fill('carretel');
    await poll(() => shop.getByRole('status').innerText()).toMatch(/produtos? encontrados? para “carretel”/);
    const names = await shop.locator('.vs-card-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(22);

    await shop.locator('.vs-card-link').first().click();
    await poll(() => shop.getByRole('heading', { level: 2 }).first().innerText()).toMatch(exact(names[0]!));
    await shop.getByRole('link', { name: /Comprar pelo WhatsApp/ }).waitFor();
    expect(page.url()).toBe(host.url); // the host page's address never changed
    await screenshot(page, 'widget-foreign-product-phone');

    expect(await hostLook(page)).toEqual(before);
    expect(before).toEqual({ h1Size: '40px', h1Color: 'rgb(0, 0, 128)', font: 'Georgia, serif', button: '3px dotted rgb(255, 0, 0)' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says in Portuguese that the connection failed when the network drops, and tries again', async () => {
    const page = await context.newPage();
    await page.goto(hashHost.url);
    const shop = page.locator('vitrine-store');
    await poll(() => shop.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    // the shopper's phone loses its connection: every call to the shop's API fails before an answer
    await page.route(`${app.url}/api/**`, (route) => route.abort('internetdisconnected'));
    await shop.locator('.vs-card-link').first().click();
    await poll(() => shop.getByRole('alert').innerText()).toMatch(/^Erro de conexão\. Tente novamente\./);
    await page.unroute(`${app.url}/api/**`);
    await shop.getByRole('alert').getByRole('button').click();
    await shop.getByRole('link', { name: /Comprar pelo WhatsApp/ }).waitFor();
    await page.close();
  });

  it('runs several widgets on one page, each on its own', async () => {
    const page = await context.newPage();
    await page.goto(host.url);
    const [catalogue, categories] = [page.locator('vitrine-store').first(), page.locator('#cats')];
    await poll(() => categories.locator('.vs-cat').count()).toBe(5);
    await poll(() => catalogue.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));

    await categories
      .locator('.vs-cat')
      .filter({ has: page.getByText('Varetas', { exact: true }) })
      .click();
    await poll(() => categories.getByRole('heading', { level: 2 }).first().innerText()).toMatch(exact('Varetas'));
    await poll(() => categories.getByRole('status').innerText()).toMatch(exact('4 produtos encontrados'));
    // the other widget did not move
    expect(await catalogue.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps its page in the host page’s hash when asked to, so a reload comes back to it', async () => {
    const page = await (await newContext(DESKTOP)).newPage();
    await page.goto(hashHost.url);
    const shop = page.locator('vitrine-store');
    await poll(() => shop.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    await shop.locator('.vs-card-link').nth(1).click();
    await poll(() => page.url()).toMatch(/#\/product\/\d+-[a-z0-9-]+$/);
    const name = await shop.getByRole('heading', { level: 2 }).first().innerText();
    await page.reload();
    await poll(() => shop.getByRole('heading', { level: 2 }).first().innerText()).toBe(name);
    await page.goBack();
    await poll(() => shop.getByRole('status').innerText()).toMatch(exact('22 produtos encontrados'));
    await screenshot(page, 'widget-hash-desktop');
    await page.context().close();
  });

  it('wears the shop’s own colours and category emoji, as the API sends them ready', async () => {
    const colors = SHOP_COLORS;
    const page = await context.newPage();
    await page.goto(host.url);
    const categories = page.locator('#cats');
    await poll(() => categories.locator('.vs-cat').count()).toBe(5);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    const theme = themeVars(colors);
    // yellow is too light under white text: the widget wears the darker twin the API worked out
    expect(theme['--vs-primary-strong']).not.toBe('#FFD60A');
    const look = await categories
      .locator('.vs')
      .first()
      .evaluate((el) => ({
        primary: getComputedStyle(el).getPropertyValue('--vs-primary').trim(),
        current: getComputedStyle(el.querySelector('.vs-nav a[aria-current="page"]')!).color,
      }));
    expect(look).toEqual({ primary: '#FFD60A', current: rgb(theme['--vs-primary-strong']) });
    const emoji = await categories
      .locator('.vs-cat')
      .filter({ has: page.getByText('Varetas', { exact: true }) })
      .locator('.vs-cat-emoji')
      .innerText();
    expect(emoji.trim()).toBe('🎋');
    await screenshot(page, 'widget-shop-colours-phone');
    await page.close();
  });

  it('says so when the shop does not exist', async () => {
    const missing = await foreignSite(
      `<!doctype html><html lang="pt-BR"><head><title>x</title></head><body><vitrine-store store="naoexiste"></vitrine-store><script src="${app.url}/widget.js" async></script></body></html>`,
    );
    const page = await context.newPage();
    await page.goto(missing.url);
    await poll(() => page.locator('vitrine-store').getByRole('alert').innerText()).toBe('Loja não encontrada');
    await page.close();
    await missing.close();
  });
});
