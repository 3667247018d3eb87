import type { Knex } from 'knex';

/**
 * Whether a user's password is one the platform generated (the seed, a new client without a
 * password, "Enviar acesso"): it travelled in a message or a file, so the admin asks its owner
 * to change it at the next login. Cleared when the user sets their own in Minha conta.
 * Existing users start false: nobody is nagged about a password that may already be theirs.
 */
export const name = '075-password-generated';

export async function up(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('password_generated').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('password_generated');
  });
}
