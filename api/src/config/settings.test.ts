import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { shopWithAdmin } from '../../test/factories.ts';
import { DEFAULT_COLORS } from '@vitrine/contract/common';
import { messages } from '@vitrine/contract/messages';
import { themeVars } from '@vitrine/contract/theme';
import { imageForm, pngImage, storedFiles, SVG } from '../images/test-images.ts';

const getApp = useTestApp();

describe('GET /api/config and /api/site/info', () => {
  it('answers the docs/product.md §3 store config with the default colours', async () => {
    const app = getApp();
    await shopWithAdmin(app, { subdomain: 'cores', store_name: 'Pipas do Zé' });
    const res = await app.client({ 'x-tenant-subdomain': 'cores' }).get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ store_name: 'Pipas do Zé', store_logo: null, logo_url: null, ...DEFAULT_COLORS });
  });

  it("sends the shop's colours ready as the storefront's theme, and the new theme once they change", async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app, { subdomain: 'tema', store_name: 'Pipas do Tema' });
    const shopper = app.client({ 'x-tenant-subdomain': 'tema' });
    const before = await shopper.get('/api/site/info');
    expect(before.status).toBe(200);
    expect(before.body.theme).toEqual(themeVars(DEFAULT_COLORS));

    await client.put('/api/config', { store_name: 'Pipas do Tema', primary_color: '#ffff00', secondary_color: '#22c55e', accent_color: '#000000' });
    const after = await shopper.get('/api/site/info');
    // yellow carries white text only once darkened; black takes white text on it
    expect(after.body.theme).toEqual({
      ...themeVars({ primary_color: '#FFFF00', secondary_color: '#22C55E', accent_color: '#000000' }),
      '--vs-primary': '#FFFF00',
      '--vs-primary-soft': '#FFFF001A',
      '--vs-accent': '#000000',
      '--vs-on-accent': '#FFFFFF',
    });
    expect(after.body.theme['--vs-primary-strong']).not.toBe('#FFFF00');
  });
});

describe('PUT /api/config', () => {
  it('saves the settings form and normalises WhatsApp and Instagram', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app, { subdomain: 'config' });
    const res = await client.put('/api/config', {
      store_name: 'Pipas Voadoras',
      whatsapp: '(11) 98765-4321',
      instagram: 'https://www.instagram.com/Pipas.Voadoras/?hl=pt-br',
      address: 'Rua das Pipas, 10 - São Paulo',
      google_maps_link: 'https://maps.google.com/?q=Rua+das+Pipas',
      primary_color: '#ff0000',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      store_name: 'Pipas Voadoras',
      whatsapp: '5511987654321',
      instagram: 'pipas.voadoras',
      address: 'Rua das Pipas, 10 - São Paulo',
      google_maps_link: 'https://maps.google.com/?q=Rua+das+Pipas',
      primary_color: '#FF0000',
      secondary_color: DEFAULT_COLORS.secondary_color,
    });
    const info = await app.client({ 'x-tenant-subdomain': 'config' }).get('/api/site/info');
    expect(info.body).toMatchObject({
      store_name: 'Pipas Voadoras',
      whatsapp_display: '(11) 98765-4321',
      instagram_url: 'https://www.instagram.com/pipas.voadoras/',
    });
  });

  it('takes Instagram as @loja, loja or a profile URL, and keeps the handle', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    for (const instagram of ['@loja.pipas', 'loja.pipas', 'instagram.com/loja.pipas']) {
      const res = await client.put('/api/config', { store_name: 'Loja', instagram });
      expect(res.body.instagram, instagram).toBe('loja.pipas');
    }
  });

  it('keeps the fields it is not sent, and clears those sent empty', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    await client.put('/api/config', { store_name: 'Loja', whatsapp: '11987654321', address: 'Rua A', accent_color: '#123456' });
    const kept = await client.put('/api/config', { store_name: 'Loja Nova' });
    expect(kept.body).toMatchObject({ store_name: 'Loja Nova', whatsapp: '5511987654321', address: 'Rua A', accent_color: '#123456' });
    const cleared = await client.put('/api/config', { store_name: 'Loja Nova', whatsapp: '', address: null });
    expect(cleared.body).toMatchObject({ whatsapp: null, address: null });
  });

  it('refuses bad values with 400 and a pt-BR message per field', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    const res = await client.put('/api/config', {
      store_name: '',
      whatsapp: '123',
      instagram: 'não é um perfil!',
      google_maps_link: 'javascript:alert(1)',
      primary_color: 'azul',
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      store_name: 'Nome da loja é obrigatório.',
      whatsapp: expect.stringMatching(/^WhatsApp inválido/),
      instagram: expect.stringMatching(/^Instagram inválido/),
      google_maps_link: 'Informe um link começando com http:// ou https://.',
      primary_color: expect.stringMatching(/hexadecimal/),
    });
  });

  it('needs the shop admin: anonymous 401, never another shop', async () => {
    const app = getApp();
    const { site } = await shopWithAdmin(app, { subdomain: 'fechada' });
    const res = await app.client({ 'x-tenant-subdomain': 'fechada' }).put('/api/config', { store_name: 'Invasor' });
    expect(res.status).toBe(401);
    expect((await app.deps.db('sites').where('id', site.id).first()).store_name).not.toBe('Invasor');
  });
});

