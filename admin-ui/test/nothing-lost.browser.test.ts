import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildCategory, buildProduct, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { DRAFT_RESTORED } from '../src/lib/drafts.ts';
import {
  checkScreen,
  answeredWrite,
  landOn,
  login,
  nav,
  openPage,
  screenshotView,
  see,
  productMenuAction,
  startAdminServer,
  toast,
  type AdminTestServer,
} from './admin-browser.ts';

/**
 * , tried as an owner would in a real Chromium: two tabs on one product (the older
 * one's save is refused and nothing typed is lost), a session that expires mid-edit (the
 * draft comes back after signing in again), and delete → Lixeira → restore on a phone and a
 * desktop, with "Desfazer" in the list.
 */
describe('nothing an owner does is lost', () => {
  let app: AdminTestServer;
  let username: string;
  let productId: number;
  let siteId: number;

  beforeAll(async () => {
    app = await startAdminServer();
    const site = await buildSite(app.deps.db, { subdomain: 'pipas', store_name: 'Pipas do Zé' });
    siteId = site.id;
    username = (await buildUser(app.deps.db, { site, username: 'ze' })).username;
    const category = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    productId = (await buildProduct(app.deps.db, site, category, { name: 'Pipa Arraia', price: '89.90' })).id;
    await buildProduct(app.deps.db, site, category, { name: 'Rabiola colorida', price: '5.00' });
  });
  afterAll(() => app?.stop());

  const product = () => app.deps.db('products').where('id', productId).first();
  const editProduct = async (page: Page) => {
    await page.goto(`${app.url}/admin/products/edit/${productId}`);
    await see(page.getByLabel('Nome'));
  };

  it('two tabs: the older save is refused with who and when; "Recarregar" and "Salvar mesmo assim" both work', async () => {
    const context = await newContext(DESKTOP);
    const tab1 = await openPage(context);
    await login(tab1, app.url, username, PASSWORD);
    await landOn(tab1, /^\/admin\/dashboard$/);
    const tab2 = await openPage(context);
    await editProduct(tab1);
    await editProduct(tab2);

    await tab1.getByLabel('Preço (R$)').fill('79,90');
    await tab1.getByRole('button', { name: 'Salvar' }).click();
    await toast(tab1, messages.products.updated);

    await tab2.getByLabel('Descrição').fill('Seda e varetas de bambu.');
    await tab2.getByRole('button', { name: 'Salvar' }).click();
    await see(tab2.getByText(/Este produto foi alterado em outra aba ou por outra pessoa às \d\d:\d\d \(por ze\)/));
    expect(await tab2.getByLabel('Descrição').inputValue()).toBe('Seda e varetas de bambu.');
    expect(await product()).toMatchObject({ price: '79.90', description: null });
    await checkScreen(tab2, 'stale-save-desktop');

    // "Recarregar": the current version on screen, then the owner's change on top of it
    await tab2.getByRole('button', { name: 'Recarregar' }).click();
    await expect.poll(() => tab2.getByLabel('Preço (R$)').inputValue()).toBe('79,90');
    await tab2.getByLabel('Descrição').fill('Seda e varetas de bambu.');
    await tab2.getByRole('button', { name: 'Salvar' }).click();
    await toast(tab2, messages.products.updated);
    expect(await product()).toMatchObject({ price: '79.90', description: 'Seda e varetas de bambu.' });

    // tab 1 is now the stale one: "Salvar mesmo assim" writes its version over
    await tab1.getByLabel('Nome').fill('Pipa Arraia grande');
    await tab1.getByRole('button', { name: 'Salvar' }).click();
    await see(tab1.getByText(/Este produto foi alterado em outra aba/));
    // tab 1's first save showed the same toast: wait for this write's own answer
    await answeredWrite(tab1, 'PUT', /^\/api\/products\/\d+$/, () => tab1.getByRole('button', { name: 'Salvar mesmo assim' }).click());
    await toast(tab1, messages.products.updated);
    expect(await product()).toMatchObject({ name: 'Pipa Arraia grande', description: null });
    await context.close();
  });

  it('a session that expires mid-edit: sign in again (username filled in), back on the product with the draft', async () => {
    const context = await newContext(DESKTOP);
    const page = await openPage(context);
    await login(page, app.url, username, PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);
    await editProduct(page);
    await page.getByLabel('Descrição').fill('Texto que não pode se perder.');
    await app.deps.db('sessions').delete(); // the session ends (idle lifetime, another device's "sair de todos")

    await page.getByRole('button', { name: 'Salvar' }).click();
    await landOn(page, /^\/admin\/login$/);
    await see(page.getByText(messages.admin.sessionExpired));
    expect(await page.getByLabel('Usuário').inputValue()).toBe(username);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await landOn(page, new RegExp(`^/admin/products/edit/${productId}$`));
    await see(page.getByText(DRAFT_RESTORED));
    expect(await page.getByLabel('Descrição').inputValue()).toBe('Texto que não pode se perder.');
    await checkScreen(page, 'draft-restored-desktop');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, messages.products.updated);
    expect((await product()).description).toBe('Texto que não pode se perder.');
    await context.close();
  });

  it('the master’s client form keeps its draft across an expired session too', async () => {
    const master = (await buildUser(app.deps.db, { user_type: 'master', username: 'master-22' })).username;
    const context = await newContext(DESKTOP);
    const page = await openPage(context);
    await login(page, app.url, master, PASSWORD);
    await landOn(page, /^\/admin\/master$/);
    await page.goto(`${app.url}/admin/clients/${siteId}/edit`);
    await page.getByLabel('Cidade').fill('Olinda');
    await app.deps.db('sessions').delete();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await landOn(page, /^\/admin\/login$/);
    expect(await page.getByLabel('Usuário').inputValue()).toBe(master);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await landOn(page, new RegExp(`^/admin/clients/${siteId}/edit$`));
    await see(page.getByText(DRAFT_RESTORED));
    expect(await page.getByLabel('Cidade').inputValue()).toBe('Olinda');
    await context.close();
  });

  for (const [size, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`delete → Lixeira → restore (${size})`, async () => {
      const context = await newContext(options);
      const page = await openPage(context);
      await login(page, app.url, username, PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/products`);
      const name = (await product()).name as string;

      await productMenuAction(page, name, 'Excluir');
      const dialog = page.getByRole('alertdialog');
      await see(dialog.getByText(/sai da loja na hora e vai para a Lixeira\. Você pode restaurar até \d\d\/\d\d\/\d{4}/));
      await screenshotView(page, `delete-confirm-${size}`);
      await dialog.getByRole('button', { name: 'Mover para a Lixeira' }).click();
      await toast(page, `"${name}" foi para a Lixeira.`);
      await screenshotView(page, `delete-undo-toast-${size}`);
      // the toast never covers the header (on a phone it sits at the bottom)
      const toastBox = (await page.getByTestId('toast').first().boundingBox())!;
      const header = await page.locator('header').first().boundingBox();
      if (header) expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(await product()).toBeUndefined();

      if (size === 'desktop') {
        // "Desfazer" brings it straight back
        await page.getByRole('button', { name: 'Desfazer' }).click();
        await toast(page, `"${name}" voltou para a loja.`);
        await see(page.getByRole('link', { name, exact: true }));
        expect(await product()).toMatchObject({ name });
        await productMenuAction(page, name, 'Excluir');
        await page.getByRole('alertdialog').getByRole('button', { name: 'Mover para a Lixeira' }).click();
        await toast(page, `"${name}" foi para a Lixeira.`);
      }

      if (size === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
      await nav(page, 'Lixeira').click();
      await landOn(page, /^\/admin\/trash$/);
      // on a phone the menu folds away again before the screen is looked at
      if (size === 'phone') await see(page.getByRole('button', { name: 'Abrir menu' }));
      await see(page.getByText(name, { exact: false }));
      await checkScreen(page, `trash-${size}`);
      await page.getByRole('button', { name: `Restaurar ${name}` }).click();
      await toast(page, `"${name}" foi restaurado.`);
      await see(page.getByText('A Lixeira está vazia.'));
      expect(await product()).toMatchObject({ name });
      await context.close();
    });
  }

  it('"Desfazer" on the list’s quick switches puts back what was there', async () => {
    const context = await newContext(DESKTOP);
    const page = await openPage(context);
    await login(page, app.url, username, PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);
    await page.goto(`${app.url}/admin/products`);
    const rabiola = () => app.deps.db('products').where('name', 'Rabiola colorida').first();

    await page.getByRole('button', { name: `${messages.catalogue.featured}: Rabiola colorida` }).click();
    await toast(page, messages.catalogue.featuredSaved);
    await expect.poll(async () => (await rabiola()).is_featured).toBe(true);
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(async () => (await rabiola()).is_featured).toBe(false);

    await page.getByLabel('Disponibilidade de Rabiola colorida').selectOption('oculto');
    await toast(page, messages.catalogue.availabilitySaved);
    await expect.poll(async () => (await rabiola()).availability).toBe('oculto');
    // a newer quick action's toast replaces the older one: never more than the product's 3
    expect(await page.getByTestId('toast').count()).toBeLessThanOrEqual(3);
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(async () => (await rabiola()).availability).toBe('disponivel');
    await context.close();
  });

  it('"Excluir definitivamente" of a shop asks for its subdomain typed', async () => {
    const master = (await buildUser(app.deps.db, { user_type: 'master', username: 'master-lixeira' })).username;
    const doomed = await buildSite(app.deps.db, { subdomain: 'apagar', store_name: 'Loja Apagada', client_name: 'Loja Apagada' });
    const context = await newContext(DESKTOP);
    const page = await openPage(context);
    await login(page, app.url, master, PASSWORD);
    await landOn(page, /^\/admin\/master$/);
    await nav(page, 'Clientes').click();
    await page.getByRole('button', { name: 'Excluir Loja Apagada' }).click();
    const dialog = page.getByRole('alertdialog');
    await see(dialog.getByText(/A loja apagar \(Loja Apagada\) sai do ar na hora e vai para a Lixeira com 0 produtos/));
    await dialog.getByRole('button', { name: 'Mover para a Lixeira' }).click();
    await nav(page, 'Lixeira').click();
    await landOn(page, /^\/admin\/clients\/trash$/);
    await page.getByRole('button', { name: 'Excluir definitivamente Loja Apagada' }).click();
    const confirm = page.getByRole('alertdialog');
    const button = confirm.getByRole('button', { name: 'Excluir definitivamente' });
    expect(await button.isDisabled()).toBe(true);
    await confirm.getByLabel(/Para confirmar, digite/).fill('apagar');
    await checkScreen(page, 'shop-purge-confirm-desktop');
    await button.click();
    await toast(page, '"Loja Apagada" foi excluído definitivamente.');
    expect(await app.deps.db('sites').where('id', doomed.id).first()).toBeUndefined();
    await context.close();
  });
});
