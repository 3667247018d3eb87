import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import type * as elbv2 from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import { Construct } from 'constructs';

/**
 * The platform's names: one certificate for {domain} and *.{domain} (every shop's host),
 * validated through the zone, and alias records sending both to the load balancer. A new
 * shop needs no DNS change at all.
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

export function platformRecords(scope: Construct, props: { domain: string; zone: route53.IHostedZone; loadBalancer: elbv2.ILoadBalancerV2 & elbv2.IApplicationLoadBalancer }) {
  const target = route53.RecordTarget.fromAlias(new targets.LoadBalancerTarget(props.loadBalancer));
  new route53.ARecord(scope, 'WildcardRecord', { zone: props.zone, recordName: `*.${props.domain}`, target, comment: 'Vitrine: todas as lojas' });
  new route53.ARecord(scope, 'ApexRecord', { zone: props.zone, recordName: props.domain, target, comment: 'Vitrine: painel e API' });
}
