import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';

/** Why neither distribution restricts countries (cdk-nag AwsSolutions-CFR1). */
export const GEO_REASON =
  'No geographic restriction: shoppers open shop links from anywhere (Brazilians abroad, tourists, people sent a link), and the shops sell to them on WhatsApp.';

/** Key prefixes of the log bucket, one per source. */
export const LOG_PREFIXES = {
  bucket: 's3/',
  loadBalancer: 'alb',
  platformCdn: 'cloudfront/platform/',
  sitesCdn: 'cloudfront/static/',
  customDomainsCdn: 'cloudfront/custom-domains/',
  vpc: 'vpc/',
} as const;

/**
 * One bucket for every access log: the load balancer's, both CloudFront distributions', the
 * data bucket's server access logs and the VPC flow logs; kept `logDays`, then deleted.
 * Encrypted with S3-managed keys (the load balancer cannot write to a KMS-encrypted bucket)
 * and with ACLs enabled (CloudFront's standard logs are delivered through an ACL).
 */
export class AccessLogs extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: { logDays: number }) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(props.logDays), abortIncompleteMultipartUploadAfter: Duration.days(2) }],
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself: logging its own accesses into itself would log every log delivery, without end.',
    });
  }
}
