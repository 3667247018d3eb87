import { afterAll, describe, expect, it } from 'vitest';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { startDnsServer } from '../../test/dns-server.ts';
import { publishToken } from '../../test/domain-proof.ts';
import { buildSite, masterClient } from '../../test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { checkDueDomains } from './check-domain.ts';

/*
 * CloudFront SaaS Manager at its SDK boundary, as route53.test.ts does for Route 53: the real
 * client serialises and signs each request, and a request handler in place of the network
 * records it and answers as CloudFront does (XML bodies, ETag headers). The DNS is a real
 * server on loopback; the rest is the real app on its real database.
 */
const dns = await startDnsServer();
afterAll(() => dns.close());
const ENDPOINT = 'd1234abcd.cloudfront.net';
// the CloudFront client the server uses, the fake of the test running
let cloudfront: CloudFrontClient | undefined;
const getApp = useTestApp(
  {
    CLOUDFRONT_MULTI_TENANT_DISTRIBUTION_ID: 'EMT123',
    CLOUDFRONT_CONNECTION_GROUP_ID: 'cg_2abc',
    CLOUDFRONT_ROUTING_ENDPOINT: ENDPOINT,
    DNS_RESOLVERS: dns.address,
    DOMAIN_CHECK_INTERVAL: '0',
  },
  {
    cloudfront: () => {
      if (!cloudfront) throw new Error('no CloudFront expected here');
      return cloudfront;
    },
  },
);
const DOMAIN = 'www.docesdamaria.com.br';

interface Sent {
  command: string;
  input: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}
type Answer = { status: number; xml?: string; etag?: string };

/** A CloudFront that answers each command from a script (first come, first served) and records what it got. */
function fakeCloudFront(script: Partial<Record<string, Answer[]>>) {
  const sent: Sent[] = [];
  let last: { command: string; input: Record<string, unknown> } | undefined;
  const client = new CloudFrontClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    maxAttempts: 1,
    requestHandler: {
      handle: async (request: { method: string; path: string; headers: Record<string, string>; body?: unknown }) => {
        sent.push({ ...last!, method: request.method, path: request.path, headers: request.headers, body: String(request.body ?? '') });
        const answer = script[last!.command]?.shift();
        if (!answer) throw new Error(`unexpected ${last!.command}`);
        const headers: Record<string, string> = { 'content-type': 'text/xml' };
        if (answer.etag) headers.etag = answer.etag;
        return { response: { statusCode: answer.status, headers, body: Buffer.from(answer.xml ?? '') } };
      },
    } as never,
  });
  client.middlewareStack.add(
    (next, context) => async (args) => {
      last = { command: String(context.commandName).replace(/Command$/, ''), input: args.input as Record<string, unknown> };
      return next(args);
    },
    { step: 'initialize', name: 'recordInput' },
  );
  return { client, sent, commands: () => sent.map((s) => s.command) };
}

