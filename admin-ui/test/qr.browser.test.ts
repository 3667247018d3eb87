import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { DESKTOP, PHONE, newContext } from '../../api/test/browser.ts';
import { buildCategory, buildProduct, buildSite, buildUser, PASSWORD } from '../../api/test/factories.ts';
import { checkScreen, landOn, login, openPage, see, startAdminServer, type AdminTestServer } from './admin-browser.ts';

/** the shop's and a product's QR codes, downloadable, and a printable A4 poster. */
describe('QR codes and the A4 poster', () => {
  let app: AdminTestServer;
  let owner: string;
  let productId = 0;

  beforeAll(async () => {
    app = await startAdminServer();
    const site = await buildSite(app.deps.db, { subdomain: 'pipas-do-cais', store_name: 'Pipas do Cais', whatsapp: '5521987654321' });
    owner = (await buildUser(app.deps.db, { site, username: 'dono-do-cais' })).username;
    productId = (await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site), { name: 'Pipa Arraia' })).id;
  });
  afterAll(() => app?.stop());

  for (const [size, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`downloads the shop's QR code and prints its poster (${size})`, async () => {
      const context = await newContext({ ...options, acceptDownloads: true });
      const page = await openPage(context);
      await login(page, app.url, owner, PASSWORD);
      await landOn(page, /^\/admin\/dashboard$/);
      await page.goto(`${app.url}/admin/settings`);
      const card = page.getByRole('region', { name: 'QR code da loja' });
      await see(card);
      const code = card.getByRole('img', { name: 'QR code com o endereço da loja' });
      await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'PNG' }).click()]);
      expect(download.suggestedFilename()).toBe('qr-pipas-do-cais.png');
      const file = await download.path();
      expect(fs.readFileSync(file!).subarray(1, 4).toString()).toBe('PNG');
      await checkScreen(page, `settings-qr-${size}`);

      await card.getByRole('link', { name: 'Cartaz A4' }).click();
      await landOn(page, /^\/admin\/settings\/qr-poster$/);
      const poster = page.getByRole('article', { name: 'Cartaz para imprimir' });
      await see(poster.getByRole('heading', { name: 'Pipas do Cais' }));
      await see(poster.getByText('WhatsApp (21) 98765-4321'));
      const qr = poster.getByRole('img', { name: /^QR code para pipas-do-cais\.localhost/ });
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      await checkScreen(page, `qr-poster-${size}`);

      // printed, only the sheet is on paper: no menu, no buttons
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
      expect(await page.locator('.sidebar').isVisible()).toBe(false);
      expect(await poster.isVisible()).toBe(true);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      await context.close();
    });
  }

  it("offers a product's QR code on its edit screen", async () => {
    const context = await newContext({ ...DESKTOP, acceptDownloads: true });
    const page = await openPage(context);
    await login(page, app.url, owner, PASSWORD);
    await landOn(page, /^\/admin\/dashboard$/);
    await page.goto(`${app.url}/admin/products/edit/${productId}`);
    const card = page.getByRole('region', { name: 'QR code do produto' });
    await see(card);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'SVG' }).click()]);
    expect(download.suggestedFilename()).toBe(`qr-pipas-do-cais-produto-${productId}.svg`);
    expect(fs.readFileSync((await download.path())!, 'utf8')).toMatch(/^<svg/);
    await context.close();
  });
});