describe('POST /api/config/logo', () => {
  it('stores the logo from field "file" or "logo", answers { logo_url }, and the config shows it', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app, { subdomain: 'logo' });
    const res = await client.post('/api/config/logo', imageForm(await pngImage(200, 200), { filename: 'logo.png' }));
    expect(res.status).toBe(200);
    expect(res.body.logo_url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const config = await app.client({ 'x-tenant-subdomain': 'logo' }).get('/api/config');
    expect(config.body.logo_url).toBe(res.body.logo_url);
    expect(config.body.store_logo).toBe(res.body.logo_url.split('/').pop());
    expect((await fetch(app.url + res.body.logo_url)).status).toBe(200);

    const viaLogo = await client.post('/api/config/logo', imageForm(await pngImage(100, 100), { field: 'logo' }));
    expect(viaLogo.status).toBe(200);
    expect((await app.deps.db('sites').where('id', site.id).first()).store_logo).toBe(viaLogo.body.store_logo);
  });

  it('replacing the logo removes the old one: row and files', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    const first = await client.post('/api/config/logo', imageForm(await pngImage(200, 200)));
    const second = await client.post('/api/config/logo', imageForm(await pngImage(300, 300)));
    const oldId = first.body.store_logo;
    expect(await app.deps.db('images').where('id', oldId).first()).toBeUndefined();
    expect(await app.deps.db('images').count({ n: '*' }).first()).toEqual({ n: 1 });
    const files = storedFiles(app.deps.config.dataDir);
    expect(files.some((f) => f.includes(oldId))).toBe(false);
    expect(files.some((f) => f.includes(second.body.store_logo))).toBe(true);
    expect((await fetch(app.url + first.body.logo_url)).status).toBe(404);
  });

  it('refuses what is not an image (SVG 415) and keeps the current logo', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app);
    const first = await client.post('/api/config/logo', imageForm(await pngImage(200, 200)));
    const svg = await client.post('/api/config/logo', imageForm(SVG, { filename: 'logo.png' }));
    expect(svg.status).toBe(415);
    expect(svg.body.error).toBe(messages.uploads.unsupportedType);
    expect((await client.get('/api/config')).body.logo_url).toBe(first.body.logo_url);
    const json = await client.post('/api/config/logo', { logo: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe(messages.http.expectedMultipart);
  });
});

describe('DELETE /api/config/logo', () => {
  it('removes the logo (row, files, config) and is harmless when there is none', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app, { subdomain: 'semlogo' });
    const up = await client.post('/api/config/logo', imageForm(await pngImage(200, 200)));
    const res = await client.delete('/api/config/logo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ logo_url: null, store_logo: null });
    expect((await app.deps.db('sites').where('id', site.id).first()).store_logo).toBeNull();
    expect(await app.deps.db('images').where('id', up.body.store_logo).first()).toBeUndefined();
    expect(storedFiles(app.deps.config.dataDir).some((f) => f.includes(up.body.store_logo))).toBe(false);
    expect((await app.client({ 'x-tenant-subdomain': 'semlogo' }).get('/api/config')).body.logo_url).toBeNull();
    expect((await client.delete('/api/config/logo')).status).toBe(200);
  });

  it("never touches another shop's logo, and needs a store admin", async () => {
    const app = getApp();
    const a = await shopWithAdmin(app, { subdomain: 'loja-a-logo' });
    const b = await shopWithAdmin(app, { subdomain: 'loja-b-logo' });
    const bLogo = await b.client.post('/api/config/logo', imageForm(await pngImage(200, 200)));
    const res = await a.client.delete('/api/config/logo', { headers: { 'X-Tenant-Subdomain': 'loja-b-logo' } });
    expect(res.status).toBe(200);
    expect((await app.deps.db('sites').where('id', b.site.id).first()).store_logo).toBe(bLogo.body.store_logo);
    expect((await app.client({ 'x-tenant-subdomain': 'loja-b-logo' }).delete('/api/config/logo')).status).toBe(401);
    expect((await fetch(app.url + bLogo.body.logo_url)).status).toBe(200);
  });
});
