import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { PASSWORD, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { UNSAVED_TITLE } from '../src/lib/use-unsaved-guard.ts';
import { checkScreen, landOn, login, nav, openPage, pngFile, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/**
 * , 7 and 8 as an owner meets them on the settings screen: the logo saved
 * by the main save and removable, the home page's words and the opening hours, WhatsApp
 * formatted while typed and a warning with no contact channel; and the unsaved-changes guard.
 */
describe('store settings: logo, words, hours and contacts', () => {
  let app: AdminTestServer;

  beforeAll(async () => {
    app = await startAdminServer();
  });
  afterAll(() => app?.stop());

  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`at ${size} size`, async () => {
      const subdomain = `emporio-${size}`;
      const site = await buildSite(app.deps.db, { subdomain, store_name: 'Empório do João', whatsapp: null, instagram: null });
      await buildUser(app.deps.db, { site, username: `joao-${size}` });
      const context = await newContext(options);
      const page = await openPage(context);
      await login(page, app.url, `joao-${size}`, PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/settings`);
      await see(page.getByRole('heading', { level: 1, name: 'Configurações da loja' }));

      // no contact channel: said plainly; WhatsApp takes shape as it is typed
      await see(page.getByText(messages.shopOwner.noContact));
      await page.getByLabel('WhatsApp').pressSequentially('11987654321');
      expect(await page.getByLabel('WhatsApp').inputValue()).toBe('(11) 98765-4321');
      expect(await page.getByText(messages.shopOwner.noContact).count()).toBe(0);

      // a logo chosen is saved by "Salvar configurações", with the words and the hours
      await page.locator('input[type="file"]').setInputFiles([await pngFile('logo.png', { r: 234, g: 88, b: 12 })]);
      await see(page.getByRole('img', { name: 'Prévia do novo logo' }));
      await page.getByLabel('Frase de destaque').fill('Pipas que sobem fácil, desde 1998.');
      await page.getByLabel('Título do bloco 1').fill('Feito à mão');
      await page.getByLabel('Texto do bloco 1').fill('Cada pipa é montada aqui na loja.');
      await page.getByLabel('Domingo', { exact: true }).check();
      await page.getByLabel('Domingo: abre às').fill('09:00');
      await page.getByLabel('Domingo: fecha às').fill('12:00');
      await page.getByLabel('Sábado', { exact: true }).uncheck();
      await checkScreen(page, `settings-owner-filled-${size}`);
      await page.getByRole('button', { name: 'Salvar configurações' }).click();
      await toast(page, messages.settings.saved);
      await see(page.getByRole('img', { name: 'Logo atual de Empório do João' }));
      const row = await app.deps.db('sites').where({ id: site.id }).first();
      expect(row.store_logo).toBeTruthy();
      expect(row.whatsapp).toBe('5511987654321');
      expect(row.hero_tagline).toBe('Pipas que sobem fácil, desde 1998.');
      expect(row.opening_hours).toMatchObject({ sunday: { opens: '09:00', closes: '12:00' }, saturday: null });

      // the shop: the owner's words, a greeting that fits the name, the logo
      const shop = await openPage(context);
      const shopUrl = `http://${subdomain}.localhost:${app.port}`;
      await shop.goto(shopUrl);
      await see(shop.getByRole('heading', { level: 1, name: 'Empório do João' }));
      await see(shop.getByText('Pipas que sobem fácil, desde 1998.'));
      await see(shop.getByRole('heading', { name: 'Feito à mão' }));
      expect(await shop.locator('.vs-hero-kicker').innerText()).toMatch(/^boas-vindas$/i);
      expect(await shop.getByText(/bem-vindo à/i).count()).toBe(0);
      await screenshot(shop, `storefront-owner-words-${size}`);

      // "Aberto agora" is the browser's, in São Paulo time; the cached HTML claims nothing
      const html = await (await fetch(`${app.url}/contact?sub=${subdomain}`)).text();
      expect(html).toContain('Confira o horário abaixo');
      expect(html).not.toMatch(/Aberto agora|Fechado agora/);
      await shop.clock.setFixedTime(new Date('2026-11-29T13:30:00Z')); // Sunday 10:30 in São Paulo
      await shop.goto(`${shopUrl}/contact`);
      await see(shop.getByRole('status').filter({ hasText: 'Aberto agora' }));
      const hours = shop.locator('.vs-hours');
      await see(hours.getByText('Sábado'));
      expect(await hours.innerText()).toMatch(/Segunda a sexta\s*8h às 18h\s*Sábado\s*Fechado\s*Domingo\s*9h às 12h/);
      await screenshot(shop, `storefront-contact-open-${size}`);
      await shop.clock.setFixedTime(new Date('2026-11-28T13:30:00Z')); // Saturday 10:30: closed now
      await shop.reload();
      await see(shop.getByRole('status').filter({ hasText: 'Fechado agora' }));
      await shop.close();

      // the logo can be removed, again with the one save
      await page.getByRole('button', { name: 'Remover logo' }).click();
      await see(page.getByText('O logo será removido com “Salvar configurações”.'));
      await page.getByRole('button', { name: 'Salvar configurações' }).click();
      await toast(page, messages.settings.saved);
      await page.waitForFunction(() => !document.querySelector('.logo-preview img'));
      // polled: the first save's "saved" toast can still be on screen (4 s) when this one is awaited
      await expect.poll(async () => (await app.deps.db('sites').where({ id: site.id }).first()).store_logo).toBeNull();

      // leaving with unsaved changes asks first
      await page.getByLabel('Nome da loja').fill('Empório do João e Filhos');
      if (size === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
      await nav(page, 'Produtos').click();
      const dialog = page.getByRole('alertdialog', { name: UNSAVED_TITLE });
      await see(dialog);
      await checkScreen(page, `settings-unsaved-guard-${size}`);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      expect(new URL(page.url()).pathname).toBe('/admin/settings');
      expect(await page.getByLabel('Nome da loja').inputValue()).toBe('Empório do João e Filhos');
      if (size === 'phone' && !(await nav(page, 'Produtos').isVisible())) await page.getByRole('button', { name: 'Abrir menu' }).click();
      await nav(page, 'Produtos').click();
      await page.getByRole('alertdialog', { name: UNSAVED_TITLE }).getByRole('button', { name: 'Sair sem salvar' }).click();
      await landOn(page, /^\/admin\/products$/);
      await context.close();
    });
  }
});
