import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, seriousA11yViolations } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import {
  checkScreen,
  landOn,
  login,
  openPage,
  pngFile,
  productMenuAction,
  screenshotView,
  see,
  startAdminServer,
  toast,
  type AdminTestServer,
} from './admin-browser.ts';

/**
 * The admin fits a laptop with the sidebar open and a phone: the product list never scrolls
 * sideways, its secondary actions live in a keyboard-friendly "Mais ações" menu, pictures keep
 * their square, every button has a name; a generated password is asked to be changed.
 */

const SIZES = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
  { width: 1536, height: 864, phone: false },
] as const;

const contextFor = (s: (typeof SIZES)[number]) =>
  newContext(s.phone ? { viewport: { width: s.width, height: s.height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } : { viewport: s });

/** Sideways scroll of the page or of the product table's box, in px (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.table-scroll')!;
    return { page: document.documentElement.scrollWidth - window.innerWidth, table: box.scrollWidth - box.clientWidth };
  });

/** Buttons (and links drawn as buttons) with no accessible name, or whose words are all hidden and carry no tooltip. */
const unnamedButtons = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const b of document.querySelectorAll<HTMLElement>('button, a.btn, [role="button"], [role="menuitem"]')) {
      if (b.getClientRects().length === 0) continue;
      // a switch is named by its <label>, which is its visible word too
      const labels = [...((b as HTMLButtonElement).labels ?? [])].map((l) => l.textContent ?? '').join(' ');
      const name = (b.getAttribute('aria-label') ?? (b.textContent || labels) ?? '').trim();
      const words =
        !!labels.trim() ||
        [...b.querySelectorAll('*'), b].some((el) =>
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() && el.getBoundingClientRect().width > 2),
        );
      if (!name) out.push(b.outerHTML.slice(0, 120));
      else if (!words && !b.title) out.push(`sem dica (title): ${name}`);
    }
    return out;
  });

