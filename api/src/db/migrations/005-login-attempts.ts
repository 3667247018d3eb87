import type { Knex } from 'knex';

/** Login rate-limit counters, in the database so the limit holds across processes. */
export const name = '005-login-attempts';

export async function up(knex: Knex) {
  await knex.schema.createTable('login_attempts', (t) => {
    t.text('key').primary();
    t.integer('count').notNullable();
    t.timestamp('reset_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('login_attempts');
}
