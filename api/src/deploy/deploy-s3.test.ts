import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { useTestApp } from '../../test/harness.ts';
import { buildSite } from '../../test/factories.ts';
import type { ExportedFile } from '../storefront/static-export.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { messages } from '@vitrine/contract/messages';
import { deploySite, removeDeployment } from './deploy-site.ts';
import { exportOf } from './test-shop.ts';
import type { DeployClients } from './aws-clients.ts';

// The real SDK against a real S3-compatible server on loopback; CloudFront at its SDK boundary.
const BUCKET = 'vitrine-sites';
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server({ buckets: [BUCKET] });
});
afterAll(async () => {
  await s3?.stop();
});

const getApp = useTestApp({ DEPLOY_TARGET: `s3://${BUCKET}/lojas`, CLOUDFRONT_DISTRIBUTION_ID: 'E2EXAMPLE123' });

interface Invalidation {
  DistributionId: string;
  InvalidationBatch: { CallerReference: string; Paths: { Quantity: number; Items: string[] } };
}
let invalidations: Invalidation[];

/** CloudFront's answer to CreateInvalidation, as its API sends it. */
function fakeCloudFront(): CloudFrontClient {
  const client = new CloudFrontClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    maxAttempts: 1,
    requestHandler: {
      handle: async () => ({
        response: {
          statusCode: 201,
          headers: { 'content-type': 'text/xml', location: 'https://cloudfront.amazonaws.com/2020-05-31/distribution/E2EXAMPLE123/invalidation/I123' },
          body: Buffer.from(
            `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I2J0I21PCUYOIK</Id><Status>InProgress</Status><CreateTime>2026-01-01T00:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>1</Quantity><Items><Path>/*</Path></Items></Paths><CallerReference>x</CallerReference></InvalidationBatch></Invalidation>`,
          ),
        },
      }),
    } as never,
  });
  client.middlewareStack.add(
    (next) => async (args) => {
      invalidations.push(args.input as Invalidation);
      return next(args);
    },
    { step: 'initialize', name: 'recordInvalidation' },
  );
  return client;
}

let clients: DeployClients;
beforeEach(() => {
  invalidations = [];
  const s3Client = new S3Client(s3.clientConfig);
  const cf = fakeCloudFront();
  clients = { s3: () => s3Client, cloudfront: () => cf };
});

function siteFiles(site: SiteRow, version: string): ExportedFile[] {
  return [
    { path: 'index.html', body: `<title>${site.store_name}</title>${version}`, contentType: 'text/html; charset=utf-8' },
    { path: 'produtos/index.html', body: `produtos ${version}`, contentType: 'text/html; charset=utf-8' },
    { path: `images/${version}/w480.webp`, body: Buffer.from([1, 2, 3]), contentType: 'image/webp' },
    { path: 'assets/storefront.js', body: `/* ${version} */`, contentType: 'text/javascript' },
    { path: 'sitemap.xml', body: '<urlset/>', contentType: 'application/xml' },
    { path: 'robots.txt', body: 'User-agent: *', contentType: 'text/plain' },
  ];
}

const text = async (key: string) => {
  const out = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return out.Body!.transformToString();
};

