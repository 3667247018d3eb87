import { describe, expect, it } from 'vitest';
import { deployTargetFor } from './target.ts';
import { formatBytes } from './files.ts';

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

describe('formatBytes', () => {
  it('writes sizes the Brazilian way', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1,3 MB');
  });
});
