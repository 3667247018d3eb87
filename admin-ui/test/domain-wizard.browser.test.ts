import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { PASSWORD, buildSite, buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { checkScreen, landOn, login, openPage, screenshotView, see, startAdminServer, type AdminTestServer } from './admin-browser.ts';

/**
 * The domain wizard for a bare .com.br (Registro.br has no CNAME nor ALIAS at the root): the
 * advice to prefer www, Registro.br's steps in its own words, only the records the owner
 * creates (A/AAAA of PLATFORM_APEX_ADDRESSES and the TXT token, not the platform's wildcard),
 * copy buttons that copy, and values that wrap as whole lines on a phone.
 */
const DOMAIN = 'lojadaana.com.br';

describe('the domain wizard for a bare .com.br', () => {
  let app: AdminTestServer;
  let token: string;

  beforeAll(async () => {
    app = await startAdminServer({ PLATFORM_APEX_ADDRESSES: '203.0.113.10,2001:db8:4006:80a::200e' });
    const site = await buildSite(app.deps.db, { subdomain: 'ana', store_name: 'Ateliê da Ana' });
    await buildUser(app.deps.db, { site, username: 'ana', full_name: 'Ana Souza' });
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    await app.deps.db('custom_domains').insert({ site_id: site.id, domain: DOMAIN });
    token = (await app.deps.db('custom_domains').where({ domain: DOMAIN }).first()).verify_token;
  });
  afterAll(() => app?.stop());

  /** The records as the wizard lists them: type, name (as Registro.br's "Nome" takes it) and value. */
  async function recordsIn(wizard: Locator) {
    const items = wizard.getByRole('list', { name: 'Registros para criar' }).getByRole('listitem');
    // the list as shown, not as it was a moment before it rendered (a busy machine read it empty)
    await see(items);
    const out: string[][] = [];
    for (const item of await items.all()) out.push(await item.locator('dd').evaluateAll((dds) => dds.map((d) => d.querySelector('code')?.textContent ?? '')));
    return out;
  }

  /** Every value sits on whole lines: wide, and no taller than two lines of text. */
  async function valuesFit(wizard: Locator) {
    for (const code of await wizard.locator('dd code').all()) {
      const box = (await code.boundingBox())!;
      const lineHeight = await code.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 20);
      const text = await code.textContent();
      expect(box.width, `largura de ${text}`).toBeGreaterThan(Math.min(120, (text?.length ?? 0) * 6));
      expect(box.height, `altura de ${text}`).toBeLessThanOrEqual(lineHeight * 2 + 2);
    }
  }

  for (const [size, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the owner sees Registro.br's steps and the records to create, and copies the token (${size})`, async () => {
      const context = await newContext(device);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
      const page = await openPage(context);
      await login(page, app.url, 'ana', PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/settings`);

      const card = page.getByRole('region', { name: 'Domínio próprio' });
      const wizard = card.getByRole('region', { name: `Como apontar ${DOMAIN} para a loja` });
      await see(wizard.getByText(messages.domains.apexAdvice(DOMAIN)));
      for (const words of ['"DNS"', '"Editar zona"', '"Nova entrada"']) await see(wizard.getByText(words, { exact: false }).first());
      expect(await recordsIn(wizard)).toEqual([
        ['A', '', '203.0.113.10'],
        ['AAAA', '', '2001:db8:4006:80a::200e'],
        ['TXT', '_vitrine-verify', token],
      ]);
      // the platform's own records are not the owner's to create
      expect(await wizard.getByText('ana.localhost').count()).toBe(0);
      expect(await wizard.getByText('*.').count()).toBe(0);

      await wizard.getByRole('button', { name: 'Copiar o valor do registro 3' }).click();
      await see(wizard.getByRole('button', { name: 'Copiar o valor do registro 3' }).getByText('Copiado!'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await wizard.getByRole('button', { name: 'Copiar o nome do registro 3' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('_vitrine-verify');

      await valuesFit(wizard);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await wizard.scrollIntoViewIfNeeded();
      await checkScreen(page, `domain-wizard-owner-${size}`);
      await wizard.screenshot({ path: path.join(ARTIFACTS_DIR, `admin-domain-wizard-${size}.png`) });
      await context.close();
    });

    it(`the master's domain dialog shows the same wizard (${size})`, async () => {
      const context = await newContext(device);
      const page = await openPage(context);
      await login(page, app.url, 'chefe', PASSWORD);
      await landOn(page, /^\/admin\/master$/);
      const site = await app.deps.db('sites').where({ subdomain: 'ana' }).first();
      await page.goto(`${app.url}/admin/clients/${site.id}/edit`);
      await page.getByRole('button', { name: 'Configurar domínio' }).click();
      const dialog = page.getByRole('dialog', { name: 'Configurar domínio' });
      const wizard = dialog.getByRole('region', { name: `Como apontar ${DOMAIN} para a loja` });
      expect((await recordsIn(wizard)).map(([type]) => type)).toEqual(['A', 'AAAA', 'TXT']);
      await valuesFit(wizard);
      await wizard.scrollIntoViewIfNeeded();
      await screenshotView(page, `domain-wizard-master-${size}`);
      await context.close();
    });
  }
});