const NS = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';
function tenantXml(t: { status: 'InProgress' | 'Deployed'; domainStatus: 'active' | 'inactive'; enabled?: boolean }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<DistributionTenant xmlns="${NS}"><Id>dt_2wjDZi3hD1ivOXf6rpZJOSNE1AB</Id><DistributionId>EMT123</DistributionId><Name>vitrine-www-docesdamaria-com-br</Name><Arn>arn:aws:cloudfront::123456789012:distribution-tenant/dt_2wjDZi3hD1ivOXf6rpZJOSNE1AB</Arn><Domains><member><Domain>${DOMAIN}</Domain><Status>${t.domainStatus}</Status></member></Domains><ConnectionGroupId>cg_2abc</ConnectionGroupId><Enabled>${t.enabled ?? true}</Enabled><Status>${t.status}</Status></DistributionTenant>`;
}
const certXml = (status: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><ManagedCertificateDetails xmlns="${NS}"><CertificateArn>arn:aws:acm:us-east-1:123456789012:certificate/abc</CertificateArn><CertificateStatus>${status}</CertificateStatus><ValidationTokenHost>cloudfront</ValidationTokenHost></ManagedCertificateDetails>`;
const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse xmlns="${NS}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>r-1</RequestId></ErrorResponse>`;
const TENANT = 'dt_2wjDZi3hD1ivOXf6rpZJOSNE1AB';

async function verifiedShop(app: TestApp) {
  await buildSite(app.deps.db, { subdomain: 'maria', store_name: 'Doces da Maria' });
  const { client: master } = await masterClient(app);
  expect((await master.post('/api/master/domains/setup', { subdomain: 'maria', custom_domain: DOMAIN })).status).toBe(200);
  dns.set(DOMAIN, [{ CNAME: ENDPOINT }]);
  // the connection group's name is every shop's: the TXT token proves the domain is this one's
  await publishToken(dns, app.deps.db, DOMAIN);
  return master;
}

/** One periodic round of the server (checkDueDomains), CloudFront being `client`. */
const round = (app: TestApp, client: CloudFrontClient) => {
  cloudfront = client;
  return checkDueDomains(app.deps);
};
const domainRow = (app: TestApp) => app.deps.db('custom_domains').where({ domain: DOMAIN }).first();

describe('a verified custom domain on AWS gets a CloudFront distribution tenant', () => {
  it('creates the tenant with a CloudFront-managed certificate: the exact command, then follows it InProgress → Deployed → ativo', async () => {
    const app = getApp();
    cloudfront = undefined;
    const master = await verifiedShop(app);
    const cf = fakeCloudFront({
      CreateDistributionTenant: [{ status: 201, xml: tenantXml({ status: 'InProgress', domainStatus: 'inactive' }), etag: 'E1' }],
      GetDistributionTenant: [
        { status: 200, xml: tenantXml({ status: 'InProgress', domainStatus: 'inactive' }), etag: 'E1' },
        { status: 200, xml: tenantXml({ status: 'Deployed', domainStatus: 'active' }), etag: 'E2' },
      ],
      GetManagedCertificateDetails: [{ status: 200, xml: certXml('pending-validation') }],
    });

    // round 1: the DNS points at the connection group → the tenant is created
    await round(app, cf.client);
    expect(cf.commands()).toEqual(['CreateDistributionTenant']);
    expect(cf.sent[0]!.input).toEqual({
      DistributionId: 'EMT123',
      Name: 'vitrine-www-docesdamaria-com-br',
      Domains: [{ Domain: DOMAIN }],
      Parameters: [{ Name: 'subdomain', Value: 'maria' }],
      ConnectionGroupId: 'cg_2abc',
      ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront', PrimaryDomainName: DOMAIN, CertificateTransparencyLoggingPreference: 'enabled' },
      Enabled: true,
    });
    expect(cf.sent[0]).toMatchObject({ method: 'POST', path: '/2020-05-31/distribution-tenant' });
    expect(cf.sent[0]!.body).toContain(`<Domain>${DOMAIN}</Domain>`);
    expect(cf.sent[0]!.body).toContain('<ValidationTokenHost>cloudfront</ValidationTokenHost>');
    expect(await domainRow(app)).toMatchObject({ status: 'verificado', cdn_tenant_id: TENANT, cdn_status: 'InProgress', cert_status: 'pending-validation' });
    let state = (await master.get('/api/master/domains/maria')).body;
    expect(state.status).toBe('verificado');
    expect(state.expected_target).toBe(ENDPOINT);
    expect(state.steps.map((s: { key: string; state: string }) => [s.key, s.state])).toEqual([
      ['dns', 'feito'],
      ['https', 'em_andamento'],
      ['active', 'pendente'],
    ]);
    expect(state.steps[1].detail).toBe(messages.domainLifecycle.certPending(DOMAIN, ENDPOINT));
    // links stay on the subdomain until the tenant is deployed
    expect(state.canonical_url).toBe('http://maria.localhost:3000');

    // round 2: still in progress, certificate pending validation
    await round(app, cf.client);
    expect(cf.commands().slice(1)).toEqual(['GetDistributionTenant', 'GetManagedCertificateDetails']);
    expect(cf.sent[1]).toMatchObject({ input: { Identifier: TENANT }, method: 'GET', path: `/2020-05-31/distribution-tenant/${TENANT}` });
    expect(cf.sent[2]!.input).toEqual({ Identifier: TENANT });
    expect(await domainRow(app)).toMatchObject({ status: 'verificado', cdn_status: 'InProgress', cert_status: 'pending-validation' });

    // round 3: deployed and the domain active → ativo; links use the domain
    await round(app, cf.client);
    expect(cf.commands().slice(3)).toEqual(['GetDistributionTenant']);
    expect(await domainRow(app)).toMatchObject({ status: 'ativo', cdn_status: 'Deployed', cert_status: 'issued', last_error: null });
    state = (await master.get('/api/master/domains/maria')).body;
    expect(state.steps.every((s: { done: boolean }) => s.done)).toBe(true);
    expect(state.canonical_url).toBe(`http://${DOMAIN}:3000`);
  });

  it('shows a failed certificate as a pt-BR state with what to do, and asks for a new one on the next check', async () => {
    const app = getApp();
    const master = await verifiedShop(app);
    await app.deps
      .db('custom_domains')
      .where({ domain: DOMAIN })
      .update({ cdn_tenant_id: TENANT, cdn_status: 'InProgress', cert_status: 'pending-validation' });
    const cf = fakeCloudFront({
      GetDistributionTenant: [
        { status: 200, xml: tenantXml({ status: 'InProgress', domainStatus: 'inactive' }), etag: 'E4' },
        { status: 200, xml: tenantXml({ status: 'InProgress', domainStatus: 'inactive' }), etag: 'E4' },
      ],
      GetManagedCertificateDetails: [
        { status: 200, xml: certXml('validation-timed-out') },
        { status: 200, xml: certXml('pending-validation') },
      ],
      UpdateDistributionTenant: [{ status: 200, xml: tenantXml({ status: 'InProgress', domainStatus: 'inactive' }), etag: 'E5' }],
    });

    await round(app, cf.client);
    const state = (await master.get('/api/master/domains/maria')).body;
    const https = state.steps.find((s: { key: string }) => s.key === 'https');
    expect(https).toMatchObject({
      state: 'falhou',
      state_label: 'Com problema',
      detail: messages.domainLifecycle.certFailed(DOMAIN, 'validation-timed-out', ENDPOINT),
    });
    expect(https.detail).toContain('verifique de novo');
    expect(state.status).toBe('verificado');

    // "Verificar agora": a new certificate is requested on the version just read
    await round(app, cf.client);
    expect(cf.commands().slice(2)).toEqual(['GetDistributionTenant', 'UpdateDistributionTenant', 'GetManagedCertificateDetails']);
    expect(cf.sent[3]!.input).toEqual({
      Id: TENANT,
      IfMatch: 'E4',
      ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront', PrimaryDomainName: DOMAIN, CertificateTransparencyLoggingPreference: 'enabled' },
    });
    expect(cf.sent[3]!.headers['if-match']).toBe('E4');
    expect(await domainRow(app)).toMatchObject({ status: 'verificado', cert_status: 'pending-validation' });
  });

  it('keeps the domain verificado with the reason when CloudFront refuses, and creates nothing twice', async () => {
    const app = getApp();
    await verifiedShop(app);
    const cf = fakeCloudFront({
      CreateDistributionTenant: [
        { status: 409, xml: errorXml('CNAMEAlreadyExists', 'One or more of the CNAMEs you provided are already associated with a different resource.') },
      ],
    });
    await round(app, cf.client);
    const row = await domainRow(app);
    expect(row).toMatchObject({ status: 'verificado', cdn_tenant_id: null });
    expect(row.last_error).toBe(
      messages.domainLifecycle.cdnError(DOMAIN, 'CNAMEAlreadyExists: One or more of the CNAMEs you provided are already associated with a different resource.'),
    );
  });

  it('creates no tenant while the DNS does not point at the connection group', async () => {
    const app = getApp();
    const master = await verifiedShop(app);
    dns.set(DOMAIN, [{ CNAME: 'maria.localhost' }]);
    const cf = fakeCloudFront({});
    await round(app, cf.client);
    expect(cf.commands()).toEqual([]);
    const state = (await master.get('/api/master/domains/maria')).body;
    expect(state.status).toBe('pendente');
    expect(state.steps[0]).toMatchObject({ key: 'dns', state: 'falhou' });
    // the connection group's name is shared: the CNAME to it comes with the TXT token
    expect(state.records.map((r: { type: string; value: string }) => [r.type, r.value])).toEqual([
      ['CNAME', ENDPOINT],
      ['TXT', state.verification.value],
    ]);
    expect(state.steps[0].detail).toContain(messages.domainLifecycle.recordToCreate('CNAME', DOMAIN, ENDPOINT));
  });
});

describe('removing the domain (or the shop) removes its tenant', () => {
  it('disables it with IfMatch, then deletes it with the new ETag once CloudFront has deployed the change', async () => {
    const app = getApp();
    const master = await verifiedShop(app);
    await app.deps
      .db('custom_domains')
      .where({ domain: DOMAIN })
      .update({ cdn_tenant_id: TENANT, status: 'ativo', cdn_status: 'Deployed', cert_status: 'issued' });
    const cf = fakeCloudFront({
      GetDistributionTenant: [
        { status: 200, xml: tenantXml({ status: 'Deployed', domainStatus: 'active' }), etag: 'E7' },
        { status: 200, xml: tenantXml({ status: 'InProgress', domainStatus: 'active', enabled: false }), etag: 'E8' },
        { status: 200, xml: tenantXml({ status: 'Deployed', domainStatus: 'active', enabled: false }), etag: 'E8' },
      ],
      UpdateDistributionTenant: [{ status: 200, xml: tenantXml({ status: 'InProgress', domainStatus: 'active', enabled: false }), etag: 'E8' }],
      DeleteDistributionTenant: [{ status: 204 }],
    });
    cloudfront = cf.client;
    // the master removes the domain: the row goes, the tenant is queued and disabled at once
    expect((await master.post('/api/master/domains/setup', { subdomain: 'maria', custom_domain: null })).status).toBe(200);
    expect(await app.deps.db('custom_domains')).toEqual([]);
    expect(cf.commands()).toEqual(['GetDistributionTenant', 'UpdateDistributionTenant']); // enabled → disabled, on the version read
    expect(cf.sent[1]!.input).toEqual({ Id: TENANT, IfMatch: 'E7', Enabled: false });
    expect(cf.sent[1]).toMatchObject({ method: 'PUT', path: `/2020-05-31/distribution-tenant/${TENANT}` });
    expect(cf.sent[1]!.body).toContain('<Enabled>false</Enabled>');

    // disabled but not deployed yet: it waits in the queue for a later round
    await round(app, cf.client);
    expect(cf.commands().slice(2)).toEqual(['GetDistributionTenant']);
    expect(await app.deps.db('cdn_tenant_removals').pluck('tenant_id')).toEqual([TENANT]);

    await round(app, cf.client); // disabled and deployed → delete with the latest ETag
    expect(cf.commands().slice(3)).toEqual(['GetDistributionTenant', 'DeleteDistributionTenant']);
    expect(cf.sent[4]).toMatchObject({ input: { Id: TENANT, IfMatch: 'E8' }, method: 'DELETE', path: `/2020-05-31/distribution-tenant/${TENANT}` });
    expect(await app.deps.db('cdn_tenant_removals')).toEqual([]);
  });

  it('queues the tenant of a deleted shop, and forgets one CloudFront no longer has', async () => {
    const app = getApp();
    const master = await verifiedShop(app);
    await app.deps.db('custom_domains').where({ domain: DOMAIN }).update({ cdn_tenant_id: TENANT });
    const site = await app.deps.db('sites').where({ subdomain: 'maria' }).first();
    const cf = fakeCloudFront({ GetDistributionTenant: [{ status: 404, xml: errorXml('EntityNotFound', 'The distribution tenant does not exist.') }] });
    cloudfront = cf.client;
    expect((await master.delete(`/api/master/clients/${site.id}`)).status).toBeLessThan(300);
    expect(cf.commands()).toEqual([]); // in the trash the domain stays reserved, its tenant too
    expect((await master.delete(`/api/master/trash/clients/${site.id}`)).status).toBe(204);
    // queued with the shop's purge, then asked after it: CloudFront no longer has it
    expect(cf.commands()).toEqual(['GetDistributionTenant']);
    expect(cf.sent[0]!.input).toEqual({ Identifier: TENANT });
    expect(await app.deps.db('cdn_tenant_removals')).toEqual([]);
  });
});
