import type { Knex } from 'knex';

/** Who did what, when. No foreign key to sites: the record outlives a deleted shop. */
export const name = '011-audit-log';

export async function up(knex: Knex) {
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id');
    t.integer('actor_user_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('actor_username');
    t.text('action').notNullable();
    t.integer('site_id');
    t.text('subdomain');
    t.jsonb('details');
    t.text('ip');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('audit_log');
}
