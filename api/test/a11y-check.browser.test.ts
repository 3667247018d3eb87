import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { newContext, seriousA11yViolations } from './browser.ts';

/**
 * The accessibility check every screen of the browser tests goes through still finds what it
 * must in its faster mode (legacy, violations only): a page known to be wrong fails it, the
 * same page put right passes, and a fault inside a shadow root (the widget's) is seen too.
 */
describe('seriousA11yViolations', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(() => context?.close());

  const page = (body: string) =>
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Teste</title></head><body><main><h1>Loja</h1>${body}</main></body></html>`;

  it('finds a nameless button, an image without text and grey on white', async () => {
    const tab = await context.newPage();
    await tab.setContent(
      page(
        '<button><svg width="10" height="10"></svg></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#ccc;background:#fff">Frete grátis</p>',
      ),
    );
    const found = (await seriousA11yViolations(tab)).map((line) => line.split(' ')[0]);
    expect(found).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'color-contrast']));
    await tab.close();
  });

  it('passes the same page put right', async () => {
    const tab = await context.newPage();
    await tab.setContent(
      page(
        '<button aria-label="Abrir menu"><svg width="10" height="10"></svg></button><img alt="Pipa" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#333;background:#fff">Frete grátis</p>',
      ),
    );
    expect(await seriousA11yViolations(tab)).toEqual([]);
    await tab.close();
  });

  it('looks inside a shadow root, as the widget renders', async () => {
    const tab = await context.newPage();
    await tab.setContent(page('<div id="host"></div>'));
    // as a string: this package's types have no DOM
    await tab.evaluate("document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<button></button>'");
    expect((await seriousA11yViolations(tab)).map((line) => line.split(' ')[0])).toContain('button-name');
    await tab.close();
  });
});
