import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildCategory, buildSite } from '../../test/factories.ts';
import { kiteShop } from './storefront-test-shop.ts';
import { exportStorefront } from './static-export.ts';

const getApp = useTestApp();
const page = (path: string, host = 'pipas.localhost:3000') => getWithHost(getApp().url, path, host);

describe('link in bio: /links', () => {
  it('shows logo or icon, name, WhatsApp and Instagram, the destaques and the categories with products', async () => {
    const app = getApp();
    const { site, arraia, kites, lines } = await kiteShop(app.deps.db, app.deps.storage);
    await app.deps.db('products').where({ id: arraia.id }).update({ is_featured: true });
    const empty = await buildCategory(app.deps.db, site, { name: 'Rabiolas' });

    const res = await page('/links');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>Pipas da Joana<\/h1>/);
    expect(res.text).toContain('href="https://wa.me/5513987654321?text=');
    expect(res.text).toContain('Conversar no WhatsApp');
    expect(res.text).toContain('href="https://www.instagram.com/pipasdajoana/"');
    // only the owner's destaque: a promotion nobody starred is no destaque
    const names = [...res.text.matchAll(/class="vs-links-name">([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(['Pipa Arraia']);
    expect(res.text).toContain(`href="/product/${arraia.id}-pipa-arraia"`);
    expect(res.text).toContain(`href="/products?categoria=${kites.id}"`);
    expect(res.text).toContain(`href="/products?categoria=${lines.id}"`);
    expect(res.text).not.toContain(`categoria=${empty.id}"`); // a category with nothing to show is left out
    expect(res.text).toContain('<link rel="canonical" href="http://pipas.localhost:3000/links">');
    expect(res.text).toContain('<meta property="og:title" content="Links | Pipas da Joana">');
    // its own small card: no shop menu above it
    expect(res.text).not.toContain('class="vs-header');
  }, 60_000); // the first page of a worker compiles the storefront

  it('answers /link with the same page, and is in the sitemap', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage);
    const [links, link] = [await page('/links'), await page('/link')];
    expect(link.status).toBe(200);
    expect(link.text).toBe(links.text);
    expect((await page('/sitemap.xml')).text).toContain('<loc>http://pipas.localhost:3000/links</loc>');
  });

  it('is served from the public cache like every storefront page: the second answer is the same bytes, and a change shows at once', async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    const first = await page('/links');
    expect((await page('/links')).text).toBe(first.text);
    await app.deps.db('sites').where({ id: site.id }).update({ store_name: 'Pipas da Joana e Filhos' });
    expect((await page('/links')).text).toContain('Pipas da Joana e Filhos');
  });

  it('leaves out what the shop has not filled in, and shows only its own shop', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage);
    await buildSite(app.deps.db, { subdomain: 'vazia', store_name: 'Loja Vazia', whatsapp: null, instagram: null });
    const res = await page('/links', 'vazia.localhost:3000');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Loja Vazia');
    expect(res.text).not.toContain('wa.me');
    expect(res.text).not.toContain('instagram.com');
    expect(res.text).not.toContain('Pipa');
    expect(res.text).toContain('Ver todos os produtos');
  });

  it('is exported to a static site at links/ and link/', async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    const files = await exportStorefront(app.deps, site);
    const html = String(files.find((f) => f.path === 'links/index.html')!.body);
    expect(html).toContain('Conversar no WhatsApp');
    expect(String(files.find((f) => f.path === 'link/index.html')!.body)).toBe(html);
    expect(String(files.find((f) => f.path === 'sitemap.xml')!.body)).toContain('/links</loc>');
  });
});
