import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as elbv2 from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { GEO_REASON, LOG_PREFIXES } from './access-logs.ts';

interface PlatformCdnProps {
  domain: string;
  loadBalancer: elbv2.ILoadBalancerV2;
  certificate: acm.ICertificate;
  webAclArn: string;
  logBucket: s3.IBucket;
}

/**
 * CloudFront in front of the load balancer for {domain} and *.{domain}: every shop's pages,
 * the public API, the admin. It stores only what the app says may be shared
 * (`Cache-Control: public, s-maxage=…`, revalidated with the ETag), and keeps shops apart by
 * keying on the Host header. Nothing is stored when the app sends no caching header
 * (default TTL 0) or says `private`/`no-store` (minimum TTL 0 honours them).
 */
export class PlatformCdn extends Construct {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: PlatformCdnProps) {
    super(scope, id);
    // HTTPS to the balancer, whose certificate names every shop's host: CloudFront checks
    // it against the Host header it forwards
    const origin = new origins.LoadBalancerV2Origin(props.loadBalancer, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
    });

    // Pages and public API reads. The key holds everything the app tells shops and people
    // apart by: the host (shop), X-Tenant-Subdomain and the query (`sub`, filters), and any
    // cookie or Authorization (a signed-in request is never answered from a shopper's entry;
    // the app marks its answer `private, no-store`, so it is not stored either).
    const publicReads = new cloudfront.CachePolicy(this, 'PublicReads', {
      comment: 'Vitrine: páginas e API pública, por host, como o app mandar (s-maxage, ETag)',
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Host', 'X-Tenant-Subdomain', 'Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.all(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    // Image bytes: the format follows Accept (WebP or the original), which CloudFront would
    // otherwise ignore (it drops Vary); no cookies, the bytes are the same for everyone.
    const images = new cloudfront.CachePolicy(this, 'Images', {
      comment: 'Vitrine: imagens, por Accept (WebP ou original) e largura',
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Host', 'Accept'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
    });

    // The request reaches the app whole (Content-Type and bodies of writes, cookies, the
    // shopper's address): only the cache key above decides what may share an entry.
    const behavior = (cachePolicy: cloudfront.ICachePolicy): cloudfront.BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER,
      compress: true,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Vitrine: plataforma e lojas ({dominio} e *.{dominio})',
      domainNames: [props.domain, `*.${props.domain}`],
      certificate: props.certificate,
      minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      webAclId: props.webAclArn,
      defaultBehavior: behavior(publicReads),
      additionalBehaviors: {
        '/api/images/*': behavior(images),
        // the admin is signed in by definition: never stored, everything passed through
        '/admin': behavior(cloudfront.CachePolicy.CACHING_DISABLED),
        '/admin/*': behavior(cloudfront.CachePolicy.CACHING_DISABLED),
      },
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: LOG_PREFIXES.platformCdn,
    });
    Validations.of(this.distribution).acknowledge({ id: 'AwsSolutions-CFR1', reason: GEO_REASON });
  }
}
