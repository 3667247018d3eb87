import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { assertSafeKey, type Storage } from './storage.ts';

export type S3Settings = NonNullable<Config['s3']>;

/** S3 answers DeleteObjects for at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * Blobs in an S3 bucket (or any S3-compatible server: MinIO, R2, s3rver) through the
 * official SDK. Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID/…, a
 * profile, an instance role) unless `clientConfig` gives them. Every key is written under
 * S3_PREFIX, so one bucket can hold several installations.
 */
export function s3Storage(settings: S3Settings, clientConfig: Partial<S3ClientConfig> = {}): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...clientConfig,
  });
  const Bucket = settings.bucket;
  const root = settings.prefix ? `${settings.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return root + key;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist: deleting twice is fine
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async deletePrefix(prefix) {
      // A prefix names a folder, as on local disk: "sites/1/images/abc" must not
      // also remove "sites/1/images/abcd…".
      const folder = `${objectKey(prefix.replace(/\/+$/, ''))}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken, MaxKeys: DELETE_BATCH }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length) {
          const out = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
          if (out.Errors?.length) {
            const first = out.Errors[0]!;
            throw new Error(`S3 could not delete ${out.Errors.length} object(s) under ${folder}: ${first.Key} ${first.Code} ${first.Message}`);
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** A missing key, not a missing bucket: a wrong S3_BUCKET must fail loudly, not look empty. */
function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; Code?: string };
  return e?.name === 'NoSuchKey' || e?.Code === 'NoSuchKey';
}
