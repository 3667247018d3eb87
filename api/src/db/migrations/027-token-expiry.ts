import type { Knex } from 'knex';

/** API tokens expire. Tokens made before this get 90 days from now, not an instant cut-off. */
export const name = '027-token-expiry';

export async function up(knex: Knex) {
  await knex.schema.alterTable('api_tokens', (t) => {
    t.timestamp('expires_at', { useTz: true });
  });
  await knex('api_tokens').update({ expires_at: knex.raw("now() + interval '90 days'") });
  await knex.raw('alter table api_tokens alter column expires_at set not null');
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('api_tokens', (t) => {
    t.dropColumn('expires_at');
  });
}
