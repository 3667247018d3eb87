import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/**
 * A real S3-compatible server (s3rver) on a free loopback port, with its files in a
 * temporary folder: tests talk to it through the real AWS SDK, so what they check is what
 * production does, minus Amazon. Generic on purpose: image storage and the static deploy
 * both use it.
 *
 *   const s3 = await startS3Server({ buckets: ['vitrine-test'] });
 *   const storage = s3Storage({ bucket: 'vitrine-test', ...s3.settings }, s3.clientConfig);
 *   …
 *   await s3.stop();
 */
export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  region: string;
  /** s3rver accepts any signature made with these. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** What the app's config needs (bucket aside): S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE. */
  settings: { endpoint: string; region: string; forcePathStyle: true; prefix: string };
  /** What an S3Client needs to reach this server. */
  clientConfig: { endpoint: string; region: string; forcePathStyle: true; credentials: { accessKeyId: string; secretAccessKey: string } };
  /** Environment variables for a process that should use this server (the app, the CLI). */
  env: (bucket: string) => Record<string, string>;
  /** An SDK client on this server, for checking what landed in a bucket. */
  client: S3Client;
  createBucket: (name: string) => Promise<void>;
  /** Every key in a bucket (optionally under a prefix), sorted. */
  listKeys: (bucket: string, prefix?: string) => Promise<string[]>;
  stop: () => Promise<void>;
}

export async function startS3Server(options: { buckets?: string[] } = {}): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // path-style only: virtual-host buckets would need DNS for <bucket>.127.0.0.1
    vhostBuckets: false,
    configureBuckets: (options.buckets ?? []).map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const region = 'us-east-1';
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const clientConfig = { endpoint, region, forcePathStyle: true as const, credentials };
  const client = new S3Client(clientConfig);

  return {
    endpoint,
    region,
    credentials,
    settings: { endpoint, region, forcePathStyle: true, prefix: '' },
    clientConfig,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    client,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    async listKeys(bucket, prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
