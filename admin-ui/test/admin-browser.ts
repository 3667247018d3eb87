import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { freePort, testConfig, workerResources } from '../../api/test/harness.ts';
import fs from 'node:fs';
import { ARTIFACTS_DIR, requireBuilt, screenshot, seriousA11yViolations } from '../../api/test/browser.ts';
import { TestClient } from '../../api/test/http-client.ts';
import { PASSWORD } from '../../api/test/factories.ts';
import { localDiskStorage } from '../../api/src/storage/local-disk.ts';
import { startServer, type RunningServer } from '../../api/src/server.ts';
import type { AppDeps } from '../../api/src/http/context.ts';
import { ADMIN_DIST } from '../../api/src/admin-ui/mount.ts';

export interface AdminTestServer {
  /** http://localhost:PORT: the platform host the admin runs on. */
  url: string;
  port: number;
  deps: AppDeps;
  client: () => TestClient;
  stop: () => Promise<void>;
}

/**
 * The real app on a known port, so the addresses it builds (site_url, the access message's
 * login link) point at this very server: shops open at http://{subdomain}.localhost:PORT.
 * Uses the worker's database, emptied first.
 */
export async function startAdminServer(env: Record<string, string> = {}): Promise<AdminTestServer> {
  requireBuilt(path.join(ADMIN_DIST, 'index.html'), 'O painel administrativo (admin-ui)');
  const { testDb, dataDir } = await workerResources();
  await testDb.reset();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const config = testConfig(dataDir, { PUBLIC_URL: url, PORT: String(port), ...env });
  const deps: AppDeps = {
    config,
    db: testDb.db,
    storage: localDiskStorage(path.join(dataDir, 'uploads')),
    logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
  };
  const running: RunningServer = await startServer(deps, port, '127.0.0.1');
  return {
    url,
    port,
    deps,
    client: () => new TestClient(url),
    // The worker's database outlives this server: close the HTTP side only.
    // browsers keep connections alive: close them too, or close() waits for their idle timeout
    stop: () =>
      new Promise<void>((resolve) => {
        running.server.close(() => resolve());
        running.server.closeAllConnections();
      }),
  };
}

const pageErrors = new WeakMap<Page, string[]>();

/** A new tab whose uncaught script errors are kept: checkScreen fails on any. */
export async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  pageErrors.set(page, errors);
  return page;
}

/** Waits for an element a user would see; fails with its description if it never shows. */
export async function see(locator: Locator, timeout = 10_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function login(page: Page, base: string, username: string, password: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The pathname the browser shows, once it settles on one matching `re`. */
export async function landOn(page: Page, re: RegExp) {
  await page.waitForURL((u) => re.test(u.pathname), { timeout: 30_000 });
  return new URL(page.url()).pathname;
}

/** A link of the sidebar's main menu. */
export const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true });

/**
 * Does `act` and waits for the answer of the write it sends (`method` to a path matching
 * `path`). After a change whose toast has the same words, that toast may still be on screen,
 * so the toast alone does not say this write was answered.
 */
export async function answeredWrite(page: Page, method: string, path: RegExp, act: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
  await act();
  expect((await answered).ok()).toBe(true);
}

/** A toast with this text is on screen. */
export const toast = (page: Page, text: string | RegExp) => see(page.getByTestId('toast').filter({ hasText: text }));

/**
 * axe-core on the current screen: no serious or critical violation. Also saves the
 * screenshot for the record, under a name saying which screen and size.
 */
export async function checkScreen(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await screenshot(page, `admin-${name}`);
  expect(pageErrors.get(page) ?? [], `erros de script em ${name}`).toEqual([]);
  const bad = await seriousA11yViolations(page);
  expect(bad, `axe em ${name}`).toEqual([]);
}

/** What the user sees right now (a dialog over the page): the viewport, not the whole page. */
export async function screenshotView(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `admin-${name}.png`), animations: 'disabled' });
}

/** A store admin logged in on their settings screen, in a new tab of `context`. */
export async function openSettings(app: AdminTestServer, context: BrowserContext, username: string): Promise<Page> {
  const page = await openPage(context);
  await login(page, app.url, username, PASSWORD);
  await landOn(page, /^\/admin\/dashboard$/);
  await page.goto(`${app.url}/admin/settings`);
  await see(page.getByRole('heading', { level: 1, name: 'Configurações da loja' }));
  return page;
}

/** A small real PNG (a coloured square with a stripe), as a shop owner's photo would be. */
export async function pngFile(name: string, colour: { r: number; g: number; b: number }) {
  const stripe = await sharp({ create: { width: 160, height: 40, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png()
    .toBuffer();
  const buffer = await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
    .composite([{ input: stripe, top: 140, left: 80 }])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Chooses `action` ("Duplicar", "Excluir") in a product row's "Mais ações" menu, by mouse. */
export async function productMenuAction(page: Page, productName: string, action: string) {
  await page.getByRole('button', { name: `Mais ações para ${productName}`, exact: true }).click();
  await page
    .getByRole('menu', { name: `Mais ações para ${productName}` })
    .getByRole('menuitem', { name: action, exact: true })
    .click();
}