describe('the admin fits a desktop and a phone', () => {
  let app: AdminTestServer;
  let site: Awaited<ReturnType<typeof buildSite>>;

  beforeAll(async () => {
    app = await startAdminServer();
    const db = app.deps.db;
    site = await buildSite(db, { subdomain: 'encaixe', store_name: 'Pipas do Encaixe' });
    await buildUser(db, { site, username: 'ana-encaixe' });
    const long = await buildCategory(db, site, { name: 'Acessórios e ferramentas para empinar pipas com segurança' });
    const category = await buildCategory(db, site, { name: 'Pipas' });
    await buildProduct(db, site, long, { name: 'Carretel sem foto' });
    await buildProduct(db, site, long, {
      name: 'Pipa Raia Tradicional Gigante de Papel de Seda Reforçado com Varetas de Bambu 120 cm',
      description: 'Uma descrição bem comprida, para o nome e a descrição disputarem espaço com as colunas da tabela.',
      price: '12345.90',
      old_price: '13000.00',
      unit: 'pacote',
    });
    const admin = app.client();
    expect((await admin.post('/api/auth/login', { username: 'ana-encaixe', password: PASSWORD })).status).toBe(200);
    for (const s of SIZES) {
      const p = await buildProduct(db, site, category, { name: `Pipa ${s.width}` });
      const form = new FormData();
      const png = await pngFile('pipa.png', { r: 30, g: 90, b: 200 });
      form.append('file', new Blob([png.buffer], { type: 'image/png' }), png.name);
      expect((await admin.post(`/api/products/${p.id}/images`, form)).status).toBe(201);
    }
  });
  afterAll(() => app?.stop());

  for (const size of SIZES) {
    it(`${size.width} px: the product list fits, its pictures are squares, every button is named, the row menu works`, async () => {
      const context = await contextFor(size);
      const page = await openPage(context);
      await login(page, app.url, 'ana-encaixe', PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/products`);
      await see(page.getByRole('link', { name: `Pipa ${size.width}`, exact: true }));
      await page.locator('img.thumb').first().waitFor();

      expect(await sideways(page)).toEqual({ page: 0, table: 0 });
      const thumbs = await page
        .locator('.table--products .thumb')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.height]));
      expect(thumbs.length).toBeGreaterThanOrEqual(5);
      for (const [w, h] of thumbs) {
        expect(w).toBeGreaterThanOrEqual(40);
        expect(h).toBe(w);
      }
      const img = page.locator('img.thumb').first();
      expect([await img.getAttribute('loading'), await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['lazy', '56', '56']);
      await see(page.getByRole('img', { name: 'Sem foto' }));
      expect(await unnamedButtons(page)).toEqual([]);
      // destaque, Editar and the availability stay in sight on each row
      const row = page.getByRole('row').filter({ hasText: `Pipa ${size.width}` });
      await see(row.getByRole('button', { name: `Destaque: Pipa ${size.width}` }));
      await see(row.getByRole('link', { name: `Editar Pipa ${size.width}` }));
      await see(row.getByLabel(`Disponibilidade de Pipa ${size.width}`));
      if (size.phone) await see(row.getByText('Destaque', { exact: true }));
      await checkScreen(page, `fit-products-${size.width}`);

      // keyboard: Enter opens on the first item, arrows move, Escape closes and gives focus back
      const more = page.getByRole('button', { name: `Mais ações para Pipa ${size.width}`, exact: true });
      expect(await more.getAttribute('aria-haspopup')).toBe('menu');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: `Mais ações para Pipa ${size.width}` });
      await see(menu);
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Duplicar');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Excluir');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Duplicar');
      // (a full-page screenshot resizes the window, which closes the menu: only the view here)
      await screenshotView(page, `fit-row-menu-${size.width}`);
      expect(await seriousA11yViolations(page), 'axe com o menu aberto').toEqual([]);
      await see(menu);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
      // Space opens it too; a click outside closes it
      await page.keyboard.press(' ');
      await see(menu);
      await page.getByRole('heading', { level: 1, name: 'Produtos' }).click();
      await menu.waitFor({ state: 'detached' });
      // the mouse opens it as well
      await more.click();
      await see(menu.getByRole('menuitem', { name: 'Excluir' }));
      await more.click();
      await menu.waitFor({ state: 'detached' });

      // Excluir from the menu (keyboard on desktop, the finger on a phone), then "Desfazer"
      if (size.phone) await productMenuAction(page, `Pipa ${size.width}`, 'Excluir');
      else {
        await more.focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('End');
        await page.keyboard.press('Enter');
      }
      await page.getByRole('alertdialog').getByRole('button', { name: 'Mover para a Lixeira' }).click();
      await toast(page, `"Pipa ${size.width}" foi para a Lixeira.`);
      await page.getByRole('button', { name: 'Desfazer' }).click();
      await toast(page, `"Pipa ${size.width}" voltou para a loja.`);
      await see(page.getByRole('link', { name: `Pipa ${size.width}`, exact: true }));

      // Duplicar from the menu: the hidden copy opens for editing
      await productMenuAction(page, `Pipa ${size.width}`, 'Duplicar');
      await toast(page, messages.catalogue.duplicated);
      await landOn(page, /^\/admin\/products\/edit\/\d+$/);
      await expect.poll(() => page.getByLabel('Nome', { exact: true }).inputValue()).toBe(`Pipa ${size.width} (cópia)`);
      await context.close();
    });
  }

  // one test per size: 28 screens in one test ran past the 60 s test timeout on CI's busy cores
  for (const s of [SIZES[0], SIZES[1]]) {
    it(`every button of every screen has a name, and a tooltip when it shows only an icon (${s.width} px)`, async () => {
      const master = `chefe-botoes-${s.width}`;
      await buildUser(app.deps.db, { user_type: 'master', username: master });
      const product = await app.deps.db('products').where({ site_id: site.id }).first();
      const screens = [
        [
          'ana-encaixe',
          [
            '/dashboard',
            '/products/new',
            `/products/edit/${product.id}`,
            '/products/order',
            '/categories',
            '/categories/new',
            '/settings',
            '/trash',
            '/account',
          ],
        ],
        [master, ['/master', '/clients', '/clients/new', `/clients/${site.id}/edit`, '/clients/trash']],
      ] as const;
      for (const [username, routes] of screens) {
        const context = await contextFor(s);
        const page = await openPage(context);
        await login(page, app.url, username, PASSWORD);
        await landOn(page, /^\/admin\/(dashboard|master)$/);
        for (const route of routes) {
          await page.goto(`${app.url}/admin${route}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          expect(await unnamedButtons(page), `${route} a ${s.width} px`).toEqual([]);
        }
        await context.close();
      }
    });
  }

  it('1366 and 1440 px: the list fits too', async () => {
    for (const width of [1366, 1440]) {
      const context = await newContext({ viewport: { width, height: 800 } });
      const page = await openPage(context);
      await login(page, app.url, 'ana-encaixe', PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/products`);
      await page.locator('img.thumb').first().waitFor();
      expect(await sideways(page), `${width} px`).toEqual({ page: 0, table: 0 });
      const narrowest = await page.locator('.table--products .thumb').evaluateAll((els) => Math.min(...els.map((e) => e.getBoundingClientRect().width)));
      expect(narrowest).toBeGreaterThanOrEqual(40);
      await context.close();
    }
  });

  for (const size of SIZES) {
    it(`${size.width} px: a generated password is asked to be changed until it is, and "Mostrar senha" shows it`, async () => {
      const master = app.client();
      await buildUser(app.deps.db, { user_type: 'master', username: `chefe-${size.width}` });
      expect((await master.post('/api/auth/login', { username: `chefe-${size.width}`, password: PASSWORD })).status).toBe(200);
      const created = await master.post('/api/master/clients', {
        client_name: 'Joana Pipas',
        client_email: 'joana@example.com',
        site_name: 'Pipas da Joana',
        store_name: 'Pipas da Joana',
        subdomain: `joana-${size.width}`,
      });
      expect(created.status).toBe(201);
      const username: string = created.body.client.admin_username;
      const generated: string = created.body.initial_password;

      const context = await contextFor(size);
      const page = await openPage(context);
      // the login screen's toggle
      await page.goto(`${app.url}/admin/login`);
      const loginPassword = page.getByLabel('Senha', { exact: true });
      await loginPassword.fill(generated);
      const show = page.getByRole('button', { name: 'Mostrar senha' });
      expect([await show.getAttribute('aria-pressed'), await loginPassword.getAttribute('type')]).toEqual(['false', 'password']);
      await show.click();
      const hide = page.getByRole('button', { name: 'Ocultar senha' });
      expect([await hide.getAttribute('aria-pressed'), await loginPassword.getAttribute('type')]).toEqual(['true', 'text']);
      await page.getByLabel('Usuário').fill(username);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await landOn(page, /^\/admin\/dashboard$/);

      // the prompt, on every screen; "Agora não" puts it off for this session only
      const prompt = page.getByRole('status').filter({ hasText: 'Troque a senha gerada.' });
      await see(prompt);
      await checkScreen(page, `fit-generated-password-${size.width}`);
      await prompt.getByRole('button', { name: 'Agora não' }).click();
      await prompt.waitFor({ state: 'detached' });
      await page.reload();
      await see(page.getByRole('heading', { level: 1 }));
      expect(await prompt.count()).toBe(0);
      const second = await openPage(context);
      await second.goto(`${app.url}/admin/products`);
      const secondPrompt = second.getByRole('status').filter({ hasText: 'Troque a senha gerada.' });
      await see(secondPrompt);

      // its link leads to Minha conta, whose fields show what is typed on request
      await secondPrompt.getByRole('link', { name: 'Trocar senha' }).click();
      await landOn(second, /^\/admin\/account$/);
      await see(second.getByRole('heading', { level: 1, name: 'Minha conta' }));
      const current = second.getByLabel('Senha atual');
      await current.fill(generated);
      const currentToggle = second.locator('.field', { has: current }).getByRole('button', { name: 'Mostrar senha' });
      expect(await currentToggle.getAttribute('aria-pressed')).toBe('false');
      await currentToggle.click();
      expect(await current.getAttribute('type')).toBe('text');
      expect(await second.locator('.field', { has: current }).getByRole('button', { name: 'Ocultar senha' }).getAttribute('aria-pressed')).toBe('true');
      expect(await second.getByLabel('Nova senha', { exact: true }).getAttribute('type')).toBe('password');
      await second.getByLabel('Nova senha', { exact: true }).fill('minha-propria-123');
      await second.getByLabel('Confirme a nova senha').fill('minha-propria-123');
      await checkScreen(second, `fit-account-${size.width}`);
      await second.getByRole('button', { name: 'Trocar senha' }).click();
      await toast(second, messages.account.passwordChanged);
      await secondPrompt.waitFor({ state: 'detached' });
      await second.reload();
      await see(second.getByRole('heading', { level: 1, name: 'Minha conta' }));
      expect(await secondPrompt.count()).toBe(0);
      expect(await second.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))).toMatchObject({ username, password_generated: false });
      await context.close();
    });
  }
});
