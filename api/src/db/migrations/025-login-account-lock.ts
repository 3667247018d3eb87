import type { Knex } from 'knex';

/**
 * A login counter may hold a lock: the per-account counter sets `blocked_until` after repeated
 * failures, with a delay that grows at each one, whatever address they come from.
 */
export const name = '025-login-account-lock';

export async function up(knex: Knex) {
  await knex.schema.alterTable('login_attempts', (t) => {
    t.timestamp('blocked_until', { useTz: true });
    t.index(['reset_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('login_attempts', (t) => {
    t.dropIndex(['reset_at']);
    t.dropColumn('blocked_until');
  });
}
