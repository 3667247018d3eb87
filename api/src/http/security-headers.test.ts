import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { getWithHost } from '../../test/http-client.ts';
import { buildUser, loginAs, shopWithAdmin } from '../../test/factories.ts';
import { kiteShop } from '../storefront/storefront-test-shop.ts';

const getApp = useTestApp();
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it('storefront pages: a CSP with a hash for every inline style, no inline code, never framed', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage);
    for (const path of ['/', '/products', '/contact', '/nao-existe']) {
      const res = await getWithHost(app.url, path, 'pipas.localhost:3000');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      const styles = [...res.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      const inline = [...res.text.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1]!);
      expect(styles.length).toBeGreaterThan(0);
      for (const s of styles) expect(csp.get('style-src-elem')).toContain(sha256(s));
      // the inline scripts are data a browser never runs (boot data, JSON-LD): no hash, and only our file runs
      for (const attributes of inline) expect(attributes, path).toMatch(/\stype="application\/(?:json|ld\+json)"/);
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      // the same page always carries the same policy (it is cached and shared between shoppers)
      const again = await getWithHost(app.url, path, 'pipas.localhost:3000');
      expect(again.headers.get('content-security-policy')).toBe(res.headers.get('content-security-policy'));
    }
  });

  it('no HSTS outside production (the local server speaks http)', async () => {
    const res = await getApp().client().get('/healthz');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('the widget keeps working from other sites: its script, the public API and images are cross-origin readable', async () => {
    const app = getApp();
    await kiteShop(app.deps.db, app.deps.storage);
    const other = { origin: 'https://blog-do-ze.example', 'sec-fetch-site': 'cross-site' };
    const products = await app.client({ ...other, 'x-tenant-subdomain': 'pipas' }).get('/api/products');
    expect(products.status).toBe(200);
    expect(products.headers.get('access-control-allow-origin')).toBe('*');
    const imageUrl: string = products.body.find((p: { images: unknown[] }) => p.images.length).images[0].url;
    const image = await app.client(other).get(`${imageUrl}?w=160`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cross-origin-resource-policy')).not.toBe('same-origin');
    const widget = await app.client(other).get('/widget.js');
    if (widget.status === 200) {
      expect(widget.headers.get('access-control-allow-origin')).toBe('*');
      expect(widget.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it('every API answer for an identified caller is private, no-store and varies on Cookie; anonymous public reads are not', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe' });
    const master = await loginAs(app, 'chefe');
    const token = (await master.post('/api/master/tokens', { name: 'ci' })).body.token;
    const answers = [
      await client.get('/api/auth/me'),
      await client.get('/api/config'),
      await client.get('/api/products'),
      await master.get('/api/master/clients'),
      await app.client({ authorization: `Bearer ${token}` }).get('/api/master/stats'),
      await client.post('/api/auth/login', { username: 'nobody', password: 'errada-123' }), // the login call itself
    ];
    for (const res of answers) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toMatch(/Cookie/);
    }
    const anonymous = await app.client({ 'x-tenant-subdomain': site.subdomain }).get('/api/products');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control') ?? '').not.toMatch(/private/);
  });
});

describe('security headers in production', () => {
  const getProd = useTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(64), SEED_DEMO: 'false' });
  it('HSTS for a year, subdomains included', async () => {
    const res = await getProd().client().get('/healthz');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
