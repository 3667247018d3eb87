import type { Knex } from 'knex';

/** A client and its shop are one row: the master's client fields and the shop's settings. */
export const name = '001-sites';

export async function up(knex: Knex) {
  await knex.schema.createTable('sites', (t) => {
    t.increments('id');
    t.text('subdomain').notNullable().unique();
    t.text('client_name').notNullable();
    t.text('client_email').notNullable();
    t.text('client_phone');
    t.text('site_name').notNullable();
    t.text('site_description');
    t.text('store_name').notNullable();
    t.text('store_description');
    t.text('contact_email');
    t.text('whatsapp');
    t.text('instagram');
    t.text('contact_phone');
    t.text('address');
    t.text('city');
    t.text('state');
    t.text('zip_code');
    t.text('google_maps_url');
    t.text('primary_color').notNullable().defaultTo('#3B82F6');
    t.text('secondary_color').notNullable().defaultTo('#1F2937');
    t.text('accent_color').notNullable().defaultTo('#F59E0B');
    t.text('avatar_url');
    t.uuid('store_logo');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_published').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });
  // \\? : knex.raw reads a bare ? as a binding placeholder
  await knex.raw(`alter table sites add constraint sites_subdomain_format check (subdomain ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])\\?$')`);
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('sites');
}
