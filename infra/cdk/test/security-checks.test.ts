import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { synth } from './synth.ts';

const { template, edgeTemplate, validation } = synth();

describe('cdk-nag (AWS Solutions) and what it asked for', () => {
  it('finds nothing left unacknowledged: no error, no warning', () => {
    const nag = validation.pluginReports.filter((r) => r.pluginName === 'AwsSolutions');
    const findings = nag.flatMap((r) => r.violations.flatMap((v) => v.violatingConstructs.map((c) => `${v.severity} ${v.ruleName} ${c.constructPath}`)));
    assert.deepEqual(findings, []);
  });

  it('really runs: the same checks fail a synth that has a finding (a bucket without access logs)', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-nag-'));
    try {
      const app = new App({ outdir });
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
      new s3.Bucket(new Stack(app, 'Probe'), 'NoLogs', { enforceSSL: true });
      assert.throws(() => app.synth(), /Validation failed/);
      const report = fs.readFileSync(path.join(outdir, 'validation-report.json'), 'utf8');
      assert.match(report, /AwsSolutions-S1/);
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  });

  it('logs VPC flows, the load balancer, the three distributions and the bucket into one log bucket', () => {
    template.hasResourceProperties('AWS::EC2::FlowLog', { ResourceType: 'VPC', TrafficType: 'ALL', LogDestinationType: 's3' });
    template.hasResourceProperties('AWS::ElasticLoadBalancingV2::LoadBalancer', {
      LoadBalancerAttributes: Match.arrayWith([{ Key: 'access_logs.s3.enabled', Value: 'true' }]),
    });
    const distributions = Object.values(template.findResources('AWS::CloudFront::Distribution')) as any[];
    assert.equal(distributions.length, 3);
    for (const d of distributions) assert.ok(d.Properties.DistributionConfig.Logging?.Bucket, 'CloudFront logging');
    template.hasResourceProperties('AWS::S3::Bucket', { LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 's3/' } });
    // the log bucket expires what it keeps
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Id: 'expire-logs', ExpirationInDays: 90 })]) },
    });
  });

  it("serves the three distributions with the us-east-1 certificate (the tenants' default on the custom-domain one), TLS 1.2 or newer, behind the WAF", () => {
    edgeTemplate.hasResourceProperties('AWS::CertificateManager::Certificate', { DomainName: '*.vitrine.com.br', SubjectAlternativeNames: ['vitrine.com.br'] });
    for (const d of Object.values(template.findResources('AWS::CloudFront::Distribution')) as any[]) {
      const config = d.Properties.DistributionConfig;
      assert.equal(config.ViewerCertificate.MinimumProtocolVersion, 'TLSv1.2_2021');
      assert.equal(config.ViewerCertificate.SslSupportMethod, 'sni-only');
      assert.ok(config.ViewerCertificate.AcmCertificateArn, 'ACM certificate');
      assert.ok(config.WebACLId, 'web ACL');
    }
  });

  it('rate-limits each address at the edge, answering 429', () => {
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'rate-per-address',
          Statement: { RateBasedStatement: { Limit: 3000, EvaluationWindowSec: 300, AggregateKeyType: 'IP' } },
          Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'too-many' } } },
        }),
      ]),
    });
    const limited = synth({ rateLimit: '500' }).edgeTemplate;
    limited.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([Match.objectLike({ Statement: { RateBasedStatement: Match.objectLike({ Limit: 500 }) } })]),
    });
  });

  it('rotates the database password every 30 days and then replaces the app tasks', () => {
    template.hasResourceProperties('AWS::SecretsManager::RotationSchedule', { RotationRules: { ScheduleExpression: 'rate(30 days)' } });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['aws.secretsmanager'], detail: { eventName: ['RotationSucceeded'], additionalEventData: Match.anyValue() } },
      Targets: [Match.objectLike({ Input: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('"action":"updateService"')])] }) })],
    });
  });

  it('gives the tasks the bucket only under the prefixes they use', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((p: any) => p.Properties.PolicyDocument.Statement);
    const s3Actions = statements.flatMap((s: any) => [s.Action].flat()).filter((a: string) => a.startsWith('s3:'));
    assert.deepEqual([...new Set(s3Actions)].sort(), ['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
    assert.match(JSON.stringify(statements), /\/images\/\*/);
    assert.match(JSON.stringify(statements), /\/static\/\*/);
  });
});
