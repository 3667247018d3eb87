import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { exportStorefront, type ExportedFile } from './static-export.ts';
import { kiteShop } from './storefront-test-shop.ts';
import { slugify } from '@vitrine/contract/slug';

const getApp = useTestApp();
const text = (files: ExportedFile[], path: string) => {
  const f = files.find((x) => x.path === path);
  if (!f) throw new Error(`missing ${path}`);
  return String(f.body);
};

describe('static export of a shop', () => {
  it('exports every page at its canonical path and alias, with the files they load', async () => {
    const app = getApp();
    const { site, raia, arraia, linha } = await kiteShop(app.deps.db, app.deps.storage);

    const files = await exportStorefront(app.deps, site);
    const paths = files.map((f) => f.path);

    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      'index.html',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      'favicon.png',
      'favicon.ico',
      'apple-touch-icon.png',
      'assets/storefront.js',
      'assets/extras.js',
      'assets/export-search.js',
    ]) {
      expect(paths).toContain(p);
    }
    for (const dir of ['products', 'produtos', 'categories', 'categorias', 'contact', 'contato']) expect(paths).toContain(`${dir}/index.html`);
    for (const p of [raia, arraia, linha]) {
      expect(paths).toContain(`product/${p.id}-${slugify(p.name)}/index.html`);
      expect(paths).toContain(`produto/${p.id}-${slugify(p.name)}/index.html`);
    }
    // the old address, /product/{id}, moves on to the readable one (no server to answer 301)
    const moved = text(files, `product/${raia.id}/index.html`);
    expect(moved).toContain(`<meta http-equiv="refresh" content="0; url=/product/${raia.id}-pipa-raia-azul">`);
    expect(moved).toContain(`<link rel="canonical" href="http://pipas.localhost:3000/product/${raia.id}-pipa-raia-azul">`);
    expect(text(files, `produto/${raia.id}/index.html`)).toBe(moved);

    const product = text(files, `produto/${raia.id}-pipa-raia-azul/index.html`);
    expect(product).toContain('Pipa Raia Azul');
    expect(product).toContain(`<link rel="canonical" href="http://pipas.localhost:3000/product/${raia.id}-pipa-raia-azul">`);
    expect(product).not.toMatch(/(src|srcset|href)="[^"]*\/api\//); // nothing on the exported site loads from the API
    expect(text(files, '404.html')).toContain('Página não encontrada');

    // every picture a page shows (src and srcset) is in the export, as WebP
    for (const f of files.filter((x) => x.path.endsWith('.html'))) {
      const body = String(f.body);
      const refs = [...body.matchAll(/\s(?:src|href)="(\/[^"]+)"/g), ...body.matchAll(/(\/images\/[^\s",]+)\s\d+w/g)].map((m) => m[1]!.split('?')[0]!);
      for (const ref of refs) {
        if (/^\/(product|produto|products|produtos|categories|categorias|contact|contato)(\/|$)|^\/$/.test(ref)) continue;
        expect(paths, `${f.path} uses ${ref}`).toContain(ref.slice(1));
      }
    }
    const image = files.find((f) => f.path.endsWith('.webp'))!;
    expect(image.contentType).toBe('image/webp');
    expect((image.body as Buffer).subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('puts the whole catalogue in the products page, so its search works without the API', async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    const files = await exportStorefront(app.deps, site);
    const html = text(files, 'products/index.html');
    const boot = JSON.parse(html.match(/<script id="vitrine-boot" type="application\/json">(.*?)<\/script>/)![1]!);
    expect(boot.fullCatalogue).toBe(true);
    expect(boot.links).toEqual({ mode: 'static', images: { kind: 'static', base: '' } });
    expect(boot.state.data.items.map((p: { name: string }) => p.name).sort()).toEqual(['Linha 10 Carretel', 'Pipa Arraia', 'Pipa Raia Azul']);
  });

  it('writes sitemap.xml and robots.txt for the shop’s own address', async () => {
    const app = getApp();
    const { site, linha } = await kiteShop(app.deps.db, app.deps.storage);
    const files = await exportStorefront(app.deps, site);
    expect(text(files, 'sitemap.xml')).toContain(`<loc>http://pipas.localhost:3000/product/${linha.id}-linha-10-carretel</loc>`);
    expect(text(files, 'robots.txt')).toContain('Sitemap: http://pipas.localhost:3000/sitemap.xml');
  });

  it('exports a shop with no products at all', async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    await app.deps.db('product_images').where({ site_id: site.id }).delete();
    await app.deps.db('products').where({ site_id: site.id }).delete();
    const files = await exportStorefront(app.deps, site);
    expect(text(files, 'index.html')).toContain('Pipas da Joana');
    expect(text(files, 'products/index.html')).toContain('Nenhum produto encontrado');
  });
});
