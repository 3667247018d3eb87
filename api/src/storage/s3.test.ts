import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { pino } from 'pino';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { testConfig, workerResources, type TestApp } from '../../test/harness.ts';
import { TestClient } from '../../test/http-client.ts';
import { buildCategory, buildProduct, shopWithAdmin } from '../../test/factories.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { imageForm, pngImage } from '../images/test-images.ts';
import { createStorage } from './create-storage.ts';
import { s3Storage } from './s3.ts';

// The real SDK against a real S3-compatible server on loopback (docs/conventions.md: no mock).
let s3: S3TestServer;
const BUCKET = 'vitrine-images';

beforeAll(async () => {
  s3 = await startS3Server({ buckets: [BUCKET] });
});
afterAll(async () => {
  await s3?.stop();
});

describe('S3 storage driver', () => {
  it('puts, gets and deletes an object with its content type', async () => {
    const storage = s3Storage({ bucket: BUCKET, ...s3.settings }, s3.clientConfig);
    expect(storage.kind).toBe('s3');
    await storage.put('sites/1/images/a/w160.webp', Buffer.from('webp bytes'), 'image/webp');
    expect((await storage.get('sites/1/images/a/w160.webp'))?.toString()).toBe('webp bytes');
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'sites/1/images/a/w160.webp' }));
    expect(head.ContentType).toBe('image/webp');

    await storage.delete('sites/1/images/a/w160.webp');
    expect(await storage.get('sites/1/images/a/w160.webp')).toBeNull();
    // deleting what is not there is not an error
    await storage.delete('sites/1/images/a/w160.webp');
  });

  it('answers null for a key that was never written', async () => {
    const storage = s3Storage({ bucket: BUCKET, ...s3.settings }, s3.clientConfig);
    expect(await storage.get('sites/9/nothing-here.png')).toBeNull();
  });

  it('deletePrefix removes a whole folder, page after page, and nothing beside it', async () => {
    const storage = s3Storage({ bucket: BUCKET, ...s3.settings }, s3.clientConfig);
    const keys = Array.from({ length: 23 }, (_, i) => `sites/2/images/img/w${i}.png`);
    await Promise.all(keys.map((k) => storage.put(k, Buffer.from(k), 'image/png')));
    await storage.put('sites/2/images/img2/w160.png', Buffer.from('neighbour'), 'image/png');
    await storage.put('sites/2/images/other/w160.png', Buffer.from('other'), 'image/png');

    await storage.deletePrefix('sites/2/images/img');

    expect(await s3.listKeys(BUCKET, 'sites/2/')).toEqual(['sites/2/images/img2/w160.png', 'sites/2/images/other/w160.png']);
  });

  it('writes every key under S3_PREFIX', async () => {
    const storage = s3Storage({ bucket: BUCKET, ...s3.settings, prefix: '/producao/' }, s3.clientConfig);
    await storage.put('sites/3/images/x/w160.jpg', Buffer.from('jpg'), 'image/jpeg');
    expect(await s3.listKeys(BUCKET, 'producao/')).toEqual(['producao/sites/3/images/x/w160.jpg']);
    expect((await storage.get('sites/3/images/x/w160.jpg'))?.toString()).toBe('jpg');
    await storage.deletePrefix('sites/3');
    expect(await s3.listKeys(BUCKET, 'producao/')).toEqual([]);
  });

  it('refuses keys that could climb out of the folder', async () => {
    const storage = s3Storage({ bucket: BUCKET, ...s3.settings }, s3.clientConfig);
    await expect(storage.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get('sites//x')).rejects.toThrow(/unsafe storage key/);
  });

  it('fails loudly when the bucket does not exist, instead of looking empty', async () => {
    const storage = s3Storage({ bucket: 'no-such-bucket', ...s3.settings }, s3.clientConfig);
    await expect(storage.get('sites/1/a.png')).rejects.toThrow();
  });

  it('is what the app uses when S3_BUCKET is set, configured from the environment', async () => {
    const previous = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    const env = s3.env(BUCKET);
    process.env.AWS_ACCESS_KEY_ID = env.AWS_ACCESS_KEY_ID;
    process.env.AWS_SECRET_ACCESS_KEY = env.AWS_SECRET_ACCESS_KEY;
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/vitrine-unused', ...env, S3_PREFIX: 'from-env' });
      const storage = await createStorage(config);
      expect(storage.kind).toBe('s3');
      await storage.put('sites/4/images/y/w160.png', Buffer.from('png'), 'image/png');
      expect(await s3.listKeys(BUCKET, 'from-env/')).toEqual(['from-env/sites/4/images/y/w160.png']);
    } finally {
      restore('AWS_ACCESS_KEY_ID', previous.id);
      restore('AWS_SECRET_ACCESS_KEY', previous.secret);
    }
  });
});

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

describe('the app on S3 storage', () => {
  it('stores uploads in the bucket, serves them from it, and removes them with the product deleted for good', async () => {
    const { testDb, dataDir } = await workerResources();
    await testDb.reset();
    const config = testConfig(dataDir, { S3_BUCKET: BUCKET, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'app' });
    const deps = { config, db: testDb.db, storage: s3Storage(config.s3!, s3.clientConfig), logger: pino({ level: 'silent' }) };
    const server = http.createServer(createApp(deps));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const app = { url, deps, testDb, client: (h?: Record<string, string>) => new TestClient(url, h) } as unknown as TestApp;
    try {
      const { client, site } = await shopWithAdmin(app);
      const product = await buildProduct(testDb.db, site, await buildCategory(testDb.db, site));
      const up = await client.post(`/api/products/${product.id}/images`, imageForm(await pngImage(600, 400)));
      expect(up.status).toBe(201);
      const imageId = up.body.url.split('/').pop();
      const keys = await s3.listKeys(BUCKET, `app/sites/${site.id}/images/${imageId}/`);
      expect(keys).toEqual(expect.arrayContaining([`app/sites/${site.id}/images/${imageId}/w480.webp`, `app/sites/${site.id}/images/${imageId}/w600.png`]));

      const served = await fetch(`${url}${up.body.url}?w=480`, { headers: { accept: 'image/webp' } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');

      expect((await client.delete(`/api/products/${product.id}`)).status).toBe(204);
      expect(await s3.listKeys(BUCKET, `app/sites/${site.id}/`)).toEqual(keys); // kept while in the trash
      expect((await client.delete(`/api/trash/products/${product.id}`)).status).toBe(204);
      expect(await s3.listKeys(BUCKET, `app/sites/${site.id}/`)).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
