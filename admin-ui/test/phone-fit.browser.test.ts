import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { landOn, login, openPage, pngFile, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/**
 * no admin screen scrolls sideways on a phone (390 px) or a desktop, and
 * nothing sticks out of its card; the no-photo art sits in the middle of its frame.
 */

/** What sticks out: the page wider than the window, or an element past its card's edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) out.push(`página: scrollWidth ${doc.scrollWidth} > ${window.innerWidth}`);
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(el).overflowX);
    for (const card of document.querySelectorAll('.card, .banner, .page-header')) {
      const edge = card.getBoundingClientRect().right + 1;
      for (const el of card.querySelectorAll('*')) {
        let p = el.parentElement;
        let clipped = false;
        while (p && p !== card) {
          if (scrolls(p)) clipped = true;
          p = p.parentElement;
        }
        const r = el.getBoundingClientRect();
        if (!clipped && r.width > 0 && r.right > edge) {
          out.push(
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" passa ${Math.round(r.right - edge)} px de ${card.className}`,
          );
        }
      }
    }
    return out.slice(0, 8);
  });
}

/** The centre of the art is the centre of its frame (within 2 px). */
async function centred(page: Page, frame: string) {
  return page
    .locator(frame)
    .first()
    .evaluate((el) => {
      const f = el.getBoundingClientRect();
      const art = el.querySelector('svg')!.getBoundingClientRect();
      return Math.abs(f.left + f.width / 2 - (art.left + art.width / 2)) <= 2 && Math.abs(f.top + f.height / 2 - (art.top + art.height / 2)) <= 2;
    });
}

describe('every admin screen fits the screen', () => {
  let app: AdminTestServer;
  let ids: { product: number; bare: number; category: number; site: number };

  beforeAll(async () => {
    app = await startAdminServer();
    const db = app.deps.db;
    const site = await buildSite(db, {
      subdomain: 'caber',
      store_name: 'Pipas e Rabiolas do Bairro da Vila Mariana',
      client_name: 'Maria Aparecida dos Santos Oliveira',
    });
    await buildUser(db, { site, username: 'maria-caber' });
    await buildUser(db, { user_type: 'master', username: 'master-caber' });
    const category = await buildCategory(db, site, { name: 'Pipas de papel de seda importado' });
    await buildCategory(db, site, { name: 'Vazia' });
    const product = await buildProduct(db, site, category, {
      name: 'Pipa Raia Tradicional de Papel de Seda Colorido 50 cm',
      price: '1234.56',
      old_price: '2345.67',
    });
    const bare = await buildProduct(db, site, category, { name: 'Carretel sem foto' });
    ids = { product: product.id, bare: bare.id, category: category.id, site: site.id };
  });
  afterAll(() => app?.stop());

  const storeRoutes = () => [
    '/dashboard',
    '/products',
    '/products/new',
    `/products/edit/${ids.product}`,
    '/categories',
    '/categories/new',
    `/categories/edit/${ids.category}`,
    '/settings',
    '/account',
    '/nao-existe',
  ];
  const masterRoutes = () => ['/master', '/clients', '/clients/new', `/clients/${ids.site}/edit`, '/account'];

  for (const [size, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`store admin screens at ${size} size`, async () => {
      const context = await newContext(options);
      const page = await openPage(context);
      await login(page, app.url, 'maria-caber', PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      // three photos on the product, so its image tiles are on screen
      await page.goto(`${app.url}/admin/products/edit/${ids.product}`);
      await see(page.getByRole('heading', { level: 1, name: 'Editar produto' }));
      if (size === 'phone') {
        await page
          .locator('input[type="file"]')
          .setInputFiles([
            await pngFile('a.png', { r: 200, g: 40, b: 40 }),
            await pngFile('b.png', { r: 40, g: 200, b: 40 }),
            await pngFile('c.png', { r: 40, g: 40, b: 200 }),
          ]);
        await toast(page, 'Imagens enviadas com sucesso!');
      }
      for (const route of storeRoutes()) {
        await page.goto(`${app.url}/admin${route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await overflow(page), `${route} a ${size}`).toEqual([]);
        await screenshot(page, `admin-fit-${size}${route.replace(/\//g, '-')}`);
      }
      await page.goto(`${app.url}/admin/products`);
      await see(page.getByRole('row').filter({ hasText: 'Carretel sem foto' }));
      expect(await centred(page, 'tr:has-text("Carretel sem foto") .thumb--empty')).toBe(true);
      await context.close();
    });

    it(`master screens at ${size} size`, async () => {
      const context = await newContext(options);
      const page = await openPage(context);
      await login(page, app.url, 'master-caber', PASSWORD);
      await landOn(page, /^\/admin\/master$/);
      for (const route of masterRoutes()) {
        await page.goto(`${app.url}/admin${route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await overflow(page), `${route} a ${size}`).toEqual([]);
        await screenshot(page, `admin-fit-master-${size}${route.replace(/\//g, '-')}`);
      }
      await context.close();
    });

    it(`the shop's no-photo art is centred in cards and the gallery at ${size} size`, async () => {
      const context = await newContext(options);
      const page = await openPage(context);
      await page.goto(`http://caber.localhost:${app.port}/products`);
      await see(page.getByText('Carretel sem foto'));
      expect(await centred(page, '.vs-card:has-text("Carretel sem foto") .vs-noimg')).toBe(true);
      await page.goto(`http://caber.localhost:${app.port}/product/${ids.bare}`);
      await see(page.getByRole('heading', { name: 'Carretel sem foto' }));
      expect(await centred(page, '.vs-gallery-main.vs-noimg')).toBe(true);
      await screenshot(page, `storefront-no-photo-${size}`);
      await context.close();
    });
  }
});
