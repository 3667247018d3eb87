import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Match } from 'aws-cdk-lib/assertions';
import { readSettings } from '../lib/settings.ts';
import { context, synth } from './synth.ts';

const { template, lookups } = synth();

/** The one container definition of the app's task. */
function container() {
  const defs = Object.values(template.findResources('AWS::ECS::TaskDefinition'));
  assert.equal(defs.length, 1);
  const containers = (defs[0] as any).Properties.ContainerDefinitions;
  assert.equal(containers.length, 1);
  return containers[0];
}

describe('Vitrine stack (cdk synth)', () => {
  it('has a VPC over two zones with public, private and isolated subnets', () => {
    template.resourceCountIs('AWS::EC2::VPC', 1);
    template.resourceCountIs('AWS::EC2::Subnet', 6);
    template.resourceCountIs('AWS::EC2::NatGateway', 1);
    template.hasResourceProperties('AWS::EC2::VPCEndpoint', { VpcEndpointType: 'Gateway' });
  });

  it('runs the app on ECS Fargate, at least two tasks, rolled back when unhealthy', () => {
    template.hasResourceProperties('AWS::ECS::Service', {
      LaunchType: 'FARGATE',
      DesiredCount: 2,
      DeploymentConfiguration: Match.objectLike({
        MinimumHealthyPercent: 100,
        DeploymentCircuitBreaker: { Enable: true, Rollback: true },
      }),
      NetworkConfiguration: { AwsvpcConfiguration: Match.objectLike({ AssignPublicIp: 'DISABLED' }) },
    });
    template.hasResourceProperties('AWS::ECS::TaskDefinition', { RequiresCompatibilities: ['FARGATE'], Cpu: '512', Memory: '1024' });
    const c = container();
    assert.equal(c.Image, context.image);
    assert.deepEqual(c.PortMappings, [{ ContainerPort: 3000, Protocol: 'tcp' }]);
    assert.equal(c.StopTimeout, 30);
    assert.equal(c.ReadonlyRootFilesystem, true);
    assert.deepEqual(c.HealthCheck.Command.slice(0, 3), ['CMD', 'node', '-e']);
    assert.match(c.HealthCheck.Command[3], /\/healthz/);
  });

  it('autoscales between 2 and 10 tasks on CPU', () => {
    template.hasResourceProperties('AWS::ApplicationAutoScaling::ScalableTarget', {
      MinCapacity: 2,
      MaxCapacity: 10,
      ScalableDimension: 'ecs:service:DesiredCount',
    });
    template.hasResourceProperties('AWS::ApplicationAutoScaling::ScalingPolicy', {
      PolicyType: 'TargetTrackingScaling',
      TargetTrackingScalingPolicyConfiguration: Match.objectLike({
        PredefinedMetricSpecification: { PredefinedMetricType: 'ECSServiceAverageCPUUtilization' },
        TargetValue: 60,
      }),
    });
  });

  it('puts an internet-facing HTTPS load balancer in front, HTTP redirected, health on /readyz', () => {
    template.hasResourceProperties('AWS::ElasticLoadBalancingV2::LoadBalancer', { Scheme: 'internet-facing', Type: 'application' });
    template.hasResourceProperties('AWS::ElasticLoadBalancingV2::Listener', {
      Protocol: 'HTTPS',
      Port: 443,
      Certificates: [{ CertificateArn: Match.anyValue() }],
    });
    template.hasResourceProperties('AWS::ElasticLoadBalancingV2::Listener', {
      Protocol: 'HTTP',
      Port: 80,
      DefaultActions: [Match.objectLike({ Type: 'redirect', RedirectConfig: Match.objectLike({ Protocol: 'HTTPS', StatusCode: 'HTTP_301' }) })],
    });
    template.hasResourceProperties('AWS::ElasticLoadBalancingV2::TargetGroup', { HealthCheckPath: '/readyz', TargetType: 'ip' });
  });

  it('ramps a new task up over 30 s, taking turns (slow start needs round robin)', () => {
    const attributes = (key: string) =>
      Object.values(template.findResources('AWS::ElasticLoadBalancingV2::TargetGroup')).flatMap((r: any) =>
        (r.Properties.TargetGroupAttributes ?? []).filter((a: any) => a.Key === key).map((a: any) => a.Value),
      );
    assert.deepEqual(attributes('slow_start.duration_seconds'), ['30']);
    // least outstanding requests cannot be combined with slow start
    assert.deepEqual(attributes('load_balancing.algorithm.type'), []);
  });

  it("lets only CloudFront's origin-facing addresses reach the balancer, on 443", () => {
    const groups = template.findResources('AWS::EC2::SecurityGroup');
    const lbGroup = Object.keys(groups).find((id) => id.startsWith('AppServiceLBSecurityGroup'));
    assert.ok(lbGroup, "the balancer's security group");
    // no inline rule: nothing from 0.0.0.0/0 or ::/0
    assert.deepEqual((groups[lbGroup] as any).Properties.SecurityGroupIngress ?? [], []);
    const ingress = Object.values(template.findResources('AWS::EC2::SecurityGroupIngress'))
      .map((r: any) => r.Properties)
      .filter((p: any) => JSON.stringify(p.GroupId).includes(lbGroup));
    assert.deepEqual(ingress, [
      {
        GroupId: { 'Fn::GetAtt': [lbGroup, 'GroupId'] },
        IpProtocol: 'tcp',
        FromPort: 443,
        ToPort: 443,
        Description: 'CloudFront (origin-facing) only',
        SourcePrefixListId: 'pl-xxxxxxxx',
      },
    ]);
    // no ingress anywhere in the stack is open to the whole internet
    const inbound = [
      ...Object.values(groups).flatMap((g: any) => g.Properties.SecurityGroupIngress ?? []),
      ...Object.values(template.findResources('AWS::EC2::SecurityGroupIngress')).map((r: any) => r.Properties),
    ];
    assert.deepEqual(
      inbound.filter((rule: any) => rule.CidrIp === '0.0.0.0/0' || rule.CidrIpv6 === '::/0'),
      [],
    );
    // the prefix list is AWS's, looked up by name when synthesised against the account
    const lookup = lookups.find((m) => JSON.stringify(m.props).includes('com.amazonaws.global.cloudfront.origin-facing'));
    assert.ok(lookup, 'CloudFront origin-facing prefix list looked up by name');
    // the balancer still checks the tasks' health: its group may reach theirs on the app's port
    template.hasResourceProperties('AWS::EC2::SecurityGroupIngress', {
      SourceSecurityGroupId: { 'Fn::GetAtt': [lbGroup, 'GroupId'] },
      FromPort: 3000,
    });
  });

  it('names CloudFront as PLATFORM_TARGET and scopes ACM reads to certificate ARNs', () => {
    const env = Object.fromEntries(container().Environment.map((e: { Name: string; Value: unknown }) => [e.Name, e.Value]));
    const platformCdn = Object.keys(template.findResources('AWS::CloudFront::Distribution')).find((id) => id.startsWith('CdnDistribution'));
    assert.deepEqual(env.PLATFORM_TARGET, { 'Fn::GetAtt': [platformCdn, 'DomainName'] });
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((p: any) => p.Properties.PolicyDocument.Statement) as any[];
    const describe = statements.find((st) => st.Action === 'acm:DescribeCertificate');
    assert.ok(describe, 'acm:DescribeCertificate granted');
    assert.match(JSON.stringify(describe.Resource), /:acm:us-east-1:123456789012:certificate\/\*/);
    for (const st of statements) if (st.Resource === '*') assert.ok(![st.Action].flat().includes('acm:DescribeCertificate'), 'DescribeCertificate not on *');
  });

  it('runs PostgreSQL on RDS, multi-AZ, encrypted, backed up, protected from deletion', () => {
    template.hasResourceProperties('AWS::RDS::DBInstance', {
      Engine: 'postgres',
      EngineVersion: Match.stringLikeRegexp('^17'),
      MultiAZ: true,
      StorageEncrypted: true,
      BackupRetentionPeriod: 14,
      DeletionProtection: true,
      PubliclyAccessible: false,
      DBName: 'vitrine',
    });
    template.hasResource('AWS::RDS::DBInstance', { DeletionPolicy: 'Snapshot', UpdateReplacePolicy: 'Snapshot' });
    // only the app's tasks reach port 5432
    template.hasResourceProperties('AWS::EC2::SecurityGroupIngress', {
      Description: 'Vitrine tasks',
      IpProtocol: 'tcp',
      FromPort: { 'Fn::GetAtt': [Match.stringLikeRegexp('^DatabasePostgres'), 'Endpoint.Port'] },
      SourceSecurityGroupId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AppServiceSecurityGroup'), 'GroupId'] },
    });
  });

  it('keeps images and deployed sites in a private, versioned S3 bucket served by CloudFront', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: [Match.objectLike({ OriginPath: '/static', S3OriginConfig: Match.anyValue() })],
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
        PriceClass: 'PriceClass_All',
      }),
    });
    template.resourceCountIs('AWS::CloudFront::Function', 1);
  });

  it('has a wildcard certificate and wildcard record for *.{PLATFORM_DOMAIN}, plus the domain itself', () => {
    template.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: '*.vitrine.com.br',
      SubjectAlternativeNames: ['vitrine.com.br'],
      ValidationMethod: 'DNS',
    });
    template.hasResourceProperties('AWS::Route53::RecordSet', {
      Name: '*.vitrine.com.br.',
      Type: 'A',
      HostedZoneId: 'Z0123456789ABC',
      AliasTarget: Match.anyValue(),
    });
    template.hasResourceProperties('AWS::Route53::RecordSet', { Name: 'vitrine.com.br.', Type: 'A', AliasTarget: Match.anyValue() });
  });

  it('gives the app its secrets from Secrets Manager, never as plain environment values', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 4); // database, session (current and previous), master password
    const c = container();
    const secretNames = c.Secrets.map((s: { Name: string }) => s.Name).sort();
    assert.deepEqual(secretNames, ['PGPASSWORD', 'PGUSER', 'SESSION_SECRET', 'SESSION_SECRET_PREVIOUS', 'VITRINE_MASTER_PASSWORD']);
    const env = Object.fromEntries(c.Environment.map((e: { Name: string; Value: unknown }) => [e.Name, e.Value]));
    assert.equal(env.NODE_ENV, 'production');
    assert.equal(env.PLATFORM_DOMAIN, 'vitrine.com.br');
    assert.equal(env.PUBLIC_URL, 'https://vitrine.com.br');
    assert.equal(env.TRUST_PROXY, '1');
    assert.equal(env.DATABASE_URL, 'postgres://');
    assert.equal(env.S3_PREFIX, 'images');
    assert.equal(env.DNS_PROVIDER, 'route53');
    for (const name of ['SESSION_SECRET', 'SESSION_SECRET_PREVIOUS', 'PGPASSWORD', 'VITRINE_MASTER_PASSWORD'])
      assert.equal(env[name], undefined, `${name} must not be plain text`);
    assert.doesNotMatch(JSON.stringify(template.toJSON()), /"MasterUserPassword":\s*"[^{]/);
  });

  it('lets the tasks use the bucket and invalidate the distribution', () => {
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    for (const action of ['s3:PutObject', 's3:GetObject', 's3:DeleteObject', 's3:List', 'cloudfront:CreateInvalidation', 'route53:ChangeResourceRecordSets']) {
      assert.match(policies, new RegExp(action.replace(/[:*]/g, (c) => `\\${c}`)), action);
    }
  });

  it("bounds V8's heap by the task's size, not by the host's memory V8 would otherwise see", () => {
    const envOf = (t: typeof template) => {
      const def = Object.values(t.findResources('AWS::ECS::TaskDefinition'))[0] as {
        Properties: { ContainerDefinitions: { Environment: { Name: string; Value: string }[] }[] };
      };
      return Object.fromEntries(def.Properties.ContainerDefinitions[0]!.Environment.map((e) => [e.Name, e.Value]));
    };
    // the semi-spaces V8 itself picks for the task's memory (measured in a cgroup: 1 GiB gives a
    // 304 MB heap limit with a 256 MB old generation, 2 GiB 608 with 512)
    assert.equal(envOf(template).NODE_OPTIONS, '--max-old-space-size=256 --max-semi-space-size=16');
    assert.equal(envOf(synth({ memoryMiB: '2048' }).template).NODE_OPTIONS, '--max-old-space-size=512 --max-semi-space-size=32');
    assert.equal(envOf(synth({ memoryMiB: '2048', heapMiB: '768' }).template).NODE_OPTIONS, '--max-old-space-size=768 --max-semi-space-size=32');
    assert.equal(envOf(synth({ memoryMiB: '8192' }).template).NODE_OPTIONS, '--max-old-space-size=2048 --max-semi-space-size=64');
    assert.throws(() => readSettings((k) => ({ ...context, heapMiB: '64' })[k]), /heapMiB/);
  });

  it('builds the image from infra/Dockerfile when no prebuilt image is given', () => {
    const withAsset = synth({ image: undefined }).template;
    const image = JSON.stringify(withAsset.findResources('AWS::ECS::TaskDefinition'));
    assert.match(image, /container-assets/);
    assert.doesNotMatch(image, /vitrine:1\.0\.0/);
  });

  it('refuses to synthesise without a domain or with fewer than two tasks', () => {
    assert.throws(() => readSettings((k) => ({ hostedZoneId: 'Z1' })[k as 'hostedZoneId']), /domínio da plataforma/);
    assert.throws(() => readSettings((k) => ({ ...context, minTasks: '1' })[k]), /minTasks/);
    const bigger = synth({ minTasks: '3', maxTasks: '20' }).template;
    bigger.hasResourceProperties('AWS::ApplicationAutoScaling::ScalableTarget', { MinCapacity: 3, MaxCapacity: 20 });
  });
});
