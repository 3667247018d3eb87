import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { useTestApp } from '../../test/harness.ts';
import { buildSite } from '../../test/factories.ts';
import { exportOf, publishedShop } from './test-shop.ts';
import { deploySite, removeDeployment } from './deploy-site.ts';

/*
 * Over HTTP to the local S3-compatible server, with the server's own configuration (S3_*,
 * DEPLOY_TARGET) and the SDK's credential chain, as in production. Needs the storefront's
 * real export, like deploy-export.test.ts.
 */
const BUCKET = 'vitrine-deploy';
const env: Record<string, string> = {};
let s3: S3TestServer;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  s3 = await startS3Server({ buckets: [BUCKET, 'vitrine-uploads'] });
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, ...appEnv } = s3.env('vitrine-uploads');
  // the app reads its config from this object when it starts (in the first beforeEach)
  Object.assign(env, appEnv, { DEPLOY_TARGET: `s3://${BUCKET}/sites` });
  // the SDK reads credentials from the process environment, as on a server
  for (const [k, v] of Object.entries({ AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await s3?.stop();
});

const getApp = useTestApp(env);

describe('deploy to S3 with the real storefront export', () => {
  it('uploads the exported site under s3://bucket/sites/{subdomain}, and unpublish takes it down', async () => {
    const app = getApp();
    const { master, site } = await publishedShop(app);

    const res = await master.post(`/api/master/clients/${site.id}/deploy`);

    expect(res.body.error).toBeNull();
    expect(res.body).toMatchObject({ success: true, target: `s3://${BUCKET}/sites/joana` });
    const keys = await s3.listKeys(BUCKET);
    expect(keys).toEqual(expect.arrayContaining(['sites/joana/index.html', 'sites/joana/sitemap.xml', 'sites/joana/robots.txt']));
    const index = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'sites/joana/index.html' }));
    expect(index.ContentType).toMatch(/^text\/html/);
    expect(await index.Body!.transformToString()).toContain('Pipas da Joana');

    expect((await master.post(`/api/master/clients/${site.id}/unpublish`)).status).toBe(200);
    expect(await s3.listKeys(BUCKET, 'sites/joana/')).toEqual([]);
  });

  it("reaches the bucket with the server's own S3 settings and credential chain (stand-in export)", async () => {
    const app = getApp();
    const site = await buildSite(app.deps.db, { subdomain: 'joana' });
    const result = await deploySite(app.deps, site, {
      exporter: exportOf(() => [{ path: 'index.html', body: '<h1>Pipas</h1>', contentType: 'text/html; charset=utf-8' }]),
    });
    expect(result.error).toBeNull();
    expect(await s3.listKeys(BUCKET, 'sites/joana/')).toEqual(['sites/joana/index.html']);
    expect(await removeDeployment(app.deps, 'joana')).toEqual({ removed: true });
    expect(await s3.listKeys(BUCKET, 'sites/joana/')).toEqual([]);
  });
});
