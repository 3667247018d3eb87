import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { getWithHost, type TestResponse } from '../../test/http-client.ts';
import { buildSite, buildUser, loginAs, masterClient, shopWithAdmin } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { kiteShop } from '../storefront/storefront-test-shop.ts';
import { PREVIEW_MINUTES, previewToken } from './preview-token.ts';

const getApp = useTestApp();
const BAR = messages.preview.bar;

/** The browser's side on the shop's own host: follows the link, keeps the host-only cookie. */
function shopBrowser(app: TestApp, host: string) {
  let cookie = '';
  const get = async (path: string): Promise<TestResponse> => {
    const res = await getWithHost(app.url, path, host, cookie ? { cookie } : {});
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return res;
  };
  return { get, cookie: () => cookie };
}

/** "Ver minha loja": the admin asks the platform host for the shop's address. */
async function openLink(client: { get: (p: string) => Promise<TestResponse> }, query = '') {
  const res = await client.get(`/api/preview-link${query}`);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return new URL(res.body.url);
}

describe('a draft shop previewed through a signed link on its own host', () => {
  it("the owner's link opens the draft with the bar, never cached or indexed; the token leaves the address", async () => {
    const app = getApp();
    const { site } = await kiteShop(app.deps.db, app.deps.storage, { is_published: false });
    const owner = await loginAs(app, (await buildUser(app.deps.db, { site })).username);

    const link = await openLink(owner);
    expect(link.host).toBe('pipas.localhost:3000');
    expect(link.searchParams.get('vitrine_preview')).toMatch(new RegExp(`^v1\\.${site.id}\\.\\d+\\.[\\w-]+$`));

    const browser = shopBrowser(app, link.host);
    const arrival = await browser.get(link.pathname + link.search);
    expect(arrival.status).toBe(303);
    expect(arrival.headers.get('location')).toBe('/');
    expect(arrival.headers.get('set-cookie')).toMatch(/^vitrine_preview=v1\.[^;]+; Max-Age=(1[78]\d\d|1800); Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);

    const home = await browser.get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain(`<div class="vitrine-preview-bar" role="status">${BAR}</div>`);
    expect(home.text).toContain('<meta name="robots" content="noindex">');
    expect(home.text).toContain('Pipas da Joana');
    expect(home.headers.get('x-robots-tag')).toBe('noindex');
    expect(home.headers.get('cache-control')).toBe('private, no-store');
    expect((await browser.get('/products')).text).toContain(BAR);
    expect((await browser.get('/sitemap.xml')).headers.get('cache-control')).toBe('private, no-store');
    // the storefront script's reads on the same host
    expect((await browser.get('/api/site/info')).body).toMatchObject({ subdomain: 'pipas' });
    expect((await browser.get('/api/products')).status).toBe(200);
  });

  it('the master opens any draft by ?sub=; a store admin always gets their own shop', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'rascunho', is_published: false });
    const { client: master } = await masterClient(app);
    const link = await openLink(master, '?sub=rascunho');
    expect(link.host).toBe('rascunho.localhost:3000');
    const browser = shopBrowser(app, link.host);
    await browser.get(link.pathname + link.search);
    expect((await browser.get('/')).text).toContain(BAR);

    const { client: owner } = await shopWithAdmin(app, { subdomain: 'minha', is_published: false });
    expect((await openLink(owner, '?sub=rascunho')).host).toBe('minha.localhost:3000');
    expect((await app.client().get('/api/preview-link?sub=rascunho')).status).toBe(401);
  });

  it('the preview cookie reads its one draft and grants nothing else', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'outro-rascunho', is_published: false });
    const { client: owner } = await shopWithAdmin(app, { subdomain: 'minha', is_published: false });
    const link = await openLink(owner);
    const browser = shopBrowser(app, link.host);
    await browser.get(link.pathname + link.search);
    const cookie = browser.cookie();
    expect(cookie).toMatch(/^vitrine_preview=/);

    // another draft, on its own host or named by header: not found
    expect((await getWithHost(app.url, '/', 'outro-rascunho.localhost:3000', { cookie })).status).toBe(404);
    expect((await getWithHost(app.url, '/api/site/info', 'minha.localhost:3000', { cookie, 'x-tenant-subdomain': 'outro-rascunho' })).status).toBe(404);
    // no session: no user, no admin read, no write
    const c = app.client({ cookie });
    expect((await c.get('/api/auth/me')).status).toBe(401);
    expect((await c.get('/api/master/clients')).status).toBe(401);
    expect((await c.put('/api/config', { store_name: 'Tomada' }, { headers: { 'x-tenant-subdomain': 'minha' } })).status).toBe(401);
    expect((await app.deps.db('sites').where({ subdomain: 'minha' }).first()).store_name).not.toBe('Tomada');
  });

  it('an expired, forged or other-shop link is refused with a clear page', async () => {
    const app = getApp();
    const mine = await buildSite(app.deps.db, { subdomain: 'minha', is_published: false });
    const other = await buildSite(app.deps.db, { subdomain: 'outra', is_published: false });
    const secret = app.deps.config.sessionSecret;
    const expired = previewToken(secret, mine, Date.now() - (PREVIEW_MINUTES + 1) * 60_000).token;
    const forged = previewToken('outro-segredo'.padEnd(32, '!'), mine).token;
    const othersLink = previewToken(secret, other).token;
    for (const token of [expired, forged, othersLink, 'lixo']) {
      const res = await getWithHost(app.url, `/?vitrine_preview=${encodeURIComponent(token)}`, 'minha.localhost:3000');
      expect(res.status, token).toBe(403);
      expect(res.text).toContain(messages.preview.expiredTitle);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // an expired token kept as a cookie reads nothing either
    expect((await getWithHost(app.url, '/', 'minha.localhost:3000', { cookie: `vitrine_preview=${expired}` })).status).toBe(404);
  });

  it('a published shop opens normally: no token, no bar, cacheable', async () => {
    const app = getApp();
    const { client: owner } = await shopWithAdmin(app, { subdomain: 'no-ar', is_published: true });
    const link = await openLink(owner);
    expect(link.href).toBe('http://no-ar.localhost:3000/');
    const home = await getWithHost(app.url, '/', link.host);
    expect(home.status).toBe(200);
    expect(home.text).not.toContain(BAR);
    expect(home.headers.get('cache-control')).toMatch(/^public, /);
  });

  describe('a preview ends with its shop (deactivated, deleted or published), link and cookie at once', () => {
    /** A draft, its owner's link opened on its host: the cookie works; the link and the cookie are returned to be tried again. */
    async function openedPreview(app: TestApp) {
      const { site, client: owner } = await shopWithAdmin(app, { subdomain: 'rascunho', is_published: false });
      const link = await openLink(owner);
      const browser = shopBrowser(app, link.host);
      expect((await browser.get(link.pathname + link.search)).status).toBe(303);
      expect((await browser.get('/')).text).toContain(BAR);
      const { client: master } = await masterClient(app);
      return { site, link, cookie: browser.cookie(), master };
    }

    /** Neither the cookie nor the link opens the shop's pages or its API any more. */
    async function expectEnded(app: TestApp, link: URL, cookie: string) {
      const home = await getWithHost(app.url, '/', link.host, { cookie });
      expect(home.status).toBe(404);
      expect(home.text).not.toContain(BAR);
      expect((await getWithHost(app.url, '/api/site/info', link.host, { cookie })).status).toBe(404);
      const again = await getWithHost(app.url, link.pathname + link.search, link.host);
      expect(again.status).not.toBe(303);
      expect(again.headers.get('set-cookie')).toBeNull();
    }

    it('deactivating ends it, and reactivating does not bring the old link back', async () => {
      const app = getApp();
      const { site, link, cookie, master } = await openedPreview(app);
      expect((await master.put(`/api/master/clients/${site.id}`, { is_active: false })).status).toBe(200);
      await expectEnded(app, link, cookie);
      expect((await master.put(`/api/master/clients/${site.id}`, { is_active: true })).status).toBe(200);
      await expectEnded(app, link, cookie);
    });

    it('publishing ends it: unpublished again, the old link and cookie open nothing', async () => {
      const app = getApp();
      const { site, link, cookie, master } = await openedPreview(app);
      expect((await master.post(`/api/master/clients/${site.id}/publish?force=true`)).status).toBe(200);
      const published = await getWithHost(app.url, '/', link.host, { cookie });
      expect(published.status).toBe(200);
      expect(published.text).not.toContain(BAR);
      expect((await master.post(`/api/master/clients/${site.id}/unpublish`)).status).toBe(200);
      await expectEnded(app, link, cookie);
    });

    it('deleting ends it', async () => {
      const app = getApp();
      const { site, link, cookie, master } = await openedPreview(app);
      expect((await master.delete(`/api/master/clients/${site.id}`)).status).toBe(204);
      await expectEnded(app, link, cookie);
    });
  });
});
