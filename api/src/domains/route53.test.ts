import { describe, expect, it } from 'vitest';
import { Route53Client } from '@aws-sdk/client-route-53';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildSite, buildUser } from '../../test/factories.ts';
import { sessionUserQuery, type SessionUser } from '../auth/user-model.ts';
import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import { setupDomains } from './setup-domains.ts';

/*
 * Route 53 at its SDK boundary: the real client serialises and signs the real request, and a
 * request handler in place of the network records it and answers as Route 53 does.
 */
const getApp = useTestApp({ DNS_PROVIDER: 'route53', ROUTE53_ZONE_ID: 'Z0123456789ABC', PLATFORM_TARGET: 'lb-123.sa-east-1.elb.amazonaws.com' });

interface Seen {
  inputs: unknown[];
  requests: { method: string; path: string; body: string }[];
}

function fakeRoute53(answer: { status: number; xml: string }): { client: Route53Client; seen: Seen } {
  const seen: Seen = { inputs: [], requests: [] };
  const client = new Route53Client({
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    maxAttempts: 1,
    requestHandler: {
      handle: async (request: { method: string; path: string; body?: unknown }) => {
        seen.requests.push({ method: request.method, path: request.path, body: String(request.body ?? '') });
        return { response: { statusCode: answer.status, headers: { 'content-type': 'text/xml' }, body: Buffer.from(answer.xml) } };
      },
    } as never,
  });
  client.middlewareStack.add(
    (next) => async (args) => {
      seen.inputs.push(args.input);
      return next(args);
    },
    { step: 'initialize', name: 'recordInput' },
  );
  return { client, seen };
}

const CHANGED = `<?xml version="1.0" encoding="UTF-8"?>
<ChangeResourceRecordSetsResponse xmlns="https://route53.amazonaws.com/doc/2013-04-01/"><ChangeInfo><Id>/change/C2682N5HXP0BZ4</Id><Status>PENDING</Status><SubmittedAt>2026-01-01T00:00:00.000Z</SubmittedAt></ChangeInfo></ChangeResourceRecordSetsResponse>`;
const DENIED = `<?xml version="1.0" encoding="UTF-8"?>
<ErrorResponse xmlns="https://route53.amazonaws.com/doc/2013-04-01/"><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>User is not authorized to perform route53:ChangeResourceRecordSets</Message></Error><RequestId>r-1</RequestId></ErrorResponse>`;

async function masterContext(app: TestApp): Promise<UserContext> {
  const row = await buildUser(app.deps.db, { user_type: 'master' });
  const user: SessionUser = await sessionUserQuery(app.deps.db).where('users.id', row.id).first();
  return { db: app.deps.db, user, auth: 'session', site: null, actingAsMaster: false, deps: app.deps, ip: '127.0.0.1', requestId: 't', log: app.deps.logger };
}

describe('domain setup with DNS_PROVIDER=route53', () => {
  it('UPSERTs the shop record in ROUTE53_ZONE_ID towards PLATFORM_TARGET: the exact change batch', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana' });
    const ctx = await masterContext(app);
    const { client, seen } = fakeRoute53({ status: 200, xml: CHANGED });

    const result = await setupDomains(ctx, { subdomain: 'joana', custom_domain: 'www.pipasdajoana.com.br' }, { route53: () => client });

    expect(seen.inputs).toEqual([
      {
        HostedZoneId: 'Z0123456789ABC',
        ChangeBatch: {
          Comment: 'vitrine: joana',
          Changes: [
            {
              Action: 'UPSERT',
              ResourceRecordSet: { Name: 'joana.localhost', Type: 'CNAME', TTL: 300, ResourceRecords: [{ Value: 'lb-123.sa-east-1.elb.amazonaws.com' }] },
            },
          ],
        },
      },
    ]);
    // and that is what went over the wire
    expect(seen.requests).toHaveLength(1);
    expect(seen.requests[0]).toMatchObject({ method: 'POST', path: '/2013-04-01/hostedzone/Z0123456789ABC/rrset' });
    expect(seen.requests[0]!.body).toContain('<Action>UPSERT</Action>');
    expect(seen.requests[0]!.body).toContain('<Name>joana.localhost</Name>');

    // the platform record is applied; the custom domain lives in its owner's DNS
    expect(result).toEqual({
      ok: true,
      provider: 'route53',
      records: [
        { type: 'CNAME', name: 'joana.localhost', value: 'lb-123.sa-east-1.elb.amazonaws.com', ttl: 300, status: 'applied' },
        { type: 'CNAME', name: 'www.pipasdajoana.com.br', host: 'www', value: 'joana.localhost', ttl: 300, status: 'manual' },
      ],
    });
    expect(await app.deps.db('custom_domains').pluck('domain')).toEqual(['www.pipasdajoana.com.br']);
    const audit = await app.deps.db('audit_log').where({ action: 'domains.setup' }).first();
    expect(audit.details).toMatchObject({ provider: 'route53', route53_change: '/change/C2682N5HXP0BZ4' });
  });

  it('answers 502 with the reason when Route 53 refuses, and changes nothing', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana' });
    const ctx = await masterContext(app);
    const { client } = fakeRoute53({ status: 403, xml: DENIED });

    const err = await setupDomains(ctx, { subdomain: 'joana', custom_domain: 'www.joana.com.br' }, { route53: () => client }).catch((e: unknown) => e);

    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(502);
    expect((err as AppError).message).toContain(messages.clients.domainsFailed);
    expect((err as AppError).message).toContain('not authorized');
    expect(await app.deps.db('custom_domains')).toEqual([]);
    expect(await app.deps.db('audit_log').where({ action: 'domains.setup' })).toEqual([]);
  });

  it('uses an A record when PLATFORM_TARGET is an IP address', async () => {
    const app = getApp();
    await buildSite(app.deps.db, { subdomain: 'joana' });
    const ctx = await masterContext(app);
    ctx.deps = { ...ctx.deps, config: { ...ctx.deps.config, dns: { ...ctx.deps.config.dns, target: '203.0.113.10' } } };
    const { client, seen } = fakeRoute53({ status: 200, xml: CHANGED });
    await setupDomains(ctx, { subdomain: 'joana' }, { route53: () => client });
    expect((seen.inputs[0] as { ChangeBatch: { Changes: { ResourceRecordSet: unknown }[] } }).ChangeBatch.Changes[0]!.ResourceRecordSet).toEqual({
      Name: 'joana.localhost',
      Type: 'A',
      TTL: 300,
      ResourceRecords: [{ Value: '203.0.113.10' }],
    });
  });
});
