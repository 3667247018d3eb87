import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/**
 * The load balancer's certificate, in the stack's region: {domain} and *.{domain} (every
 * shop's host), validated through the zone. CloudFront, in front, has its own copy in
 * us-east-1 (edge.ts).
 */
export class PlatformCertificate extends Construct {
  readonly certificate: acm.Certificate;

  constructor(scope: Construct, id: string, props: { domain: string; zone: route53.IHostedZone }) {
    super(scope, id);
    this.certificate = new acm.Certificate(this, 'Wildcard', {
      domainName: `*.${props.domain}`,
      subjectAlternativeNames: [props.domain],
      validation: acm.CertificateValidation.fromDns(props.zone),
    });
  }
}

/**
 * Alias records (IPv4 and IPv6): {domain} and *.{domain} to the platform's CloudFront, so a
 * new shop needs no DNS change at all; static.{domain} to the static sites' distribution (a
 * name more specific than the wildcard wins).
 */
export function platformRecords(
  scope: Construct,
  props: { domain: string; zone: route53.IHostedZone; platform: cloudfront.IDistribution; sites: cloudfront.IDistribution; sitesDomain: string },
) {
  const alias = (id: string, recordName: string, distribution: cloudfront.IDistribution, comment: string) => {
    const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(distribution));
    new route53.ARecord(scope, id, { zone: props.zone, recordName, target, comment });
    new route53.AaaaRecord(scope, `${id}V6`, { zone: props.zone, recordName, target, comment });
  };
  alias('WildcardRecord', `*.${props.domain}`, props.platform, 'Vitrine: todas as lojas');
  alias('ApexRecord', props.domain, props.platform, 'Vitrine: painel e API');
  alias('SitesRecord', props.sitesDomain, props.sites, 'Vitrine: sites estáticos publicados');
}
