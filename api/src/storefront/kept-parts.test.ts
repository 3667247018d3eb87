import { describe, expect, it } from 'vitest';
import type { ShopView } from '@vitrine/widget/ssr';
import { KEPT_PARTS_MAX_BYTES, KEPT_PARTS_SHOP_MAX_BYTES, keptPartBytes, partsOf } from './kept-parts.ts';

/** The links a page was drawn with, as the widget scopes its parts. */
const HOSTED = '{"mode":"hosted","images":{"kind":"api","base":""}}';
const VIA_SUB = '{"mode":"hosted","images":{"kind":"api","base":""},"keepQuery":"sub=demo"}';
/** A shop's view as shop-view.ts makes it (the fields that matter here). */
const view = (name: string, subdomain = name.toLowerCase().replaceAll(' ', '-')) =>
  ({
    site: { store_name: name, subdomain },
    origin: `http://${subdomain}.localhost:3000`,
    platformUrl: 'http://localhost:3000',
    year: 2026,
    cover: null,
  }) as unknown as ShopView;

describe("a shop view's kept parts", () => {
  it("are the shop's own, and outlive a write that leaves its view as it was", () => {
    const pipas = view('Pipas do Zé', 'pipas');
    partsOf(pipas).set(HOSTED, 'header:home', '<header>Pipas do Zé</header>');
    expect(partsOf(pipas).get(HOSTED, 'header:home')).toBe('<header>Pipas do Zé</header>');
    // drawn with other links (a page reached by ?sub=): another part
    expect(partsOf(pipas).get(VIA_SUB, 'header:home')).toBeUndefined();
    expect(partsOf(view('Bolsas da Ana')).get(HOSTED, 'header:home')).toBeUndefined();
    // the same name on another shop: not its parts
    expect(partsOf(view('Pipas do Zé', 'pipas-do-ze')).get(HOSTED, 'header:home')).toBeUndefined();
    // a product edited: the shop's row is read again, a new view object equal to the old one
    expect(partsOf(view('Pipas do Zé', 'pipas')).get(HOSTED, 'header:home')).toBe('<header>Pipas do Zé</header>');
    // the shop renamed: a view that differs
    expect(partsOf(view('Pipas e Rabiolas do Zé', 'pipas')).get(HOSTED, 'header:home')).toBeUndefined();
  });

  it("stop at a shop's own share, so a big catalogue seen once holds no more than a small shop", () => {
    const big = partsOf(view('Mil pipas'));
    const small = partsOf(view('Duas pipas'));
    small.set(HOSTED, 'footer', '<footer>Duas pipas</footer>');
    const card = 'x'.repeat(1000);
    const cards = Math.ceil((KEPT_PARTS_SHOP_MAX_BYTES * 3) / card.length);
    // the shop's entry comes with its first part; its parts are what its share bounds
    const before = keptPartBytes();
    big.set(HOSTED, 'card:0', card);
    const entry = keptPartBytes() - before - (card.length + 'card:0'.length + HOSTED.length);
    for (let i = 1; i < cards; i++) big.set(HOSTED, `card:${i}`, card);
    expect(entry).toBeLessThan(8192);
    expect(keptPartBytes() - before - entry).toBeLessThanOrEqual(KEPT_PARTS_SHOP_MAX_BYTES);
    expect(big.get(HOSTED, 'card:0')).toBe(card);
    expect(big.get(HOSTED, `card:${cards - 1}`)).toBeUndefined();
    expect(small.get(HOSTED, 'footer')).toBe('<footer>Duas pipas</footer>');
  });

  it('stay within their bytes all shops together, the shop read longest ago going first', () => {
    const card = 'y'.repeat(4000);
    const perShop = Math.floor(KEPT_PARTS_SHOP_MAX_BYTES / (card.length + 64));
    const shops = Math.ceil((KEPT_PARTS_MAX_BYTES * 2) / KEPT_PARTS_SHOP_MAX_BYTES);
    const first = view('Loja 0');
    partsOf(first).set(HOSTED, 'card:0', card);
    for (let s = 1; s <= shops; s++) {
      const parts = partsOf(view(`Loja ${s}`));
      for (let i = 0; i < perShop; i++) parts.set(HOSTED, `card:${i}`, card);
    }
    expect(keptPartBytes()).toBeLessThanOrEqual(KEPT_PARTS_MAX_BYTES);
    expect(partsOf(first).get(HOSTED, 'card:0')).toBeUndefined();
    // a shop pushed out may keep its parts again: its share was given back
    partsOf(first).set(HOSTED, 'card:1', card);
    expect(partsOf(first).get(HOSTED, 'card:1')).toBe(card);
  });

  it('count what V8 holds: a byte a character when all are Latin-1 (accents too), two when one is not', () => {
    const parts = partsOf(view('Pipas com acento'));
    const latin = '<a>Pipa Raia – média</a>'.replace('–', '-'); // á, é, ç: Latin-1
    const wide = '<a>Pipa Raia 🪁 média</a>';
    // the shop's entry and its scope come with its first part
    parts.set(HOSTED, 'footer', '<footer></footer>');
    const before = keptPartBytes();
    parts.set(HOSTED, 'card:1', latin);
    expect(keptPartBytes() - before).toBe(latin.length + 'card:1'.length);
    const grown = keptPartBytes();
    parts.set(HOSTED, 'card:2', wide);
    expect(keptPartBytes() - grown).toBe(wide.length * 2 + 'card:2'.length);
  });
});
