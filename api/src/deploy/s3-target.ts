import crypto from 'node:crypto';
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { CreateInvalidationCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';
import fs from 'node:fs/promises';
import type { StagedFile } from './staging.ts';
import { cacheControlFor } from './files.ts';

export interface S3Place {
  bucket: string;
  prefix: string;
}

const keyOf = (place: S3Place, file: string) => (place.prefix ? `${place.prefix}/${file}` : file);
const isPage = (f: StagedFile) => f.path.endsWith('.html');

/**
 * Uploads a staged site to a bucket. A bucket has no rename, so the order keeps the old version
 * working until the end: first the new assets (images, script), then the pages that use
 * them, and only after every upload succeeded the files the new version no longer has are
 * removed. A failure midway leaves the old pages with all the files they reference.
 */
export async function publishToS3(client: S3Client, place: S3Place, files: StagedFile[]): Promise<{ uploaded: number; removed: number }> {
  const before = await listKeys(client, place);
  const ordered = [...files.filter((f) => !isPage(f)), ...files.filter(isPage)];
  // read from the staging folder eight at a time: at most eight files in memory
  await inBatches(ordered, 8, async (f) =>
    client.send(
      new PutObjectCommand({
        Bucket: place.bucket,
        Key: keyOf(place, f.path),
        Body: await fs.readFile(f.source),
        ContentType: f.contentType,
        CacheControl: cacheControlFor(f),
      }),
    ),
  );
  const kept = new Set(files.map((f) => keyOf(place, f.path)));
  const stale = before.filter((k) => !kept.has(k));
  await deleteKeys(client, place.bucket, stale);
  return { uploaded: files.length, removed: stale.length };
}

/** Removes every object of a shop's place (unpublish, delete); answers how many. */
export async function removeFromS3(client: S3Client, place: S3Place): Promise<number> {
  const keys = await listKeys(client, place);
  await deleteKeys(client, place.bucket, keys);
  return keys.length;
}

/**
 * Asks CloudFront to drop its cached copies. One distribution serves every shop and may map
 * hosts to prefixes in several ways, so the whole distribution is invalidated ("/*" counts as
 * one path in CloudFront's pricing).
 */
export async function invalidateCloudFront(client: CloudFrontClient, distributionId: string): Promise<string | undefined> {
  const out = await client.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: { CallerReference: `vitrine-${Date.now()}-${crypto.randomBytes(4).toString('hex')}`, Paths: { Quantity: 1, Items: ['/*'] } },
    }),
  );
  return out.Invalidation?.Id;
}

async function listKeys(client: S3Client, place: S3Place): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: place.bucket, Prefix: place.prefix ? `${place.prefix}/` : undefined, ContinuationToken }),
    );
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

async function deleteKeys(client: S3Client, bucket: string, keys: string[]) {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
    const out = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
    if (out.Errors?.length) throw new Error(`S3 não removeu ${out.Errors.length} arquivo(s): ${out.Errors[0]!.Key} ${out.Errors[0]!.Code}`);
  }
}

/** A few uploads at a time: fast on a real bucket, gentle on a small server. */
async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}
