import { describe, expect, it } from 'vitest';
import { deployTargetFor } from './target.ts';
import { checkExport, formatBytes } from './files.ts';

const cfg = (deployTarget?: string) => ({ deployTarget, dataDir: '/srv/vitrine/data' });

describe('deployTargetFor', () => {
  it('defaults to DATA_DIR/sites/{subdomain}', () => {
    expect(deployTargetFor(cfg(), 'joana')).toEqual({ kind: 'folder', dir: '/srv/vitrine/data/sites/joana' });
  });

  it('puts each shop in its own folder under a DEPLOY_TARGET folder, or where {subdomain} says', () => {
    expect(deployTargetFor(cfg('/var/www/lojas'), 'joana')).toEqual({ kind: 'folder', dir: '/var/www/lojas/joana' });
    expect(deployTargetFor(cfg('/var/www/{subdomain}/public'), 'joana')).toEqual({ kind: 'folder', dir: '/var/www/joana/public' });
  });

  it('reads s3://bucket/prefix', () => {
    expect(deployTargetFor(cfg('s3://meu-bucket/sites/'), 'joana')).toEqual({ kind: 's3', bucket: 'meu-bucket', prefix: 'sites/joana' });
    expect(deployTargetFor(cfg('s3://meu-bucket'), 'joana')).toEqual({ kind: 's3', bucket: 'meu-bucket', prefix: 'joana' });
    expect(deployTargetFor(cfg('S3://b/{subdomain}/www'), 'joana')).toEqual({ kind: 's3', bucket: 'b', prefix: 'joana/www' });
  });
});

describe('checkExport', () => {
  const page = (p: string) => ({ path: p, body: '<html></html>', contentType: 'text/html' });
  it('accepts a site with an index page and safe paths', () => {
    expect(checkExport([page('index.html'), page('produto/12/index.html'), page('sitemap.xml')])).toBeNull();
  });
  it.each([['../fora.html'], ['/etc/passwd'], ['a//b.html'], ['a/./b.html'], ['a\\b.html'], ['']])('refuses the path %j', (p) => {
    expect(checkExport([page('index.html'), page(p)])).toMatch(/caminho inválido/);
  });
  it('refuses an empty export, one without index.html and repeated paths', () => {
    expect(checkExport([])).toMatch(/nenhum arquivo/);
    expect(checkExport([page('produtos/index.html')])).toMatch(/index\.html/);
    expect(checkExport([page('index.html'), page('index.html')])).toMatch(/repetido/);
  });
  it('writes sizes the Brazilian way', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1,3 MB');
  });
});
