import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import { Construct } from 'constructs';
import { GEO_REASON, LOG_PREFIXES } from './access-logs.ts';

/** Key prefixes inside the one bucket: image blobs (S3_PREFIX) and deployed static sites (DEPLOY_TARGET). */
export const IMAGES_PREFIX = 'images';
export const SITES_PREFIX = 'static';
/** The static sites' host: `static` is a reserved subdomain (no shop can take it). */
export const SITES_HOST = 'static';

interface StorageProps {
  domain: string;
  certificate: acm.ICertificate;
  webAclArn: string;
  logBucket: s3.IBucket;
}

/**
 * One private bucket: product images (read by the app, which serves them with long cache
 * headers) and each shop's static export under static/{subdomain}/, served to the world by
 * CloudFront through Origin Access Control at https://static.{domain}/{subdomain}/.
 * Versioned, so a deleted image can be recovered; its accesses logged.
 */
export class Storage extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  readonly sitesDomain: string;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.sitesDomain = `${SITES_HOST}.${props.domain}`;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: LOG_PREFIXES.bucket,
      lifecycleRules: [{ id: 'old-versions', noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(2) }],
    });

    // /pipas/ and /pipas/produtos → the export's index.html files (S3 has no directory index)
    const indexPages = new cloudfront.Function(this, 'IndexPages', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Vitrine: diretórios servem index.html',
      code: cloudfront.FunctionCode.fromInline(`
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith('/')) request.uri = uri + 'index.html';
  else if (!uri.split('/').pop().includes('.')) request.uri = uri + '/index.html';
  return request;
}`),
    });

    this.distribution = new cloudfront.Distribution(this, 'Sites', {
      comment: 'Vitrine: sites estáticos publicados (deploy)',
      domainNames: [this.sitesDomain],
      certificate: props.certificate,
      minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: LOG_PREFIXES.sitesCdn,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket, { originPath: `/${SITES_PREFIX}` }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        functionAssociations: [{ function: indexPages, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      // shoppers are in Brazil: South American edges are only in the "all" price class
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
    });
    Validations.of(this.distribution).acknowledge({ id: 'AwsSolutions-CFR1', reason: GEO_REASON });
  }
}
