import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildUser } from '../../api/test/factories.ts';
import { startDnsServer, type TestDnsServer } from '../../api/test/dns-server.ts';
import { messages } from '@vitrine/contract/messages';
import { kiteShop } from '../../api/src/storefront/storefront-test-shop.ts';
import { checkScreen, landOn, login, openPage, screenshotView, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/*
 * , 4 and 6 as people meet them, at desktop and phone size: the owner and the
 * master preview a draft through its signed link; the dashboard and the client form say what
 * stands between the shop and its shoppers; publishing a shop nobody can contact asks first;
 * a custom domain keeps the shop on its subdomain links until a real DNS check passes.
 */
const BAR = messages.preview.bar;
const DOMAIN = 'www.pipasdajoana.com.br';

let app: AdminTestServer;
let dns: TestDnsServer;
let masterName = '';
let ownerName = '';

beforeAll(async () => {
  dns = await startDnsServer();
  app = await startAdminServer({ PLATFORM_TARGET: '127.0.0.1', DNS_RESOLVERS: dns.address, DOMAIN_CHECK_INTERVAL: '0' });
});
afterAll(async () => {
  await app?.stop();
  await dns?.close();
});

/** A draft kite shop (photos, no WhatsApp or Instagram), its admin and a master. */
async function draftShop() {
  await app.deps.db('audit_log').delete();
  await app.deps.db('sites').delete();
  await app.deps.db('users').delete();
  const { site } = await kiteShop(app.deps.db, app.deps.storage, { is_published: false, whatsapp: null, instagram: null });
  masterName = (await buildUser(app.deps.db, { user_type: 'master', username: 'master-semana' })).username;
  ownerName = (await buildUser(app.deps.db, { site, username: 'joana' })).username;
  return site;
}

/** Clicks a link that opens a new tab and waits for the page it lands on. */
async function opensTab(context: BrowserContext, page: Page, name: RegExp): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name }).first().click()]);
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

async function noSidewaysScroll(page: Page, what: string) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, `${what} rola para o lado`).toBeLessThanOrEqual(client);
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

for (const [size, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`a shop owner's first week (${size})`, () => {
    it('the owner sees what is missing and previews the draft on its own address', async () => {
      await draftShop();
      const context = await newContext(options);
      const page = await openPage(context);
      await login(page, app.url, ownerName, PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      const checklist = page.getByTestId('readiness');
      await see(checklist);
      await see(checklist.getByText(messages.readiness.notPublished));
      await see(checklist.getByText(messages.readiness.noContact));
      expect(await checklist.getByText(messages.readiness.noPhoto).count()).toBe(0); // it has photos
      await see(checklist.getByRole('link', { name: 'Cadastrar WhatsApp ou Instagram' }));
      await see(page.getByText('Online')); // the spec's cards stay
      await noSidewaysScroll(page, 'painel');
      await checkScreen(page, `owner-readiness-${size}`);

      // "Ver minha loja" lives in the sidebar (behind the menu button on a phone)
      if (size === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
      const shop = await opensTab(context, page, /Ver minha loja/);
      expect(shop.url()).toBe(`http://pipas.localhost:${app.port}/`); // the token left the address
      await see(shop.getByText(BAR));
      // its style is allowed by the storefront's CSP (hashes of the page's own inline blocks)
      expect(await shop.getByText(BAR).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(133, 77, 14)');
      await see(shop.getByRole('heading', { level: 1, name: 'Pipas da Joana' }));
      await noSidewaysScroll(shop, 'pré-visualização');
      await screenshotView(shop, `preview-owner-${size}`);
      // the preview follows links inside the shop
      await shop.goto(`http://pipas.localhost:${app.port}/products`);
      await see(shop.getByText('Pipa Raia Azul'));
      await see(shop.getByText(BAR));
      // and nobody else sees the draft
      const stranger = await (await newContext(options)).newPage();
      const res = await stranger.goto(`http://pipas.localhost:${app.port}/`);
      expect(res?.status()).toBe(404);
      await context.close();
    });

    it('the master previews the draft, is asked before publishing it without contact, and sets up a domain', async () => {
      const site = await draftShop();
      const context = await newContext(options);
      const page = await openPage(context);
      await login(page, app.url, masterName, PASSWORD);
      await landOn(page, /^\/admin\/master$/);
      await page.goto(`${app.url}/admin/clients/${site.id}/edit`);
      const checklist = page.getByTestId('readiness');
      await see(checklist.getByText(messages.readiness.notPublished));
      await see(checklist.getByText(messages.readiness.noContact));
      await noSidewaysScroll(page, 'formulário do cliente');
      await checkScreen(page, `client-readiness-${size}`);

      const shop = await opensTab(context, page, /Abrir site/);
      expect(shop.url()).toBe(`http://pipas.localhost:${app.port}/`);
      await see(shop.getByText(BAR));
      await screenshotView(shop, `preview-master-${size}`);
      await shop.close();

      // publishing a shop nobody can contact asks first; "Cancelar" changes nothing
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const ask = page.getByRole('alertdialog');
      await see(ask.getByText(messages.readiness.publishNoContact));
      await screenshotView(page, `publish-confirm-${size}`);
      await ask.getByRole('button', { name: 'Cancelar' }).click();
      expect((await app.deps.db('sites').where({ id: site.id }).first()).is_published).toBe(false);
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Publicar mesmo assim' }).click();
      await toast(page, messages.clients.published);
      await see(page.getByText('Publicado', { exact: true }));

      // a custom domain: pendente, and the shop keeps its subdomain links
      dns.set(DOMAIN, []);
      await page.getByRole('button', { name: 'Configurar domínio' }).click();
      const dialog = page.getByRole('dialog', { name: 'Configurar domínio' });
      await dialog.getByLabel('Domínio próprio (opcional)').fill(DOMAIN);
      await dialog.getByRole('button', { name: 'Configurar' }).click();
      await toast(page, messages.admin.domainsConfigured);
      await see(dialog.getByTestId('domain-status').getByText('Pendente'));
      await see(dialog.getByText(messages.domainLifecycle.nextPending(DOMAIN, messages.domainLifecycle.recordToCreate('CNAME', DOMAIN, 'pipas.localhost'))));
      await dialog.getByRole('button', { name: 'Verificar agora' }).click();
      await see(dialog.getByText(messages.domainLifecycle.noRecords(DOMAIN)));
      await noSidewaysScroll(page, 'diálogo de domínio');
      await screenshotView(page, `domain-pending-${size}`);
      const visitor = await (await newContext(options)).newPage();
      await visitor.goto(`http://pipas.localhost:${app.port}/contact`);
      expect(await canonical(visitor)).toBe(`http://pipas.localhost:${app.port}/contact`);

      // the owner's DNS now points at the platform: "Verificar agora" makes it ativo
      dns.set(DOMAIN, [{ CNAME: 'pipas.localhost' }]);
      dns.set('pipas.localhost', [{ A: '127.0.0.1' }]);
      await dialog.getByRole('button', { name: 'Verificar agora' }).click();
      await see(dialog.getByTestId('domain-status').getByText('Ativo'));
      await see(dialog.getByText(messages.domainLifecycle.nextActive(DOMAIN)));
      await screenshotView(page, `domain-active-${size}`);
      await visitor.reload();
      expect(await canonical(visitor)).toBe(`http://${DOMAIN}:${app.port}/contact`);
      await context.close();
    });
  });
}
