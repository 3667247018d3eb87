import { S3Client } from '@aws-sdk/client-s3';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { Config } from '../config.ts';

/** The AWS clients a deploy may need; tests hand in their own (local S3 server, SDK stubs). */
export interface DeployClients {
  s3: () => S3Client;
  cloudfront: () => CloudFrontClient;
}

/**
 * Clients from the server's configuration. The bucket endpoint and region are those of the
 * image storage (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE) when set; otherwise the SDK's
 * own chain (AWS_REGION, AWS_ENDPOINT_URL_S3, a profile, an instance role) decides.
 * Credentials always come from that chain. Made on first use: a local deploy needs none.
 */
export function deployClientsFrom(config: Config): DeployClients {
  let s3: S3Client | undefined;
  let cloudfront: CloudFrontClient | undefined;
  return {
    s3: () =>
      (s3 ??= new S3Client({
        followRegionRedirects: true,
        ...(config.s3
          ? { region: config.s3.region, forcePathStyle: config.s3.forcePathStyle, ...(config.s3.endpoint ? { endpoint: config.s3.endpoint } : {}) }
          : {}),
      })),
    // CloudFront is a global service: its API lives in us-east-1 whatever the bucket's region.
    cloudfront: () => (cloudfront ??= new CloudFrontClient({ region: 'us-east-1' })),
  };
}
