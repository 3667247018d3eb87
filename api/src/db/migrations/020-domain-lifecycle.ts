import type { Knex } from 'knex';

/**
 * A custom domain's lifecycle (domains/lifecycle.ts): pendente until its DNS points at the
 * platform, verificado once it does, ativo once the platform answers on it. Domains that
 * existed before start as pendente: the next check promotes those whose DNS is right.
 */
export const name = '020-domain-lifecycle';

export async function up(knex: Knex) {
  await knex.schema.alterTable('custom_domains', (t) => {
    t.text('status').notNullable().defaultTo('pendente');
    t.timestamp('checked_at', { useTz: true });
    t.timestamp('verified_at', { useTz: true });
    t.timestamp('activated_at', { useTz: true });
    t.text('last_error');
    t.index(['checked_at']);
  });
  await knex.raw(`alter table custom_domains add constraint custom_domains_status_check check (status in ('pendente', 'verificado', 'ativo'))`);
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('custom_domains', (t) => {
    t.dropIndex(['checked_at']);
    t.dropColumns('status', 'checked_at', 'verified_at', 'activated_at', 'last_error');
  });
}
