import {
  CloudFrontClient,
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  type DistributionTenant,
  GetDistributionTenantCommand,
  GetManagedCertificateDetailsCommand,
  type ManagedCertificateRequest,
  UpdateDistributionTenantCommand,
} from '@aws-sdk/client-cloudfront';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Logger } from 'pino';
import { messages } from '@vitrine/contract/messages';
import type { ReachVerdict } from './lifecycle.ts';

/** CloudFront's API is global; its endpoint lives in us-east-1. Credentials: the SDK's chain. */
export const defaultCloudFrontClient = () => new CloudFrontClient({ region: 'us-east-1' });

export type CustomDomainCdn = NonNullable<Config['customDomainCdn']>;

/** The tenant parameter the multi-tenant distribution's origin uses (infra/cdk/lib/custom-domains-cdn.ts). */
const SUBDOMAIN_PARAMETER = 'subdomain';

/** A tenant's name: unique in the account, as the domain is unique among shops. */
const tenantName = (domain: string) => `vitrine-${domain.replace(/[^a-z0-9-]/g, '-')}`.slice(0, 128);

/** Certificate states that will not become `issued` by waiting: a new request is needed. */
const CERT_FAILED = new Set(['failed', 'validation-timed-out', 'expired', 'revoked']);

/** What CloudFront said this time, stored on the domain's row. */
export interface TenantFields {
  cdn_tenant_id: string | null;
  cdn_status: string | null;
  cert_status: string | null;
}

const certificateRequest = (domain: string): ManagedCertificateRequest => ({
  ValidationTokenHost: 'cloudfront',
  PrimaryDomainName: domain,
  CertificateTransparencyLoggingPreference: 'enabled',
});

const reason = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

/**
 * One step of a verified domain on AWS: creates its distribution tenant (with a CloudFront-
 * managed certificate, validated over HTTP by CloudFront once the domain's CNAME points at the
 * connection group), or asks how the existing one is doing. The domain is served over HTTPS
 * when the tenant is `Deployed` and its domain `active`: that is the `ok` of this verdict,
 * which makes the domain `ativo`. A failed certificate is asked again on the next check.
 */
export async function followTenant(
  client: CloudFrontClient,
  cdn: CustomDomainCdn,
  row: { domain: string; cdn_tenant_id: string | null; cert_status: string | null },
  subdomain: string,
): Promise<{ reach: ReachVerdict; fields: TenantFields }> {
  const m = messages.domainLifecycle;
  const fields: TenantFields = { cdn_tenant_id: row.cdn_tenant_id, cdn_status: null, cert_status: row.cert_status };
  try {
    let tenant: DistributionTenant | undefined;
    if (!row.cdn_tenant_id) {
      const out = await client.send(
        new CreateDistributionTenantCommand({
          DistributionId: cdn.distributionId,
          Name: tenantName(row.domain),
          Domains: [{ Domain: row.domain }],
          Parameters: [{ Name: SUBDOMAIN_PARAMETER, Value: subdomain }],
          ...(cdn.connectionGroupId ? { ConnectionGroupId: cdn.connectionGroupId } : {}),
          ManagedCertificateRequest: certificateRequest(row.domain),
          Enabled: true,
        }),
      );
      tenant = out.DistributionTenant;
      fields.cdn_tenant_id = tenant?.Id ?? null;
      fields.cert_status = 'pending-validation';
    } else if (row.cert_status && CERT_FAILED.has(row.cert_status)) {
      // the last certificate will never be issued: ask for a new one (the DNS may be right now)
      const current = await client.send(new GetDistributionTenantCommand({ Identifier: row.cdn_tenant_id }));
      const out = await client.send(
        new UpdateDistributionTenantCommand({ Id: row.cdn_tenant_id, IfMatch: current.ETag, ManagedCertificateRequest: certificateRequest(row.domain) }),
      );
      tenant = out.DistributionTenant;
      fields.cert_status = 'pending-validation';
    } else {
      tenant = (await client.send(new GetDistributionTenantCommand({ Identifier: row.cdn_tenant_id }))).DistributionTenant;
    }
    fields.cdn_status = tenant?.Status ?? null;
    const domainsActive = !!tenant?.Domains?.length && tenant.Domains.every((d) => d.Status === 'active');
    if (tenant?.Status === 'Deployed' && domainsActive) {
      fields.cert_status = 'issued';
      return { reach: { ok: true }, fields };
    }
    if (fields.cdn_tenant_id && row.cdn_tenant_id) {
      const cert = await client.send(new GetManagedCertificateDetailsCommand({ Identifier: fields.cdn_tenant_id }));
      fields.cert_status = cert.ManagedCertificateDetails?.CertificateStatus ?? fields.cert_status;
    }
    if (fields.cert_status && CERT_FAILED.has(fields.cert_status)) {
      return { reach: { ok: false, message: m.certFailed(row.domain, fields.cert_status, cdn.routingEndpoint) }, fields };
    }
    if (fields.cert_status === 'pending-validation') return { reach: { ok: false, message: m.certPending(row.domain, cdn.routingEndpoint) }, fields };
    return { reach: { ok: false, message: m.cdnDeploying(row.domain) }, fields };
  } catch (err) {
    return { reach: { ok: false, message: m.cdnError(row.domain, reason(err)) }, fields };
  }
}

