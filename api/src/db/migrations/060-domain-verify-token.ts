import type { Knex } from 'knex';

/**
 * Proof that a custom domain belongs to the shop that claims it (domains/ownership.ts): a
 * random token per domain row, which its owner publishes in a TXT record at
 * `_vitrine-verify.{domain}`. Made by the database, so every insert (and every row that
 * existed before) gets its own; 128 random bits of a v4 UUID, without dashes.
 */
export const name = '060-domain-verify-token';

export async function up(knex: Knex) {
  await knex.schema.alterTable('custom_domains', (t) => {
    t.text('verify_token').notNullable().defaultTo(knex.raw(`replace(gen_random_uuid()::text, '-', '')`));
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('custom_domains', (t) => {
    t.dropColumn('verify_token');
  });
}
