import type { Knex } from 'knex';

/**
 * Sessions get two ends: `expires_at` now slides with use (the idle timeout) and
 * `absolute_expires_at` never moves (the longest a login lasts). Open sessions keep their
 * current end as both.
 */
export const name = '026-session-lifetime';

export async function up(knex: Knex) {
  await knex.schema.alterTable('sessions', (t) => {
    t.timestamp('absolute_expires_at', { useTz: true });
  });
  await knex('sessions').update({ absolute_expires_at: knex.ref('expires_at') });
  await knex.raw("alter table sessions alter column absolute_expires_at set default (now() + interval '30 days')");
  await knex.raw('alter table sessions alter column absolute_expires_at set not null');
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('absolute_expires_at');
  });
}
