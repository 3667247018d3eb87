import type { UserContext } from '../http/context.ts';
import type { ClientCreateInput, ClientCreateResult } from '@vitrine/contract/clients';
import { generatePassword, hashPassword } from '../auth/passwords.ts';
import { recordAudit } from '../audit/record.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { siteColumns } from './fields.ts';
import { translatingConflicts } from '../http/conflicts.ts';
import { getClient } from './queries.ts';

/**
 * A new client: its shop (store settings take the spec's default colours from the column
 * defaults) and its admin user, in one transaction, so a failure at any step leaves nothing.
 * Without a password one is generated and answered once as `initial_password`.
 */
export async function createClient(ctx: UserContext, input: ClientCreateInput): Promise<ClientCreateResult> {
  const username = input.username ?? input.subdomain;
  const generated = input.password ? undefined : generatePassword();
  // argon2id is slow on purpose: hash before the transaction so it holds no connection meanwhile
  const passwordHash = await hashPassword(input.password ?? generated!);

  const site = await translatingConflicts(() =>
    ctx.db.transaction(async (trx) => {
      const [site] = await trx<SiteRow>('sites')
        .insert({ is_active: true, is_published: false, ...siteColumns(input) })
        .returning('*');
      await trx('users').insert({
        site_id: site!.id,
        username,
        password_hash: passwordHash,
        password_generated: !!generated,
        full_name: input.client_name,
        email: input.client_email,
        user_type: 'store_admin',
      });
      await recordAudit(trx, ctx, 'client.create', site!, { client_name: site!.client_name, username });
      return site!;
    }),
  );

  const client = await getClient(ctx, site.id);
  return generated ? { id: site.id, client, initial_password: generated } : { id: site.id, client };
}
