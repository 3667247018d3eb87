import { Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { VitrineSettings } from './settings.ts';

/**
 * What CloudFront needs from us-east-1, its only region for both: the certificate of
 * {domain} and *.{domain} (the viewer side of the platform's and the static sites'
 * distributions) and the web ACL in front of them. The main stack reads both through
 * CDK's cross-region references.
 */
export class EdgeStack extends Stack {
  readonly certificate: acm.Certificate;
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps & { settings: VitrineSettings }) {
    super(scope, id, props);
    const { settings } = props;
    const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: settings.hostedZoneId, zoneName: settings.domain });
    this.certificate = new acm.Certificate(this, 'Wildcard', {
      domainName: `*.${settings.domain}`,
      subjectAlternativeNames: [settings.domain],
      validation: acm.CertificateValidation.fromDns(zone),
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: 'vitrine-edge',
      // WAF takes ASCII only here
      description: 'Vitrine: requests per address limited, known bad inputs blocked',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('vitrine-edge'),
      customResponseBodies: {
        'too-many': { contentType: 'TEXT_PLAIN', content: 'Muitas requisições. Tente de novo em alguns minutos.' },
      },
      rules: [
        {
          name: 'rate-per-address',
          priority: 0,
          statement: { rateBasedStatement: { limit: settings.rateLimit, evaluationWindowSec: 300, aggregateKeyType: 'IP' } },
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'too-many' } } },
          visibilityConfig: visibility('rate-per-address'),
        },
        managed('AWSManagedRulesAmazonIpReputationList', 1),
        // not the Common Rule Set: its 8 KB body limit would refuse every image upload
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
  }
}

function visibility(metricName: string) {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

function managed(name: string, priority: number): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
    overrideAction: { none: {} },
    visibilityConfig: visibility(name),
  };
}
