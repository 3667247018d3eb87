import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { Client, ClientUpdateInput } from '@vitrine/contract/clients';
import { destroySiteSessions } from '../auth/sessions.ts';
import { recordAudit } from '../audit/record.ts';
import { isPublic, type SiteRow } from '../tenancy/site-model.ts';
import { removeDeployment } from '../deploy/deploy-site.ts';
import { siteColumns } from './fields.ts';
import { translatingConflicts } from '../http/conflicts.ts';
import { getClient } from './queries.ts';
import type { Db } from '../db/connection.ts';
import { shopInTrash } from './trashed-shops.ts';

/**
 * Changes the fields the request names (the admin's username never changes). A shop switched
 * inactive loses its admins' open sessions at once; one that stops being public (or moves to
 * another subdomain) has its deployed copy taken down after the commit.
 */
export async function updateClient(ctx: UserContext, id: number, input: ClientUpdateInput, precondition?: (trx: Db) => Promise<void>): Promise<Client> {
  const { before, after } = await translatingConflicts(() =>
    ctx.db.transaction(async (trx) => {
      const before = await trx<SiteRow>('sites').where({ id }).forUpdate().first();
      if (!before || (await shopInTrash(trx, id))) throw new AppError(404, messages.clients.notFound);
      await precondition?.(trx);
      const changes = siteColumns(input);
      const [after] = await trx<SiteRow>('sites')
        .where({ id })
        .update({ ...changes, updated_at: trx.fn.now() })
        .returning('*');
      // The client's name and e-mail are also its admin's, as the client form shows them.
      const userChanges = {
        ...(input.client_name !== undefined ? { full_name: input.client_name } : {}),
        ...(input.client_email !== undefined ? { email: input.client_email } : {}),
      };
      if (Object.keys(userChanges).length) {
        await trx('users')
          .where({ site_id: id, user_type: 'store_admin' })
          .update({ ...userChanges, updated_at: trx.fn.now() });
      }
      if (before.is_active && !after!.is_active) await destroySiteSessions(trx, id);
      await recordAudit(trx, ctx, 'client.update', after!, { fields: Object.keys(changes).sort(), ...subdomainChange(before, after!) });
      return { before, after: after! };
    }),
  );
  if (isPublic(before) && (!isPublic(after) || before.subdomain !== after.subdomain)) {
    await removeDeployment(ctx.deps, before.subdomain);
  }
  return getClient(ctx, id);
}

const subdomainChange = (before: SiteRow, after: SiteRow) => (before.subdomain === after.subdomain ? {} : { previous_subdomain: before.subdomain });
