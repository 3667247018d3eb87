import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildSite, buildUser } from '../../api/test/factories.ts';
import { startDnsServer, type TestDnsServer } from '../../api/test/dns-server.ts';
import { messages } from '@vitrine/contract/messages';
import { kiteShop } from '../../api/src/storefront/storefront-test-shop.ts';
import { checkScreen, landOn, login, openPage, screenshotView, see, startAdminServer, type AdminTestServer } from './admin-browser.ts';

/**
 * each step of a custom domain (DNS, certificate, active) with its state and
 * what to do next, in the owner's settings and the master's domain dialog; and the master
 * panel's list of domains waiting on DNS. The server checks a real DNS server on loopback.
 */
const m = messages.domainLifecycle;
const DOMAIN = 'www.pipasdajoana.com.br';

describe('custom domain steps in the admin', () => {
  let app: AdminTestServer;
  let dns: TestDnsServer;

  beforeAll(async () => {
    dns = await startDnsServer();
    app = await startAdminServer({ PLATFORM_TARGET: '127.0.0.1', DNS_RESOLVERS: dns.address, DOMAIN_CHECK_INTERVAL: '0' });
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    await buildUser(app.deps.db, { site, username: 'joana', full_name: 'Joana Lima' });
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    await app.deps.db('custom_domains').insert({ site_id: site.id, domain: DOMAIN, created_at: new Date('2026-03-02T12:00:00Z') });
    // a second shop, already verified: not in the waiting list
    const other = await buildSite(app.deps.db, { subdomain: 'emporio', store_name: 'Empório do João' });
    await app.deps.db('custom_domains').insert({ site_id: other.id, domain: 'emporiodojoao.com.br', status: 'verificado', verified_at: new Date() });
  });
  afterAll(async () => {
    await app?.stop();
    await dns?.close();
  });

  for (const [size, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the owner sees each step and the record to create, checks, and it fits the ${size} screen`, async () => {
      dns.set(DOMAIN, [{ A: '203.0.113.9' }]);
      const context = await newContext(device);
      const page = await openPage(context);
      await login(page, app.url, 'joana', PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/settings`);

      const card = page.getByRole('region', { name: 'Domínio próprio' });
      await see(card.getByText(DOMAIN, { exact: true }));
      const steps = card.getByRole('list', { name: 'Etapas do domínio' });
      const dnsStep = steps.locator('[data-step="dns"]');
      await see(dnsStep.getByText(m.stepDns));
      await see(dnsStep.getByText('registro CNAME com nome www.pipasdajoana.com.br e valor pipas.localhost'));
      await see(steps.locator('[data-step="https"]').getByText(m.httpsAfterDns));
      await see(steps.locator('[data-step="active"]').getByText(m.activeWaiting('pipas.localhost')));

      // "Verificar agora": the record found points elsewhere, and the step says so
      await card.getByRole('button', { name: 'Verificar agora' }).click();
      await see(dnsStep.getByText('Com problema'));
      await see(dnsStep.getByText(/203\.0\.113\.9/));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await checkScreen(page, `settings-domain-${size}`);
      await card.screenshot({ path: path.join(ARTIFACTS_DIR, `admin-domain-card-${size}.png`) });
      await context.close();
    });

    it(`the master sees the domains waiting on DNS and each step in the dialog (${size})`, async () => {
      const context = await newContext(device);
      const page = await openPage(context);
      await login(page, app.url, 'chefe', PASSWORD);
      await landOn(page, /^\/admin\/master$/);

      const waiting = page.getByRole('region', { name: 'Domínios aguardando DNS' });
      await see(waiting.getByText('Pipas da Joana'));
      await see(waiting.getByText(DOMAIN, { exact: true }));
      await see(waiting.getByText('Desde 02/03/2026'));
      await see(waiting.getByText('pipas.localhost', { exact: true }));
      expect(await waiting.getByText('emporiodojoao.com.br').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await waiting.scrollIntoViewIfNeeded();
      await checkScreen(page, `master-waiting-domains-${size}`);
      await waiting.screenshot({ path: path.join(ARTIFACTS_DIR, `admin-waiting-domains-${size}.png`) });

      const site = await app.deps.db('sites').where({ subdomain: 'pipas' }).first();
      await page.goto(`${app.url}/admin/clients/${site.id}/edit`);
      await page.getByRole('button', { name: 'Configurar domínio' }).click();
      const dialog = page.getByRole('dialog', { name: 'Configurar domínio' });
      const steps = dialog.getByRole('list', { name: 'Etapas do domínio' });
      await see(steps.locator('[data-step="dns"]').getByText(m.stepDns));
      await see(steps.locator('[data-step="https"]').getByText(m.stepHttps));
      await see(steps.locator('[data-step="active"]').getByText(m.stepActive));
      await see(steps.locator('[data-step="dns"]').getByText('registro CNAME com nome www.pipasdajoana.com.br'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshotView(page, `domain-dialog-steps-${size}`);
      await context.close();
    });
  }
});
