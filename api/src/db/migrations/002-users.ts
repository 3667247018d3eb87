import type { Knex } from 'knex';

export const name = '002-users';

export async function up(knex: Knex) {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.integer('site_id').references('id').inTable('sites').onDelete('CASCADE');
    t.text('username').notNullable().unique();
    t.text('password_hash').notNullable();
    t.text('full_name');
    t.text('email');
    t.text('user_type').notNullable();
    t.timestamp('last_login_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['site_id']);
  });
  // A master belongs to no shop; a store admin always to exactly one.
  await knex.raw(`alter table users add constraint users_type_site check (
    (user_type = 'master' and site_id is null) or (user_type = 'store_admin' and site_id is not null))`);
  await knex.raw(`alter table users add constraint users_username_lower check (username = lower(username))`);
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('users');
}
