import { Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { GEO_REASON, LOG_PREFIXES } from './access-logs.ts';

interface CustomDomainsCdnProps {
  domain: string;
  /** The us-east-1 wildcard certificate ({domain}, *.{domain}): the distribution's default. */
  certificate: acm.ICertificate;
  webAclArn: string;
  logBucket: s3.IBucket;
}

/** The tenant parameter that names a shop: each distribution tenant sets it to the shop's subdomain. */
export const SUBDOMAIN_PARAMETER = 'subdomain';

/**
 * Shops' own domains on AWS: a CloudFront multi-tenant distribution (SaaS Manager,
 * connection mode `tenant-only`). It serves no name by itself; the API creates one
 * distribution tenant per verified custom domain, with a CloudFront-managed certificate
 * (api/src/domains/cloudfront-tenants.ts), in the connection group below, whose routing
 * endpoint is what a shop's domain points at (PLATFORM_TARGET).
 *
 * Each tenant forwards to its shop's platform host, `{subdomain}.{domain}` (the tenant's
 * `subdomain` parameter in the origin's name), over HTTPS, without the viewer's Host: the
 * platform CDN and the app then see the shop's own platform host, which the wildcard
 * certificate names, and cache it as they already do. This layer caches nothing.
 */
export class CustomDomainsCdn extends Construct {
  readonly distribution: cloudfront.CfnDistribution;
  readonly connectionGroup: cloudfront.CfnConnectionGroup;

  constructor(scope: Construct, id: string, props: CustomDomainsCdnProps) {
    super(scope, id);
    const originId = 'shop-platform-host';
    this.distribution = new cloudfront.CfnDistribution(this, 'Distribution', {
      distributionConfig: {
        comment: 'Vitrine: dominios proprios das lojas (um tenant por dominio)',
        enabled: true,
        connectionMode: 'tenant-only',
        tenantConfig: {
          parameterDefinitions: [{ name: SUBDOMAIN_PARAMETER, definition: { stringSchema: { required: true, comment: 'Subdominio da loja na plataforma' } } }],
        },
        origins: [
          {
            id: originId,
            domainName: `{{${SUBDOMAIN_PARAMETER}}}.${props.domain}`,
            customOriginConfig: { originProtocolPolicy: 'https-only', originSslProtocols: ['TLSv1.2'], originReadTimeout: 30 },
          },
        ],
        defaultCacheBehavior: {
          targetOriginId: originId,
          viewerProtocolPolicy: 'redirect-to-https',
          allowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
          cachedMethods: ['GET', 'HEAD'],
          cachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
          // everything but Host: the origin's name (the shop's platform host) is the Host it gets
          originRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
          compress: true,
        },
        // the default for tenants without a certificate of their own; custom domains get a
        // CloudFront-managed one each
        viewerCertificate: { acmCertificateArn: props.certificate.certificateArn, sslSupportMethod: 'sni-only', minimumProtocolVersion: 'TLSv1.2_2021' },
        webAclId: props.webAclArn,
        httpVersion: 'http2and3',
        logging: { bucket: props.logBucket.bucketRegionalDomainName, prefix: LOG_PREFIXES.customDomainsCdn },
      },
    });
    this.connectionGroup = new cloudfront.CfnConnectionGroup(this, 'ConnectionGroup', {
      name: 'vitrine-custom-domains',
      enabled: true,
      ipv6Enabled: true,
    });
    Validations.of(this.distribution).acknowledge({ id: 'AwsSolutions-CFR1', reason: GEO_REASON });
  }
}
