import type { Knex } from 'knex';

/**
 * A token row written without an expiry (a script, an older process during a rolling
 * upgrade) still gets one: 90 days, the application's own default.
 */
export const name = '028-token-expiry-default';

export async function up(knex: Knex) {
  await knex.raw("alter table api_tokens alter column expires_at set default (now() + interval '90 days')");
}

export async function down(knex: Knex) {
  await knex.raw('alter table api_tokens alter column expires_at drop default');
}
