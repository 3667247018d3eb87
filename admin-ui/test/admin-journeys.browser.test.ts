import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newContext, screenshot } from '../../api/test/browser.ts';
import { PASSWORD, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import {
  openPage,
  checkScreen,
  landOn,
  nav,
  screenshotView,
  login,
  pngFile,
  see,
  productMenuAction,
  startAdminServer,
  toast,
  type AdminTestServer,
} from './admin-browser.ts';

/**
 * The whole journeys of docs/product.md §2, in a real Chromium against the real server and database:
 * the master creates a client with a password, publishes it and opens its site; that shop's
 * admin builds its catalogue (category, product, two photos, the second made primary),
 * then cleans it up; the master sends the access, sets up the domain and deploys.
 */
describe('admin journeys (desktop)', () => {
  let app: AdminTestServer;
  let masterName: string;
  const client = { name: 'Marina Costa', username: 'marina', password: 'pipas-da-marina-1', subdomain: 'pipas-da-marina', store: 'Pipas da Marina' };
  let clientId = 0;

  beforeAll(async () => {
    app = await startAdminServer();
    masterName = (await buildUser(app.deps.db, { user_type: 'master', username: 'master-journey' })).username;
  });
  afterAll(() => app?.stop());

  it('the master creates a client with a password, publishes it and opens its site', async () => {
    const context = await newContext(DESKTOP);
    const page = await openPage(context);
    await login(page, app.url, masterName, PASSWORD);
    await landOn(page, /^\/admin\/master$/);
    await see(page.getByRole('heading', { level: 1, name: 'Painel Master' }));
    await see(page.getByText(messages.clients.empty));
    // docs/product.md §5: the publish button waits for a subdomain
    expect(await page.getByRole('button', { name: 'Publicar', exact: true }).isDisabled()).toBe(true);
    await checkScreen(page, 'master-panel-empty-desktop');

    await nav(page, 'Clientes').click();
    await landOn(page, /^\/admin\/clients$/);
    await page.getByRole('link', { name: 'Novo cliente' }).click();
    await landOn(page, /^\/admin\/clients\/new$/);
    await see(page.getByText(`.localhost:${app.port}`));

    await page.getByLabel('Nome completo').fill(client.name);
    await page.getByLabel('Usuário').fill(client.username);
    await page.getByLabel('E-mail', { exact: true }).fill('marina@example.com');
    await page.getByLabel('Nome do site').fill(client.store);
    await page.getByLabel('Nome da loja').fill(client.store);
    // the subdomain follows the store name, and only takes what a subdomain may hold
    expect(await page.getByLabel('Subdomínio').inputValue()).toBe(client.subdomain);
    await page.getByLabel('Subdomínio').fill('');
    await page.getByLabel('Subdomínio').pressSequentially('Pipas Da MARINA!');
    expect(await page.getByLabel('Subdomínio').inputValue()).toBe(client.subdomain);
    await page.getByLabel('WhatsApp').fill('(11) 91234-5678');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page.getByText(messages.clients.passwordRequired));
    await page.getByLabel('Senha', { exact: true }).fill(client.password);
    await page.getByLabel('Confirmar senha').fill('outra-senha-123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page.getByText(messages.clients.passwordsDiffer));
    await checkScreen(page, 'client-new-errors-desktop');
    await page.getByLabel('Confirmar senha').fill(client.password);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, messages.clients.created);
    const editPath = await landOn(page, /^\/admin\/clients\/\d+\/edit$/);
    clientId = Number(editPath.split('/')[3]);

    await see(page.getByRole('heading', { level: 1, name: 'Editar cliente' }));
    expect(await page.getByLabel('Usuário').isDisabled()).toBe(true);
    expect(await page.getByLabel('Usuário').inputValue()).toBe(client.username);
    await see(page.getByText('Rascunho'));

    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await toast(page, messages.clients.published);
    await see(page.getByRole('button', { name: 'Despublicar' }));
    await see(page.getByText('Publicado', { exact: true }));
    await checkScreen(page, 'client-edit-desktop');

    const [site] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Abrir site/ }).click()]);
    await site.waitForLoadState('domcontentloaded');
    expect(site.url()).toBe(`http://${client.subdomain}.localhost:${app.port}/`);
    await see(site.getByRole('heading', { level: 1, name: client.store }));
    await screenshot(site, 'admin-client-site-opened');
    await site.close();

    // the list: name, @subdomain, e-mail, site link and status
    await page.goto(`${app.url}/admin/clients`);
    const row = page.getByRole('row').filter({ hasText: client.name });
    await see(row);
    for (const text of [`@${client.subdomain}`, 'marina@example.com', `${client.subdomain}.localhost:${app.port}`, 'Ativo']) await see(row.getByText(text));
    await checkScreen(page, 'clients-desktop');

    await page.goto(`${app.url}/admin/master`);
    await see(page.getByRole('listitem').filter({ hasText: 'Publicados' }).getByText('1', { exact: true }));
    await checkScreen(page, 'master-panel-desktop');
    await context.close();
  });

  it("that shop's admin builds the catalogue: category, product, two images, the second made primary", async () => {
    expect(clientId, 'the master journey runs first').toBeGreaterThan(0);
    const context = await newContext(DESKTOP);
    const page = await openPage(context);
    await login(page, app.url, client.username, client.password);
    await landOn(page, /^\/admin\/dashboard$/);
    await see(page.getByRole('heading', { level: 1, name: `Olá, ${client.name}!` }));
    await see(page.getByRole('status').filter({ hasText: messages.products.empty }));
    await checkScreen(page, 'dashboard-empty-desktop');

    // a category
    await nav(page, 'Categorias').click();
    await landOn(page, /^\/admin\/categories$/);
    await see(page.getByText(messages.categories.empty));
    await page.getByRole('link', { name: 'Nova categoria' }).click();
    await landOn(page, /^\/admin\/categories\/new$/);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page.getByText('Nome da categoria é obrigatório.'));
    await page.getByLabel('Nome').fill('Pipas');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, messages.categories.created);
    await landOn(page, /^\/admin\/categories$/);
    await see(page.getByRole('row').filter({ hasText: 'Pipas' }));

    // a product
    await nav(page, 'Produtos').click();
    await landOn(page, /^\/admin\/products$/);
    await page.getByRole('link', { name: 'Novo produto' }).click();
    await landOn(page, /^\/admin\/products\/new$/);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await see(page.getByText('Nome do produto é obrigatório.'));
    await see(page.getByText('Categoria é obrigatória.'));
    await checkScreen(page, 'product-new-errors-desktop');
    await page.getByLabel('Nome').fill('Pipa Raia Azul');
    await page.getByLabel('Preço (R$)').fill('24.90');
    await page.getByLabel('Unidade').selectOption('unidade');
    await page.getByLabel('Categoria').selectOption({ label: 'Pipas' });
    await page.getByLabel('Descrição').fill('Pipa raia de papel de seda azul, 50 cm.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, messages.products.created);
    const productPath = await landOn(page, /^\/admin\/products\/edit\/\d+$/);
    const productId = Number(productPath.split('/').pop());

    // two photos at once, one request each; the first becomes the primary
    await page
      .locator('input[type="file"]')
      .setInputFiles([await pngFile('azul.png', { r: 37, g: 99, b: 235 }), await pngFile('vermelha.png', { r: 220, g: 38, b: 38 })]);
    const tiles = page.getByRole('list', { name: 'Imagens do produto' }).getByRole('listitem');
    await page.waitForFunction(() => document.querySelectorAll('.image-tile').length === 2);
    await toast(page, 'Imagens enviadas com sucesso!');
    await see(tiles.filter({ hasText: 'azul.png' }).getByText('Principal', { exact: true }));
    await checkScreen(page, 'product-edit-images-desktop');

    await page.getByRole('button', { name: 'Tornar principal: vermelha.png' }).click();
    await toast(page, 'Imagem principal atualizada!');
    await see(tiles.filter({ hasText: 'vermelha.png' }).getByText('Principal', { exact: true }));
    expect(await tiles.filter({ hasText: 'azul.png' }).getByText('Principal', { exact: true }).count()).toBe(0);

    // what shoppers get: the product's images, primary first
    const shopper = app.client();
    const published = await shopper.get(`/api/products/${productId}`, { headers: { 'X-Tenant-Subdomain': client.subdomain } });
    expect(published.status).toBe(200);
    expect(published.body.images.map((i: { original_name: string; is_primary: boolean }) => [i.original_name, i.is_primary])).toEqual([
      ['vermelha.png', true],
      ['azul.png', false],
    ]);
    // the storefront's product page opens on the primary image
    const shop = await openPage(context);
    await shop.goto(`http://${client.subdomain}.localhost:${app.port}/product/${productId}`);
    await see(shop.getByRole('heading', { name: 'Pipa Raia Azul' }));
    const primary = published.body.images[0].image_id as string;
    await shop.waitForFunction((id) => {
      const first = document.querySelector<HTMLImageElement>('main img');
      return !!first && first.currentSrc.includes(id);
    }, primary);
    await screenshot(shop, 'admin-storefront-product-primary');
    await shop.close();

    // the list: search and category filter
    await nav(page, 'Produtos').click();
    await landOn(page, /^\/admin\/products$/);
    const row = page.getByRole('row').filter({ hasText: 'Pipa Raia Azul' });
    await see(row.getByText('R$ 24,90'));
    await see(row.getByText('unidade'));
    await see(page.getByText('1 produto encontrado'));
    await checkScreen(page, 'products-desktop');
    await page.getByLabel('Buscar por nome ou descrição').fill('papel de seda');
    await see(page.getByText('1 produto encontrado'));
    await page.getByLabel('Buscar por nome ou descrição').fill('carretel');
    await see(page.getByText(messages.products.empty));
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    await see(row);

    // a category with products cannot be deleted
    await nav(page, 'Categorias').click();
    const catRow = page.getByRole('row').filter({ hasText: 'Pipas' });
    await see(catRow.getByText('1 produto'));
    const deleteCategory = catRow.getByRole('button', { name: 'Excluir Pipas' });
    expect(await deleteCategory.isDisabled()).toBe(true);
    expect(await deleteCategory.getAttribute('title')).toBe(messages.categories.hasProducts);
    await deleteCategory.hover({ force: true });
    await checkScreen(page, 'categories-desktop');

    // the dashboard shows the product with its (new) first image
    await nav(page, 'Dashboard').click();
    await see(page.getByRole('link', { name: 'Pipa Raia Azul' }));
    await checkScreen(page, 'dashboard-desktop');

    // deleting the product, after a confirmation that names it and says until when it can come back
    await nav(page, 'Produtos').click();
    await productMenuAction(page, 'Pipa Raia Azul', 'Excluir');
    const confirm = page.getByRole('alertdialog');
    await see(confirm.getByText(/"Pipa Raia Azul" sai da loja na hora e vai para a Lixeira com \d fotos?\. Você pode restaurar até/));
    await screenshotView(page, 'product-delete-confirm-desktop');
    await confirm.getByRole('button', { name: 'Mover para a Lixeira' }).click();
    await toast(page, '"Pipa Raia Azul" foi para a Lixeira.');
    await see(page.getByText(messages.products.empty));
    expect((await shopper.get(`/api/products/${productId}`, { headers: { 'X-Tenant-Subdomain': client.subdomain } })).status).toBe(404);

    // now the category can go
    await nav(page, 'Categorias').click();
    await see(page.getByRole('row').filter({ hasText: 'Pipas' }).getByText('0 produtos'));
    await page.getByRole('button', { name: 'Excluir Pipas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mover para a Lixeira' }).click();
    await toast(page, messages.categories.deleted);
    await see(page.getByText(messages.categories.empty));
    await context.close();
  });

  it('the shop admin edits the store settings and uploads the logo', async () => {
    const context = await newContext(DESKTOP);
    const page = await openPage(context);
    await login(page, app.url, client.username, client.password);
    await landOn(page, /^\/admin\/dashboard$/);
    await nav(page, 'Configurações').click();
    await landOn(page, /^\/admin\/settings$/);
    await see(page.getByLabel('Nome da loja'));
    expect(await page.getByLabel('WhatsApp').inputValue()).toBe('(11) 91234-5678');

    await page.getByLabel('Nome da loja').fill('');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await see(page.getByText('Nome da loja é obrigatório.'));
    await page.getByLabel('Nome da loja').fill('Pipas da Marina & Cia');
    await page.getByLabel('Instagram', { exact: true }).fill('@pipasdamarina');
    await page.getByLabel('Endereço', { exact: true }).fill('Rua das Pipas, 10 - São Paulo');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await toast(page, messages.settings.saved);
    await see(page.getByText('Pipas da Marina & Cia').first());

    await page.locator('input[type="file"]').setInputFiles(await pngFile('logo.png', { r: 245, g: 158, b: 11 }));
    await see(page.getByRole('img', { name: 'Prévia do novo logo' }));
    // one action for the owner: the main save keeps the logo too
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await toast(page, messages.settings.logoUpdated);
    await see(page.getByRole('img', { name: /Logo atual/ }));
    await checkScreen(page, 'settings-desktop');

    const config = await app.client().get('/api/config', { headers: { 'X-Tenant-Subdomain': client.subdomain } });
    expect(config.body).toMatchObject({ store_name: 'Pipas da Marina & Cia', instagram: 'pipasdamarina', address: 'Rua das Pipas, 10 - São Paulo' });
    expect(config.body.logo_url).toMatch(/^\/api\/images\//);
    await context.close();
  });

  it('the master sends the access, sets up the domain, deploys, and deletes a client', async () => {
    const context = await newContext({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await openPage(context);
    await login(page, app.url, masterName, PASSWORD);
    await landOn(page, /^\/admin\/master$/);
    await page.goto(`${app.url}/admin/clients/${clientId}/edit`);
    await see(page.getByRole('heading', { level: 1, name: 'Editar cliente' }));

    await page.getByRole('button', { name: 'Enviar acesso' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Gerar nova senha' }).click();
    const access = page.getByRole('dialog', { name: 'Acesso do cliente' });
    await see(access.getByText(`Usuário: ${client.username}`, { exact: false }));
    const message = await access.getByLabel('Mensagem').inputValue();
    expect(message).toContain(`${app.url}/admin/login`);
    const newPassword = message.match(/Senha: (\S+)/)?.[1];
    expect(newPassword).toBeTruthy();
    const share = await access.getByRole('link', { name: /Enviar pelo WhatsApp/ }).getAttribute('href');
    expect(share).toBe(`https://wa.me/5511912345678?text=${encodeURIComponent(message)}`);
    await access.getByRole('button', { name: 'Copiar mensagem' }).click();
    await see(access.getByRole('button', { name: 'Mensagem copiada!' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);
    await screenshotView(page, 'client-access-desktop');
    await access.getByRole('button', { name: 'Fechar' }).click();
    // the new password works, the old one no longer does
    expect((await app.client().post('/api/auth/login', { username: client.username, password: newPassword })).status).toBe(200);
    expect((await app.client().post('/api/auth/login', { username: client.username, password: client.password })).status).toBe(401);

    await page.getByRole('button', { name: 'Configurar domínio' }).click();
    const domains = page.getByRole('dialog', { name: 'Configurar domínio' });
    await domains.getByLabel('Domínio próprio (opcional)').fill('www.pipasdamarina.com.br');
    await domains.getByRole('button', { name: 'Configurar' }).click();
    await toast(page, 'Domínios configurados com sucesso!');
    // the wizard lists only what the owner creates: www as a CNAME to the shop's own address
    const wizard = domains.getByRole('region', { name: 'Como apontar www.pipasdamarina.com.br para a loja' });
    const records = wizard.getByRole('list', { name: 'Registros para criar' });
    await see(records.getByText('CNAME', { exact: true }));
    await see(records.getByText(`${client.subdomain}.localhost`));
    await screenshotView(page, 'client-domains-desktop');
    await domains.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('button', { name: 'Fazer deploy' }).click();
    const deploy = page.getByRole('dialog', { name: `Deploy de ${client.subdomain}` });
    await see(deploy.getByRole('log'), 30_000);
    expect(await deploy.getByRole('log').textContent()).toContain(client.subdomain);
    await screenshotView(page, 'client-deploy-desktop');
    await deploy.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('button', { name: 'Despublicar' }).click();
    await toast(page, messages.clients.unpublished);
    await see(page.getByRole('button', { name: 'Publicar', exact: true }));

    // publish by subdomain from the panel
    await nav(page, 'Painel Master').click();
    await landOn(page, /^\/admin\/master$/);
    await page.getByLabel('Subdomínio da loja').fill(client.subdomain);
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await toast(page, messages.clients.published);
    await page.getByLabel('Subdomínio da loja').fill('nao-existe');
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await toast(page, `${messages.clients.publishFailed}${messages.clients.notFound}`);

    // delete, after a question naming the shop and what goes with it; the list reloads
    await page.goto(`${app.url}/admin/clients`);
    await page.getByRole('button', { name: `Excluir ${client.name}` }).click();
    await see(page.getByRole('alertdialog').getByText(new RegExp(`A loja ${client.subdomain} \\(${client.name}\\) sai do ar na hora e vai para a Lixeira`)));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mover para a Lixeira' }).click();
    await toast(page, messages.clients.deleted);
    await see(page.getByText(messages.clients.empty));
    await context.close();
  });
});
