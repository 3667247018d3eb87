import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { UNSAVED_TITLE } from '../src/lib/use-unsaved-guard.ts';
import { checkScreen, landOn, login, nav, openPage, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/** one's own password, signing out everywhere, forms that ask before losing changes, login focus. */
describe('accounts and unsaved changes', () => {
  let app: AdminTestServer;
  let ids: { product: number; site: number };

  beforeAll(async () => {
    app = await startAdminServer();
    const site = await buildSite(app.deps.db, { subdomain: 'contas' });
    await buildUser(app.deps.db, { site, username: 'lojista-desktop' });
    await buildUser(app.deps.db, { site, username: 'lojista-phone' });
    await buildUser(app.deps.db, { user_type: 'master', username: 'master-desktop' });
    await buildUser(app.deps.db, { user_type: 'master', username: 'master-phone' });
    const category = await buildCategory(app.deps.db, site);
    ids = { product: (await buildProduct(app.deps.db, site, category, { name: 'Carretel de Madeira' })).id, site: site.id };
  });
  afterAll(() => app?.stop());

  async function openMenuItem(page: Page, phone: boolean, name: string) {
    if (phone && !(await nav(page, name).isVisible())) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await nav(page, name).click();
  }

  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const phone = size === 'phone';
    for (const role of ['lojista', 'master'] as const) {
      it(`${role} at ${size} size changes their password, ending the other device, then signs out everywhere`, async () => {
        const username = `${role}-${size}`;
        const elsewhere = await newContext(options);
        const other = await openPage(elsewhere);
        await login(other, app.url, username, PASSWORD);
        await landOn(other, /^\/admin\/(dashboard|master)$/);

        const context = await newContext(options);
        const page = await openPage(context);
        await page.goto(`${app.url}/admin/login`);
        // the login screen starts where typing starts
        await page.waitForFunction(() => document.activeElement?.id === 'login-username');
        await login(page, app.url, username, PASSWORD);
        await landOn(page, /^\/admin\/(dashboard|master)$/);
        await openMenuItem(page, phone, 'Minha conta');
        await landOn(page, /^\/admin\/account$/);

        await page.getByLabel('Senha atual').fill('nao-e-esta');
        await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-2026');
        await page.getByLabel('Confirme a nova senha').fill('senha-nova-2027');
        await page.getByRole('button', { name: 'Trocar senha' }).click();
        await see(page.getByText(messages.account.passwordsDiffer));
        await page.getByLabel('Confirme a nova senha').fill('senha-nova-2026');
        await page.getByRole('button', { name: 'Trocar senha' }).click();
        await see(page.getByText(messages.account.wrongCurrent).first());
        await page.getByLabel('Senha atual').fill(PASSWORD);
        await page.getByRole('button', { name: 'Trocar senha' }).click();
        await toast(page, messages.account.passwordChanged);
        expect(await page.getByLabel('Senha atual').inputValue()).toBe('');
        await checkScreen(page, `account-${role}-${size}`);

        // the other device is out; this one stays in
        await other.reload();
        await landOn(other, /^\/admin\/login$/);
        await page.reload();
        await see(page.getByRole('heading', { level: 1, name: 'Minha conta' }));

        // and the new password opens the door again elsewhere
        await login(other, app.url, username, 'senha-nova-2026');
        await landOn(other, /^\/admin\/(dashboard|master)$/);

        await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Sair de todos os dispositivos?' });
        await see(dialog);
        await dialog.getByRole('button', { name: 'Sair de todos' }).click();
        await landOn(page, /^\/admin\/login$/);
        await toast(page, messages.account.loggedOutEverywhere);
        await other.reload();
        await landOn(other, /^\/admin\/login$/);
        await elsewhere.close();
        await context.close();
      });
    }

    it(`product and client forms ask before losing changes at ${size} size`, async () => {
      const context = await newContext(options);
      const page = await openPage(context);
      await login(page, app.url, `master-${size}`, 'senha-nova-2026');
      await landOn(page, /^\/admin\/master$/);
      await page.goto(`${app.url}/admin/clients/${ids.site}/edit`);
      await see(page.getByRole('heading', { level: 1, name: 'Editar cliente' }));
      // WhatsApp takes shape as it is typed on the client form too
      await page.getByLabel('WhatsApp').fill('');
      await page.getByLabel('WhatsApp').pressSequentially('2134567890');
      expect(await page.getByLabel('WhatsApp').inputValue()).toBe('(21) 3456-7890');
      await openMenuItem(page, phone, 'Clientes');
      const dialog = page.getByRole('alertdialog', { name: UNSAVED_TITLE });
      await see(dialog);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      expect(new URL(page.url()).pathname).toBe(`/admin/clients/${ids.site}/edit`);
      // closing the tab asks too: the page cancels beforeunload, which makes the browser prompt
      // (dispatched here rather than by closing the tab: headless Chromium's own prompt on close crashed it in CI)
      const prompts = await page.evaluate(() => {
        const e = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(e);
        return e.defaultPrevented;
      });
      expect(prompts).toBe(true);
      await context.close();

      const shop = await newContext(options);
      const admin = await openPage(shop);
      await login(admin, app.url, `lojista-${size}`, 'senha-nova-2026');
      await landOn(admin, /^\/admin\/dashboard$/);
      await admin.goto(`${app.url}/admin/products/edit/${ids.product}`);
      await see(admin.getByRole('heading', { level: 1, name: 'Editar produto' }));
      await admin.getByLabel('Nome').fill(`Carretel de Madeira ${size}`);
      await admin.getByRole('link', { name: 'Cancelar' }).click();
      await admin.getByRole('alertdialog', { name: UNSAVED_TITLE }).getByRole('button', { name: 'Sair sem salvar' }).click();
      await landOn(admin, /^\/admin\/products$/);
      // saved changes leave without a question
      await admin.goto(`${app.url}/admin/products/edit/${ids.product}`);
      await admin.getByLabel('Nome').fill(`Carretel de Madeira Grande ${size}`);
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await toast(admin, messages.products.updated);
      await admin.getByRole('link', { name: 'Cancelar' }).click();
      await landOn(admin, /^\/admin\/products$/);
      await shop.close();
    });
  }
});
