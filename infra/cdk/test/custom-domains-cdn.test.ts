import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { synth } from './synth.ts';

const { template } = synth();
// AWS's managed policies, by their fixed ids
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const resources = template.toJSON().Resources as Record<string, any>;

function multiTenant() {
  const found = Object.entries(template.findResources('AWS::CloudFront::Distribution')).filter(
    ([, d]: [string, any]) => d.Properties.DistributionConfig.ConnectionMode === 'tenant-only',
  ) as [string, any][];
  assert.equal(found.length, 1, 'one multi-tenant distribution');
  return { id: found[0]![0], config: found[0]![1].Properties.DistributionConfig };
}

function appEnvironment(): Record<string, unknown> {
  const task = Object.values(template.findResources('AWS::ECS::TaskDefinition'))[0] as any;
  const env = task.Properties.ContainerDefinitions[0].Environment as { Name: string; Value: unknown }[];
  return Object.fromEntries(env.map((e) => [e.Name, e.Value]));
}

describe("Shops' own domains: a CloudFront multi-tenant distribution (SaaS Manager)", () => {
  const { id, config } = multiTenant();

  it('is tenant-only, serves no name of its own, and takes each tenant to its shop by a required subdomain parameter', () => {
    assert.equal(config.Aliases, undefined);
    assert.deepEqual(config.TenantConfig.ParameterDefinitions, [
      { Name: 'subdomain', Definition: { StringSchema: { Required: true, Comment: 'Subdominio da loja na plataforma' } } },
    ]);
    assert.equal(config.Origins.length, 1);
    // the tenant's shop at its platform host, which the wildcard certificate names
    assert.equal(config.Origins[0].DomainName, '{{subdomain}}.vitrine.com.br');
    assert.equal(config.Origins[0].CustomOriginConfig.OriginProtocolPolicy, 'https-only');
  });

  it("has the platform's wildcard certificate (us-east-1) as default, TLS 1.2 or newer, HTTP redirected, behind the WAF", () => {
    assert.match(JSON.stringify(config.ViewerCertificate.AcmCertificateArn), /Wildcard/);
    assert.equal(config.ViewerCertificate.SslSupportMethod, 'sni-only');
    assert.equal(config.ViewerCertificate.MinimumProtocolVersion, 'TLSv1.2_2021');
    assert.equal(config.DefaultCacheBehavior.ViewerProtocolPolicy, 'redirect-to-https');
    assert.ok(config.WebACLId);
  });

  it('caches nothing and forwards everything but Host (the platform CDN behind it caches per shop host)', () => {
    assert.equal(config.DefaultCacheBehavior.CachePolicyId, CACHING_DISABLED);
    assert.equal(config.DefaultCacheBehavior.OriginRequestPolicyId, ALL_VIEWER_EXCEPT_HOST);
    assert.equal(config.CacheBehaviors, undefined);
  });

  it('gives the app the distribution, its connection group and the routing endpoint shops point at', () => {
    const env = appEnvironment();
    assert.deepEqual(env.CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID, { 'Fn::GetAtt': [id, 'Id'] });
    const group = Object.keys(template.findResources('AWS::CloudFront::ConnectionGroup'));
    assert.equal(group.length, 1);
    assert.deepEqual(env.CLOUDFRONT_CONNECTION_GROUP_ID, { 'Fn::GetAtt': [group[0], 'Id'] });
    assert.deepEqual(env.CLOUDFRONT_ROUTING_ENDPOINT, { 'Fn::GetAtt': [group[0], 'RoutingEndpoint'] });
    assert.equal(resources[group[0]!].Properties.Ipv6Enabled, true);
    // shops' platform records go to the platform's CloudFront, never to the balancer
    assert.match(JSON.stringify(env.PLATFORM_TARGET), /CdnDistribution.*DomainName/);
  });

  it('lets the tasks manage distribution tenants, and create them only on this distribution', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((p: any) => p.Properties.PolicyDocument.Statement) as any[];
    const create = statements.find((s) => s.Action === 'cloudfront:CreateDistributionTenant');
    assert.ok(create, 'CreateDistributionTenant granted');
    assert.match(JSON.stringify(create.Resource), new RegExp(`distribution/",\\{"Fn::GetAtt":\\["${id}","Id"\\]`));
    const manage = statements.find((s) => Array.isArray(s.Action) && s.Action.includes('cloudfront:DeleteDistributionTenant'));
    assert.deepEqual(manage.Action.sort(), [
      'cloudfront:DeleteDistributionTenant',
      'cloudfront:GetDistributionTenant',
      'cloudfront:GetManagedCertificateDetails',
      'cloudfront:UpdateDistributionTenant',
    ]);
    assert.match(JSON.stringify(manage.Resource), /distribution-tenant\/\*/);
  });

  it('logs into the log bucket with its own prefix', () => {
    assert.equal(config.Logging.Prefix, 'cloudfront/custom-domains/');
  });
});
