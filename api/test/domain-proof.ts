import type { Db } from '../src/db/connection.ts';
import { verifyName } from '../src/domains/ownership.ts';
import type { TestDnsServer } from './dns-server.ts';

/** Publishes the domain's own token at `_vitrine-verify.{domain}`, as its owner would (docs/operations.md). */
export async function publishToken(dns: TestDnsServer, db: Db, domain: string): Promise<void> {
  const row: { verify_token: string } = await db('custom_domains').where({ domain }).first('verify_token');
  dns.set(verifyName(domain), [{ TXT: row.verify_token }]);
}
