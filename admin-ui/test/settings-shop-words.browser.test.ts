import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { buildUser } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { bagShop } from '../../widget/test/bag-shop.ts';
import { checkScreen, openPage, openSettings, see, startAdminServer, toast, type AdminTestServer } from './admin-browser.ts';

/**
 * as the owner of a handbag shop meets them on the settings screen:
 * the contact page's payment and delivery words and the search synonyms, written there and
 * seen by shoppers; a synonym line that is not two words is named by its line.
 */
describe("store settings: the contact page's words and the search synonyms", () => {
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
      const subdomain = `ana-palavras-${size}`;
      const { site } = await bagShop(app.deps.db, subdomain);
      await buildUser(app.deps.db, { site, username: `ana-${size}` });
      const context = await newContext(options);
      const page = await openSettings(app, context, `ana-${size}`);

      // a line with a phrase is refused, and the line is named
      await page.getByLabel('Sinônimos').fill('bolsinha = bolsa\nbolsa grande = sacola');
      await page.getByRole('button', { name: 'Salvar configurações' }).click();
      await see(page.getByText('Linha 2: Palavra buscada: uma palavra só, sem espaços nem símbolos.'));
      expect((await app.deps.db('sites').where({ id: site.id }).first()).search_synonyms).toBeNull();

      await page.getByLabel('Sinônimos').fill('bolsinha = bolsa\nsacolão = sacola');
      await page.getByLabel('Formas de pagamento').fill('Pix, cartão em até 3x ou dinheiro na retirada.');
      await page.getByLabel('Retirada e entrega').fill('Enviamos pelos Correios para todo o Brasil.');
      await checkScreen(page, `settings-shop-words-filled-${size}`);
      await page.getByRole('button', { name: 'Salvar configurações' }).click();
      await toast(page, messages.settings.saved);
      const row = await app.deps.db('sites').where({ id: site.id }).first();
      expect(row.search_synonyms).toEqual([
        { term: 'bolsinha', means: 'bolsa' },
        { term: 'sacolão', means: 'sacola' },
      ]);

      // the shop says the owner's words, and its search knows the synonyms
      const shop = await openPage(context);
      const shopUrl = `http://${subdomain}.localhost:${app.port}`;
      await shop.goto(`${shopUrl}/contact`);
      await see(shop.getByText('Pix, cartão em até 3x ou dinheiro na retirada.'));
      await see(shop.getByText('Enviamos pelos Correios para todo o Brasil.'));
      await screenshot(shop, `storefront-contact-words-${size}`);
      await shop.goto(`${shopUrl}/products?q=sacolao`);
      await see(shop.locator('.vs-card-name').filter({ hasText: 'Bolsa Sacola Lisa' }));
      expect(await shop.locator('.vs-card-name').allInnerTexts()).toEqual(['Bolsa Sacola Lisa']);
      await shop.close();
      await context.close();
    });
  }
});
