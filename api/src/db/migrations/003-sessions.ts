import type { Knex } from 'knex';

/** Sessions live in the database so any number of API processes share them. */
export const name = '003-sessions';

export async function up(knex: Knex) {
  await knex.schema.createTable('sessions', (t) => {
    t.text('id').primary(); // HMAC of the cookie value, never the value itself
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.text('ip');
    t.text('user_agent');
    t.index(['user_id']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('sessions');
}
