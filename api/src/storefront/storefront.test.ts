import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildCategory, buildProduct, buildSite, shopWithAdmin } from '../../test/factories.ts';
import { kiteShop } from './storefront-test-shop.ts';

const getApp = useTestApp();
const page = (path: string, host = 'pipas.localhost:3000', headers: Record<string, string> = {}) => getWithHost(getApp().url, path, host, headers);
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

describe('storefront pages on a shop host', () => {
  it('renders the home page with the shop, its products and its colours in the HTML', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage, { primary_color: '#E63946' });

    const res = await page('/');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toContain('<html lang="pt-BR">');
    expect(res.text).toMatch(/<h1[^>]*>Pipas da Joana<\/h1>/);
    expect(res.text).toContain('Pipa Raia Azul'); // featured, promotion first
    expect(res.text).toContain('--vs-primary:#E63946');
    expect(res.text).toContain('<link rel="canonical" href="http://pipas.localhost:3000/">');
    const business = jsonLd(res.text).find((d) => d['@type'] === 'LocalBusiness');
    expect(business.address).toMatchObject({ streetAddress: 'Rua do Vento, 10', addressLocality: 'Santos', addressRegion: 'SP', addressCountry: 'BR' });
    expect(business.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
    ]);
    expect(res.text).toMatch(/<script src="\/assets\/storefront\.js\?v=[0-9a-f]{12}" defer><\/script>/);
  });

  it('answers the Portuguese paths with the same pages and one canonical address', async () => {
    const app = getApp();
    const { raia } = await kiteShop(app.deps.db, app.deps.storage);
    for (const [pt, en] of [
      ['/produtos', '/products'],
      ['/categorias', '/categories'],
      ['/contato', '/contact'],
      [`/produto/${raia.id}-pipa-raia-azul`, `/product/${raia.id}-pipa-raia-azul`],
    ]) {
      const [a, b] = [await page(pt!), await page(en!)];
      expect(a.status, pt).toBe(200);
      expect(a.text).toBe(b.text);
      expect(a.text).toContain(`<link rel="canonical" href="http://pipas.localhost:3000${en}">`);
    }
  });

  it('lists products with search, and ?categoria= preselects a category', async () => {
    const app = getApp();
    const { lines } = await kiteShop(app.deps.db, app.deps.storage);

    const all = await page('/products');
    expect(all.text).toContain('3 produtos encontrados');

    const filtered = await page(`/products?categoria=${lines.id}`);
    expect(filtered.text).toContain(`<option selected value="${lines.id}">Linhas</option>`);
    expect(filtered.text).toContain('Linha 10 Carretel');
    expect(filtered.text).not.toContain('Pipa Arraia');
    expect(filtered.text).toContain(`<link rel="canonical" href="http://pipas.localhost:3000/products?categoria=${lines.id}">`);

    const search = await page('/products?q=ARRAIA');
    expect(search.text).toContain('1 produto encontrado');
    expect(search.text).toContain('Pipa Arraia');
  });

  it('shows the categories with an emoji picked from the name, each linking to its products', async () => {
    const app = getApp();
    const { kites } = await kiteShop(app.deps.db, app.deps.storage);
    const res = await page('/categories');
    expect(res.text).toContain(`href="/products?categoria=${kites.id}"`);
    expect(res.text).toContain('🪁');
    expect(res.text).toContain('🧵');
  });

  it('shows the contact page with WhatsApp, Instagram, location and the fixed opening hours', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage);
    const res = await page('/contact');
    expect(res.text).toContain('(13) 98765-4321');
    expect(res.text).toContain('https://www.instagram.com/pipasdajoana/');
    expect(res.text).toContain('Rua do Vento, 10');
    expect(res.text).toMatch(/Segunda a sexta<\/dt><dd>8h às 18h/);
    expect(res.text).toMatch(/Sábado<\/dt><dd>8h às 16h/);
    expect(res.text).toMatch(/Domingo<\/dt><dd>Fechado/);
  });

  it('leaves the location card out when the shop has no address', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage, { address: null });
    expect((await page('/contact')).text).not.toContain('Localização</h2>');
  });

  it('renders a product with price, gallery, JSON-LD offer in BRL, sharing tags and the WhatsApp message', async () => {
    const app = getApp();
    const { raia, arraia } = await kiteShop(app.deps.db, app.deps.storage);

    const res = await page(`/product/${raia.id}-pipa-raia-azul`);

    expect(res.status).toBe(200);
    expect(res.text).toContain('R$\u00a012,90');
    expect(res.text).toMatch(/<s class="vs-old-price">.*R\$\u00a015,90/);
    expect(res.text).toContain('aria-label="Próxima foto"');
    expect(res.text).toMatch(/srcset="\/api\/images\/[0-9a-f-]+\?w=160 160w, \/api\/images\/[0-9a-f-]+\?w=480 480w, \/api\/images\/[0-9a-f-]+\?w=800 800w"/);
    expect(res.text).toContain(`href="/product/${arraia.id}-pipa-arraia"`); // related, same category
    const product = jsonLd(res.text).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'Pipa Raia Azul', offers: { '@type': 'Offer', price: '12.90', priceCurrency: 'BRL' } });
    expect(jsonLd(res.text).find((d) => d['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);
    expect(meta(res.text, 'og:type')).toBe('product');
    // the link preview: the product's own picture as a square JPEG
    expect(meta(res.text, 'og:image')).toMatch(/^http:\/\/pipas\.localhost:3000\/api\/images\/[0-9a-f-]+\/og\.jpg\?shape=square$/);
    expect(meta(res.text, 'twitter:card')).toBe('summary_large_image');

    const buy = res.text.match(/<a class="vs-btn vs-btn-wa vs-btn-block" href="([^"]+)"/)?.[1];
    const url = new URL(buy!.replace(/&amp;/g, '&'));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/5513987654321');
    expect(url.searchParams.get('text')).toBe(
      `Olá! Tenho interesse no produto *Pipa Raia Azul* (R$\u00a012,90 / unidade). Ainda está disponível? http://pipas.localhost:3000/product/${raia.id}-pipa-raia-azul`,
    );
  });

  it('falls back to Instagram, then to the contact page, to buy without WhatsApp', async () => {
    const app = getApp();
    const { raia } = await kiteShop(app.deps.db, app.deps.storage, { whatsapp: null });
    expect((await page(`/product/${raia.id}-pipa-raia-azul`)).text).toMatch(
      /href="https:\/\/www\.instagram\.com\/pipasdajoana\/"[^>]*>.*?Comprar pelo Instagram/,
    );

    // a search that finds nothing asks the shop on Instagram: no WhatsApp button, no WhatsApp word
    const nothing = await page('/products?q=bicicleta');
    expect(nothing.text).toMatch(/href="https:\/\/www\.instagram\.com\/pipasdajoana\/"[^>]*>.*?Perguntar à loja no Instagram/);
    expect(nothing.text).not.toContain('https://wa.me');

    await app.deps.db('sites').where({ id: raia.site_id }).update({ instagram: null });
    expect((await page(`/product/${raia.id}-pipa-raia-azul`)).text).toMatch(/href="\/contact"[^>]*>Fale com a loja para comprar/);
    expect((await page('/products?q=bicicleta')).text).not.toContain('Perguntar à loja');
  });

  it('answers 404 with "Produto não encontrado" and a way back for a missing product', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage);
    for (const path of ['/product/999999', '/product/abc', '/produto/0']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toMatch(/<h1[^>]*>Produto não encontrado<\/h1>/);
      expect(res.text).toContain('Voltar para os produtos');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
    expect((await page('/nao-existe')).status).toBe(404);
  });

  it('never shows another shop’s product or category', async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    const other = await buildSite(app.deps.db, { subdomain: 'outra', store_name: 'Outra Loja' });
    const cat = await buildCategory(app.deps.db, other, { name: 'Segredos' });
    const secret = await buildProduct(app.deps.db, other, cat, { name: 'Produto Secreto' });

    const res = await page(`/product/${secret.id}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Produto Secreto');
    const list = await page(`/products?categoria=${cat.id}`);
    expect(list.text).not.toContain('Segredos');
    expect(list.text).toContain('3 produtos encontrados'); // a foreign category is ignored, not leaked
    expect(site.id).not.toBe(other.id);
  });
});

describe('which shop a request names', () => {
  it('answers a 404 page, not an error, for unknown, unpublished and inactive shops', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'rascunho', is_published: false });
    await buildSite(app.deps.db, { subdomain: 'parada', is_active: false });
    for (const host of ['naoexiste.localhost:3000', 'rascunho.localhost:3000', 'parada.localhost:3000']) {
      const res = await page('/', host);
      expect(res.status, host).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.text).toMatch(/<h1>Loja não encontrada<\/h1>/);
    }
    expect((await page('/?sub=rascunho', 'localhost:3000')).status).toBe(404);
  });

  it('shows a draft to no one without a preview link, not even its logged-in admin (preview/preview.test.ts)', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app, { subdomain: 'previa', store_name: 'Loja Prévia', is_published: false });
    expect((await client.get('/?sub=previa')).status).toBe(404);
    expect((await app.client().get('/?sub=previa')).status).toBe(404);
  });

  it('serves the shop with ?sub= on the platform host and keeps ?sub= on every link', async () => {
    const app = getApp();
    const { raia } = await kiteShop(app.deps.db, app.deps.storage);
    const res = await page('/?sub=pipas', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`href="/product/${raia.id}-pipa-raia-azul?sub=pipas"`);
    expect(res.text).toContain('href="/products?sub=pipas"');
    expect(res.text).toContain('<link rel="canonical" href="http://pipas.localhost:3000/">');
  });

  it('uses the custom domain as the canonical address once it is ativo', async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage);
    // domains/domain-lifecycle.test.ts takes a domain there through real DNS checks
    await app.deps.db('custom_domains').insert({ site_id: site.id, domain: 'www.pipasdajoana.com.br', status: 'ativo' });
    const res = await page('/contact', 'www.pipasdajoana.com.br');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<link rel="canonical" href="http://www.pipasdajoana.com.br:3000/contact">');
  });

  it('shows a small platform page on the platform host', async () => {
    const res = await page('/', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="http://localhost:3000/admin/login"');
    expect(res.text).toMatch(/<h1>Vitrine<\/h1>/);
  });
});

describe('files for search engines and browsers', () => {
  it('publishes sitemap.xml with every page and product at its canonical address', async () => {
    const app = getApp();
    const { raia, kites } = await kiteShop(app.deps.db, app.deps.storage);
    const res = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    for (const loc of ['/', '/products', '/categories', '/contact', `/product/${raia.id}-pipa-raia-azul`, `/products?categoria=${kites.id}`]) {
      expect(res.text).toContain(`<loc>http://pipas.localhost:3000${loc}</loc>`);
    }
  });

  it('publishes robots.txt pointing at the sitemap, and a favicon', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage);
    const robots = await page('/robots.txt');
    expect(robots.text).toContain('Sitemap: http://pipas.localhost:3000/sitemap.xml');
    expect(robots.text).toContain('Disallow: /admin/');
    const icon = await fetch(`${app.url}/favicon.png?sub=pipas`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect((await icon.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('serves the hydration script and widget.js, the widget to any origin', async () => {
    const app = getApp();
    const widget = await fetch(`${app.url}/widget.js`, { headers: { Origin: 'https://blog.example.com' } });
    expect(widget.status).toBe(200);
    expect(widget.headers.get('access-control-allow-origin')).toBe('*');
    expect(widget.headers.get('content-type')).toMatch(/javascript/);
    expect(await widget.text()).toContain('vitrine-store');

    const home = await page('/?sub=pipas', 'localhost:3000');
    expect(home.status).toBe(404); // no shop yet; the script is there regardless
    const script = await fetch(`${app.url}/assets/storefront.js`);
    expect(script.status).toBe(200);
  });

  it('compresses pages for browsers that accept it', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage);
    const res = await page('/', 'pipas.localhost:3000', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it('serves the widget demo page', async () => {
    const res = await page('/widget-demo', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<script src="http://localhost:3000/widget.js" data-store="demo" async></script>');
    expect(res.text).toContain('<vitrine-store store="demo" view="categories"></vitrine-store>');
  });
});
