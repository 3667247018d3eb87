import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { synth } from './synth.ts';

const { template } = synth();
// AWS's managed policies, by their fixed ids
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER = '216adef6-5c7f-47e4-b989-5492eafa07d3';

function platformDistribution() {
  const found = Object.values(template.findResources('AWS::CloudFront::Distribution')).filter((d: any) =>
    d.Properties.DistributionConfig.Aliases?.includes('*.vitrine.com.br'),
  ) as any[];
  assert.equal(found.length, 1);
  return found[0].Properties.DistributionConfig;
}

/** The cache policy a behaviour points at (its Ref in this template). */
function cachePolicy(behavior: { CachePolicyId: unknown }) {
  const ref = (behavior.CachePolicyId as { Ref?: string }).Ref;
  assert.ok(ref, `custom cache policy expected, got ${JSON.stringify(behavior.CachePolicyId)}`);
  return (template.toJSON().Resources[ref] as any).Properties.CachePolicyConfig;
}

describe("CloudFront in front of the platform and the shops' pages", () => {
  const config = platformDistribution();
  const behaviors = Object.fromEntries(config.CacheBehaviors.map((b: any) => [b.PathPattern, b]));

  it('answers for {domain} and *.{domain}, and DNS sends both names to it', () => {
    assert.deepEqual(config.Aliases, ['vitrine.com.br', '*.vitrine.com.br']);
    const records = Object.values(template.findResources('AWS::Route53::RecordSet')) as any[];
    for (const name of ['*.vitrine.com.br.', 'vitrine.com.br.']) {
      for (const type of ['A', 'AAAA']) {
        const record = records.find((r) => r.Properties.Name === name && r.Properties.Type === type);
        assert.match(JSON.stringify(record?.Properties.AliasTarget), /CdnDistribution/, `${type} ${name}`);
      }
    }
    const sites = records.find((r) => r.Properties.Name === 'static.vitrine.com.br.' && r.Properties.Type === 'A');
    assert.match(JSON.stringify(sites?.Properties.AliasTarget), /StorageSites/);
  });

  it('reaches the load balancer over HTTPS only, with the whole request', () => {
    assert.equal(config.Origins.length, 1);
    assert.equal(config.Origins[0].CustomOriginConfig.OriginProtocolPolicy, 'https-only');
    assert.match(JSON.stringify(config.Origins[0].DomainName), /DNSName/);
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) assert.equal(b.OriginRequestPolicyId, ALL_VIEWER);
  });

  it('keys storefront pages and public reads on the Host, storing only what the app marks shareable', () => {
    const pages = cachePolicy(config.DefaultCacheBehavior);
    const key = pages.ParametersInCacheKeyAndForwardedToOrigin;
    // the same path on two shops' hosts is two entries
    assert.ok(key.HeadersConfig.Headers.includes('Host'));
    // the other ways a request names its shop, and every query (filters, ?sub=)
    assert.ok(key.HeadersConfig.Headers.includes('X-Tenant-Subdomain'));
    assert.equal(key.QueryStringsConfig.QueryStringBehavior, 'all');
    // a signed-in request (cookie or token) never shares a shopper's entry
    assert.equal(key.CookiesConfig.CookieBehavior, 'all');
    assert.ok(key.HeadersConfig.Headers.includes('Authorization'));
    // nothing stored without the app's Cache-Control (s-maxage / max-age); private and no-store honoured
    assert.equal(pages.DefaultTTL, 0);
    assert.equal(pages.MinTTL, 0);
    assert.ok(pages.MaxTTL >= 86400);
    assert.equal(key.EnableAcceptEncodingBrotli, true);
    assert.equal(key.EnableAcceptEncodingGzip, true);
    assert.deepEqual(config.DefaultCacheBehavior.CachedMethods, ['GET', 'HEAD']);
  });

  it('sends /api answers through the same host-keyed policy (private answers are never stored)', () => {
    // no /api/* behaviour of its own: the default one above, keyed by credentials too
    assert.equal(behaviors['/api/*'], undefined);
    assert.deepEqual(config.DefaultCacheBehavior.AllowedMethods.sort(), ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
  });

  it('keys images on Accept (WebP or the original format), as the app varies on it', () => {
    const images = cachePolicy(behaviors['/api/images/*']).ParametersInCacheKeyAndForwardedToOrigin;
    assert.ok(images.HeadersConfig.Headers.includes('Accept'));
    assert.equal(images.QueryStringsConfig.QueryStringBehavior, 'all'); // ?w=
  });

  it('never caches the admin', () => {
    for (const path of ['/admin', '/admin/*']) assert.equal(behaviors[path]?.CachePolicyId, CACHING_DISABLED, path);
  });
});
