import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildSite, masterClient } from '../../test/factories.ts';
import type { ExportedFile } from '../storefront/static-export.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { messages } from '@vitrine/contract/messages';
import { deploySite, type Exporter } from './deploy-site.ts';
import { exportOf } from './test-shop.ts';

// DEPLOY_TARGET unset: each shop goes to DATA_DIR/sites/{subdomain}.
const getApp = useTestApp();
const sitesDir = (app: TestApp) => path.join(app.deps.config.dataDir, 'sites');
const stagingDir = (app: TestApp) => path.join(sitesDir(app), '.staging');

beforeEach(() => {
  fs.rmSync(sitesDir(getApp()), { recursive: true, force: true });
});

/** A storefront export as the storefront makes one: pages, an image, the script, sitemap, robots. */
function siteFiles(site: SiteRow, version: string): ExportedFile[] {
  const page = (title: string) => `<!doctype html><html lang="pt-BR"><title>${title} · ${site.store_name}</title><body>${version}</body></html>`;
  return [
    { path: 'index.html', body: page('Início'), contentType: 'text/html; charset=utf-8' },
    { path: 'produtos/index.html', body: page('Produtos'), contentType: 'text/html; charset=utf-8' },
    { path: `produto/1/index.html`, body: page('Pipa'), contentType: 'text/html; charset=utf-8' },
    { path: `images/${version}/w480.webp`, body: Buffer.from([0x52, 0x49, 0x46, 0x46]), contentType: 'image/webp' },
    { path: 'assets/storefront.js', body: `console.log(${JSON.stringify(version)})`, contentType: 'text/javascript' },
    { path: 'sitemap.xml', body: '<urlset/>', contentType: 'application/xml' },
    { path: 'robots.txt', body: 'User-agent: *\nAllow: /\n', contentType: 'text/plain' },
  ];
}

const exporting = (version: string): Exporter => exportOf((site) => siteFiles(site, version));

/** Every file under a folder, relative, sorted. */
function tree(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

describe('deploy to a local folder', () => {
  it('writes every exported file under DATA_DIR/sites/{subdomain} and says so in the log', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana', store_name: 'Pipas da Joana' });

    const result = await deploySite(app.deps, site, { exporter: exporting('v1') });

    const dir = path.join(sitesDir(app), 'joana');
    expect(result).toMatchObject({ success: true, error: null, target: dir });
    expect(result.output).toContain('Deploy da loja joana (Pipas da Joana)');
    expect(result.output).toContain('7 arquivos exportados');
    expect(result.output).toContain(`7 arquivos gravados em ${dir}.`);
    expect(result.output).toMatch(/Deploy concluído em [\d,]+ s\./);
    expect(tree(dir)).toEqual([
      'assets/storefront.js',
      'images/v1/w480.webp',
      'index.html',
      'produto/1/index.html',
      'produtos/index.html',
      'robots.txt',
      'sitemap.xml',
    ]);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain('Início · Pipas da Joana');
    // nothing is left beside the site: no temporary or old folders
    expect(fs.readdirSync(sitesDir(app))).toEqual(['joana']);
  });

  it('a new deploy replaces the old version whole: files it no longer has are gone', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    await deploySite(app.deps, site, { exporter: exporting('v1') });
    const result = await deploySite(app.deps, site, { exporter: exporting('v2') });
    expect(result.success).toBe(true);
    const dir = path.join(sitesDir(app), 'joana');
    expect(tree(dir)).toContain('images/v2/w480.webp');
    expect(tree(dir)).not.toContain('images/v1/w480.webp');
    expect(fs.readFileSync(path.join(dir, 'assets/storefront.js'), 'utf8')).toContain('v2');
    expect(fs.readdirSync(sitesDir(app))).toEqual(['joana']);
  });

  it('a failed export leaves the previous version intact and answers why', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    await deploySite(app.deps, site, { exporter: exporting('v1') });
    const before = tree(path.join(sitesDir(app), 'joana'));

    const result = await deploySite(app.deps, site, {
      exporter: async () => {
        throw new Error('falhou ao renderizar a página de produtos');
      },
    });

    expect(result.success).toBe(false);
    expect(result.error).toBe(messages.deploy.exportFailed('falhou ao renderizar a página de produtos'));
    expect(result.output).toContain(messages.deploy.previousKept);
    expect(tree(path.join(sitesDir(app), 'joana'))).toEqual(before);
    expect(fs.readFileSync(path.join(sitesDir(app), 'joana/assets/storefront.js'), 'utf8')).toContain('v1');
  });

  it('refuses an export with an unsafe path before writing anything', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    await deploySite(app.deps, site, { exporter: exporting('v1') });
    const result = await deploySite(app.deps, site, {
      exporter: exportOf((s) => [...siteFiles(s, 'v2'), { path: '../fora.html', body: 'x', contentType: 'text/html' }]),
    });
    expect(result.success).toBe(false);
    expect(result.error).toContain('caminho inválido');
    expect(fs.existsSync(path.join(sitesDir(app), 'fora.html'))).toBe(false);
    expect(tree(path.join(sitesDir(app), 'joana'))).toContain('images/v1/w480.webp');
  });

  it('an export whose files cannot be written fails before publishing: previous version intact, nothing left behind', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    await deploySite(app.deps, site, { exporter: exporting('v1') });
    // "produtos" as a file, then a page inside "produtos/": the second write cannot happen
    const result = await deploySite(app.deps, site, {
      exporter: exportOf(() => [
        { path: 'index.html', body: 'v2', contentType: 'text/html' },
        { path: 'produtos', body: 'arquivo', contentType: 'text/plain' },
        { path: 'produtos/index.html', body: 'v2', contentType: 'text/html' },
      ]),
    });
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^Falha ao exportar a loja: /);
    expect(fs.readFileSync(path.join(sitesDir(app), 'joana/index.html'), 'utf8')).toContain('v1');
    expect(fs.readdirSync(sitesDir(app))).toEqual(['joana']);
    expect(fs.existsSync(stagingDir(app))).toBe(false);
  });

  it('a publish that fails midway leaves the previous version intact and no half folder behind', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    await deploySite(app.deps, site, { exporter: exporting('v1') });
    // the export completes, then one of its staged files is gone before it is published
    const result = await deploySite(app.deps, site, {
      exporter: async (deps, s, sink) => {
        await exporting('v2')(deps, s, sink);
        const [staged] = fs.readdirSync(stagingDir(app));
        const robots = path.join(stagingDir(app), staged!, 'robots.txt');
        // written in the background, a few files at a time: gone once it is there
        await vi.waitFor(() => expect(fs.existsSync(robots)).toBe(true));
        fs.rmSync(robots);
      },
    });
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^Falha ao publicar os arquivos: .*ENOENT/);
    expect(fs.readFileSync(path.join(sitesDir(app), 'joana/index.html'), 'utf8')).toContain('v1');
    expect(fs.readdirSync(sitesDir(app))).toEqual(['joana']);
    expect(fs.existsSync(stagingDir(app))).toBe(false);
  });

  it('two deploys at once of the same shop both finish and leave one whole version', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    const [a, b] = await Promise.all([deploySite(app.deps, site, { exporter: exporting('v1') }), deploySite(app.deps, site, { exporter: exporting('v2') })]);
    expect([a.success, b.success]).toEqual([true, true]);
    const files = tree(path.join(sitesDir(app), 'joana'));
    expect(files).toHaveLength(7);
    expect(fs.readdirSync(sitesDir(app))).toEqual(['joana']);
  });
});