describe('deploy to S3 (DEPLOY_TARGET=s3://bucket/prefix)', () => {
  it('uploads every file under prefix/{subdomain} with its type and cache rule, then invalidates CloudFront', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana', store_name: 'Pipas da Joana' });

    const result = await deploySite(app.deps, site, { exporter: exportOf((s) => siteFiles(s, 'v1')), clients });

    expect(result).toMatchObject({ success: true, error: null, target: `s3://${BUCKET}/lojas/joana` });
    expect(result.output).toContain('6 arquivos enviados; 0 arquivos antigos removidos.');
    expect(result.output).toContain('Cache do CloudFront E2EXAMPLE123 invalidado (I2J0I21PCUYOIK).');
    expect(await s3.listKeys(BUCKET)).toEqual([
      'lojas/joana/assets/storefront.js',
      'lojas/joana/images/v1/w480.webp',
      'lojas/joana/index.html',
      'lojas/joana/produtos/index.html',
      'lojas/joana/robots.txt',
      'lojas/joana/sitemap.xml',
    ]);
    expect(await text('lojas/joana/index.html')).toContain('Pipas da Joana');
    const page = await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'lojas/joana/index.html' }));
    expect(page.ContentType).toBe('text/html; charset=utf-8');
    expect(page.CacheControl).toBe('public, max-age=60, must-revalidate');
    const image = await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'lojas/joana/images/v1/w480.webp' }));
    expect(image.ContentType).toBe('image/webp');
    expect(invalidations).toEqual([
      {
        DistributionId: 'E2EXAMPLE123',
        InvalidationBatch: { CallerReference: expect.stringMatching(/^vitrine-\d+-[0-9a-f]{8}$/), Paths: { Quantity: 1, Items: ['/*'] } },
      },
    ]);
  });

  it('a new deploy removes the files the new version no longer has, and nothing of other shops', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    const other = await buildSite(app.deps.db, { subdomain: 'joana2' });
    await deploySite(app.deps, other, { exporter: exportOf((s) => siteFiles(s, 'v1')), clients });
    await deploySite(app.deps, site, { exporter: exportOf((s) => siteFiles(s, 'v1')), clients });

    const result = await deploySite(app.deps, site, { exporter: exportOf((s) => siteFiles(s, 'v2')), clients });

    expect(result.output).toContain('6 arquivos enviados; 1 arquivos antigos removidos.');
    const keys = await s3.listKeys(BUCKET, 'lojas/joana/');
    expect(keys).toContain('lojas/joana/images/v2/w480.webp');
    expect(keys).not.toContain('lojas/joana/images/v1/w480.webp');
    expect(await s3.listKeys(BUCKET, 'lojas/joana2/')).toHaveLength(6);
  });

  it('a failed export uploads nothing and invalidates nothing', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    await deploySite(app.deps, site, { exporter: exportOf((s) => siteFiles(s, 'v1')), clients });
    invalidations = [];
    const result = await deploySite(app.deps, site, { exporter: async () => Promise.reject(new Error('sem páginas')), clients });
    expect(result.success).toBe(false);
    expect(result.error).toBe(messages.deploy.exportFailed('sem páginas'));
    expect(await text('lojas/joana/index.html')).toContain('v1');
    expect(invalidations).toEqual([]);
  });

  it('an upload that fails midway keeps the old pages and every file they use', async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    await deploySite(app.deps, site, { exporter: exportOf((s) => siteFiles(s, 'v1')), clients });
    // the bucket refuses the new product page (a real S3Client; the failure is injected per key)
    const failing = new S3Client(s3.clientConfig);
    failing.middlewareStack.add(
      (next, context) => async (args) => {
        const key = (args.input as { Key?: string }).Key;
        if (context.commandName === 'PutObjectCommand' && key === 'lojas/joana/produtos/index.html') throw new Error('SlowDown: reduza a taxa de envio');
        return next(args);
      },
      { step: 'initialize', name: 'failOnePut' },
    );
    invalidations = [];

    const result = await deploySite(app.deps, site, { exporter: exportOf((s) => siteFiles(s, 'v2')), clients: { ...clients, s3: () => failing } });

    expect(result.success).toBe(false);
    expect(result.error).toBe(messages.deploy.publishFailed('SlowDown: reduza a taxa de envio'));
    expect(result.output).toContain(messages.deploy.previousKept);
    // the old product page still stands, with its old image beside it
    expect(await text('lojas/joana/produtos/index.html')).toBe('produtos v1');
    expect(await s3.listKeys(BUCKET, 'lojas/joana/images/')).toEqual(['lojas/joana/images/v1/w480.webp', 'lojas/joana/images/v2/w480.webp']);
    expect(invalidations).toEqual([]);
  });

  it("removeDeployment takes a shop's files down and invalidates the cache", async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    const other = await buildSite(app.deps.db, { subdomain: 'outra' });
    await deploySite(app.deps, site, { exporter: exportOf((s) => siteFiles(s, 'v1')), clients });
    await deploySite(app.deps, other, { exporter: exportOf((s) => siteFiles(s, 'v1')), clients });
    await s3.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'lojas/joana-x/index.html', Body: 'vizinha' }));
    invalidations = [];

    expect(await removeDeployment(app.deps, 'joana', clients)).toEqual({ removed: true });

    expect(await s3.listKeys(BUCKET, 'lojas/joana/')).toEqual([]);
    expect(await s3.listKeys(BUCKET, 'lojas/outra/')).toHaveLength(6);
    expect(await s3.listKeys(BUCKET, 'lojas/joana-x/')).toEqual(['lojas/joana-x/index.html']);
    expect(invalidations).toHaveLength(1);
  });
});
