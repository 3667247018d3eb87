import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, type ArtKind } from './demo-catalogue.ts';
import { productArt } from './kite-art.ts';

const artOf = (name: string): ArtKind => {
  for (const c of DEMO_CATEGORIES) for (const p of c.products) if (p.name === name) return p.art ?? c.art;
  throw new Error(`no demo product ${name}`);
};

describe('demo shop pictures', () => {
  it('draw each accessory as itself: gloves, glue, tissue paper and the reel are four different pictures', () => {
    expect(artOf('Luvas de Proteção para Pipa')).toBe('gloves');
    expect(artOf('Cola Branca para Pipa 90 g')).toBe('glue');
    expect(artOf('Papel de Seda Sortido (20 folhas)')).toBe('tissue');
    expect(artOf('Carretel Plástico Grande')).toBe('reel');
    expect(artOf('Pipa Peixinho Infantil')).toBe('fishKite');
    expect(artOf('Carretilha de Madeira com Linha 200 m')).toBe('handReel');
  });

  it('give every product of a category its own drawing, except twins (raia and arraia are one shape; the same sticks in two lengths)', () => {
    for (const c of DEMO_CATEGORIES) {
      const kinds = c.products.map((p) => p.art ?? c.art);
      const twins = c.products.filter((_p, i) => kinds.indexOf(kinds[i]!) !== i).map((p) => p.name);
      const expected: Record<string, string[]> = { Pipas: ['Pipa Arraia Colorida 60 cm'], Varetas: ['Vareta de Bambu 80 cm (10 unidades)'] };
      expect(twins, c.name).toEqual(expected[c.name] ?? []);
    }
  });

  it('renders every drawing to a real picture', async () => {
    const kinds = new Set(DEMO_CATEGORIES.flatMap((c) => [c.art, ...c.products.map((p) => p.art ?? c.art)]));
    for (const kind of kinds) {
      const png = await sharp(Buffer.from(productArt(kind, ['#E63946', '#F1FAEE'])))
        .png()
        .toBuffer();
      const { width, height } = await sharp(png).metadata();
      expect([kind, width, height]).toEqual([kind, 640, 640]);
    }
  });
});
