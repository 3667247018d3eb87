import type { UserContext } from '../http/context.ts';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type { AccessResult } from '@vitrine/contract/clients';
import { generatePassword, hashPassword } from '../auth/passwords.ts';
import { destroyUserSessions } from '../auth/sessions.ts';
import { recordAudit } from '../audit/record.ts';
import { siteUrl } from '../config/presenter.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { UserRow } from '../auth/user-model.ts';
import { translatingConflicts } from '../http/conflicts.ts';

/**
 * "Enviar acesso": the shop's admin gets a new random password and every old session of it
 * ends; the answer carries a ready pt-BR message for WhatsApp or e-mail. A shop left without
 * an admin (made by a script, say) gets one, named after its subdomain.
 */
export async function sendAccess(ctx: UserContext, id: number): Promise<AccessResult> {
  const { config } = ctx.deps;
  const password = generatePassword();
  // argon2id is slow on purpose: hash before the transaction so it holds no connection meanwhile
  const passwordHash = await hashPassword(password);

  const { site, username } = await translatingConflicts(() =>
    ctx.db.transaction(async (trx) => {
      const site = await trx<SiteRow>('sites').where({ id }).forUpdate().first();
      if (!site) throw new AppError(404, messages.clients.notFound);
      const admin = await trx<UserRow>('users').where({ site_id: id, user_type: 'store_admin' }).orderBy('id').first();
      let username: string;
      if (admin) {
        await trx('users').where({ id: admin.id }).update({ password_hash: passwordHash, password_generated: true, updated_at: trx.fn.now() });
        await destroyUserSessions(trx, admin.id);
        username = admin.username;
      } else {
        username = site.subdomain;
        await trx('users').insert({
          site_id: id,
          username,
          password_hash: passwordHash,
          password_generated: true,
          full_name: site.client_name,
          email: site.client_email,
          user_type: 'store_admin',
        });
      }
      await recordAudit(trx, ctx, 'client.access', site, { username, created_user: !admin });
      return { site, username };
    }),
  );

  const loginUrl = `${config.publicUrl}/admin/login`;
  return {
    username,
    password,
    login_url: loginUrl,
    message: messages.clients.accessMessage({
      clientName: site.client_name,
      storeName: site.store_name,
      loginUrl,
      username,
      password,
      siteUrl: siteUrl(site.subdomain, config.platformDomain, config.publicUrl),
    }),
  };
}
