import { ChangeResourceRecordSetsCommand, Route53Client, type Change, type RRType } from '@aws-sdk/client-route-53';
import type { DnsRecord } from '@vitrine/contract/clients';

/** Route 53's API is global; its endpoint lives in us-east-1. Credentials: the SDK's chain. */
export const defaultRoute53Client = () => new Route53Client({ region: 'us-east-1' });

/** The change batch that makes the records exist with these values, whether or not they did. */
function upsertBatch(records: DnsRecord[], comment: string): { Comment: string; Changes: Change[] } {
  return {
    Comment: comment,
    Changes: records.map((r) => ({
      Action: 'UPSERT',
      ResourceRecordSet: {
        Name: r.name,
        // platform records are A, AAAA or CNAME; an ALIAS is advice for a domain owner's DNS
        Type: r.type as RRType,
        TTL: r.ttl,
        ResourceRecords: [{ Value: r.value }],
      },
    })),
  };
}

/** Sends one UPSERT batch to the hosted zone; answers Route 53's change id. */
export async function upsertRecords(client: Route53Client, zoneId: string, records: DnsRecord[], comment: string): Promise<string | undefined> {
  const out = await client.send(new ChangeResourceRecordSetsCommand({ HostedZoneId: zoneId, ChangeBatch: upsertBatch(records, comment) }));
  return out.ChangeInfo?.Id;
}