/**
 * Queues the tenants of domains about to be deleted, in the caller's transaction: the queue
 * and the deletion commit together, and removeQueuedTenants does the AWS side afterwards.
 */
export async function queueTenantRemovals(trx: Db, rows: { domain: string; cdn_tenant_id: string | null }[]): Promise<number> {
  const withTenant = rows.filter((r) => r.cdn_tenant_id);
  if (!withTenant.length) return 0;
  await trx('cdn_tenant_removals')
    .insert(withTenant.map((r) => ({ tenant_id: r.cdn_tenant_id, domain: r.domain })))
    .onConflict('tenant_id')
    .ignore();
  return withTenant.length;
}

/**
 * Removes queued tenants as CloudFront allows: a tenant is deleted only once disabled and
 * deployed, each change naming the version it read (IfMatch with the last ETag). A round
 * disables, a later round deletes; a tenant CloudFront no longer has is done. Answers how
 * many are still waiting.
 */
export async function removeQueuedTenants(db: Db, client: CloudFrontClient, log: Logger): Promise<number> {
  const queued: { id: number; tenant_id: string; domain: string }[] = await db('cdn_tenant_removals').orderBy('id');
  let waiting = 0;
  for (const item of queued) {
    try {
      const got = await client.send(new GetDistributionTenantCommand({ Identifier: item.tenant_id })).catch((err: unknown) => {
        if ((err as Error).name === 'EntityNotFound') return null;
        throw err;
      });
      if (got && got.DistributionTenant?.Enabled !== false) {
        await client.send(new UpdateDistributionTenantCommand({ Id: item.tenant_id, IfMatch: got.ETag, Enabled: false }));
      } else if (got && got.DistributionTenant?.Status === 'Deployed') {
        await client.send(new DeleteDistributionTenantCommand({ Id: item.tenant_id, IfMatch: got.ETag }));
        await db('cdn_tenant_removals').where({ id: item.id }).delete();
        log.info({ domain: item.domain, tenant: item.tenant_id }, 'cloudfront tenant removed');
        continue;
      } else if (!got) {
        await db('cdn_tenant_removals').where({ id: item.id }).delete();
        continue;
      }
      await db('cdn_tenant_removals').where({ id: item.id }).update({ last_error: null });
      waiting++;
    } catch (err) {
      log.error({ err, domain: item.domain, tenant: item.tenant_id }, 'cloudfront tenant removal failed');
      await db('cdn_tenant_removals')
        .where({ id: item.id })
        .update({ last_error: reason(err) });
      waiting++;
    }
  }
  return waiting;
}