describe('deploy calls and the deployed copy', () => {
  it('POST /api/master/clients/:id/deploy refuses an unpublished shop (409) and an unknown one (404)', async () => {
    const app = getApp();
    const draft = await buildSite(app.deps.db, { is_published: false });
    const { client: master } = await masterClient(app);
    const res = await master.post(`/api/master/clients/${draft.id}/deploy`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(messages.deploy.notPublic);
    expect((await master.post('/api/master/clients/999/deploy')).status).toBe(404);
    const bySubdomain = await master.post('/api/master/deploy', { subdomain: 'ninguem' });
    expect(bySubdomain.status).toBe(404);
    const invalid = await master.post('/api/master/deploy', { subdomain: 'Não' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.subdomain).toBe(messages.clients.subdomainFormat);
    expect(await app.deps.db('audit_log').where({ action: 'deploy' })).toEqual([]);
  });

  it('unpublishing, switching inactive or deleting a shop takes its deployed copy down, and only its own', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const shops = await Promise.all(['um', 'dois', 'tres', 'outra'].map((subdomain) => buildSite(app.deps.db, { subdomain })));
    for (const s of shops) expect((await deploySite(app.deps, s, { exporter: exporting('v1') })).success).toBe(true);
    const [one, two, three] = shops;

    expect((await master.post(`/api/master/clients/${one!.id}/unpublish`)).status).toBe(200);
    expect((await master.put(`/api/master/clients/${two!.id}`, { is_active: false })).status).toBe(200);
    expect((await master.delete(`/api/master/clients/${three!.id}`)).status).toBe(204);

    expect(fs.readdirSync(sitesDir(app))).toEqual(['outra']);
    expect(tree(path.join(sitesDir(app), 'outra'))).toHaveLength(7);
  });

  it('moving a published shop to another subdomain takes down the copy under the old one', async () => {
    const app = getApp();
    const { client: master } = await masterClient(app);
    const site = await buildSite(app.deps.db, { subdomain: 'antigo' });
    await deploySite(app.deps, site, { exporter: exporting('v1') });
    expect((await master.put(`/api/master/clients/${site.id}`, { subdomain: 'novo' })).status).toBe(200);
    expect(fs.existsSync(path.join(sitesDir(app), 'antigo'))).toBe(false);
  });
});
