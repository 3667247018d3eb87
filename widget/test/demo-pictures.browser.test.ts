import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext, screenshot } from '../../api/test/browser.ts';
import { demoApp, poll } from './demo-app.ts';

/** the demo shop's accessories each show their own picture. */
let app: Awaited<ReturnType<typeof demoApp>>;
let accessories: number;

beforeAll(async () => {
  app = await demoApp();
  accessories = (await app.deps.db('categories').where({ name: 'Acessórios' }).first()).id;
});
afterAll(() => app?.server.close());

describe('demo shop pictures', () => {
  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`show gloves, glue, tissue paper and the reel as different pictures at ${size} size`, async () => {
      const context = await newContext(options);
      const page = await context.newPage();
      await page.goto(`${app.shopUrl}/products?categoria=${accessories}`);
      const cards = page.locator('.vs-card');
      await poll(() => cards.count()).toBe(5);
      await page.evaluate(() => Promise.all([...document.images].map((img) => ((img.loading = 'eager'), img.decode().catch(() => undefined)))));
      const pictures = await cards.evaluateAll((els) =>
        els.map((el) => {
          const img = el.querySelector('img')!;
          return { name: el.querySelector('.vs-card-name')!.textContent, src: img.currentSrc, loaded: img.naturalWidth > 0 };
        }),
      );
      expect(pictures.every((p) => p.loaded)).toBe(true);
      expect(new Set(pictures.map((p) => p.src)).size).toBe(5);
      await screenshot(page, `storefront-demo-accessories-${size}`);
      await context.close();
    });
  }
});
