import fs from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

/** Where browser tests leave their screenshots (CI keeps them as artefacts). */
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Debian's headless shell when it is installed (`chromium-headless-shell`, what Playwright
 * itself runs for headless tests): the same Blink and V8 as the browser, without the browser's
 * own windows and their pages, so each test's pages cost about a third less CPU (docs/
 * performance.md, "CI time", 2026-11-30 (27)). The full browser otherwise; CHROMIUM_PATH
 * names either.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

let browser: Promise<Browser> | undefined;

/** One headless Chromium per worker; flags as the machine's closed network needs them. */
export async function getBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}. Instale com: apt-get install -y chromium-headless-shell (ou defina CHROMIUM_PATH).`);
  }
  // a Chromium that crashed is launched again, so one bad page does not fail every file after it
  if (
    browser &&
    !(await browser.then(
      (b) => b.isConnected(),
      () => false,
    ))
  )
    browser = undefined;
  return (browser ??= chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  }));
}

afterAll(async () => {
  // the worker is reused across files (isolate: false); closing happens at process exit
});
process.once('beforeExit', () => {
  void browser?.then((b) => b.close());
});

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/**
 * A fresh browser context (own cookies and storage). `.localhost` hosts resolve to
 * 127.0.0.1 in Chromium, so demo.localhost:PORT reaches the test server.
 */
export async function newContext(options: Parameters<Browser['newContext']>[0] = DESKTOP): Promise<BrowserContext> {
  const b = await getBrowser();
  return b.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/** Fails with a clear message when a build output a browser test needs is missing. */
export function requireBuilt(file: string, what: string) {
  if (!fs.existsSync(file)) throw new Error(`${what} não foi construído (${file}). Rode antes: npm run build`);
}

/** What the browser tests hold every screen to: WCAG 2.1 A and AA, and axe's best practices. */
const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's serious and critical findings on the page as it is now, one line each (rule,
 * impact, help, the first three elements). Legacy mode and violations only: the default
 * mode opens a blank page to merge each frame's results, and every rule's passes are
 * gathered and sent back, 1.6–2.0 s a screen against about 0.5 s (docs/performance.md,
 * "CI time"); our screens have no cross-origin frames, the one thing legacy mode skips.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(A11Y_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
