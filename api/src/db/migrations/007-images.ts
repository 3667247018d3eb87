import type { Knex } from 'knex';

/** Stored image blobs (product photos, logos); the bytes live in the storage driver. */
export const name = '007-images';

export async function up(knex: Knex) {
  await knex.schema.createTable('images', (t) => {
    t.uuid('id').primary();
    t.integer('site_id').notNullable().references('id').inTable('sites').onDelete('CASCADE');
    t.text('storage_key').notNullable();
    t.text('content_type').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('byte_size').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['site_id', 'id']);
  });
  // A shop's logo must be one of its own images.
  await knex.raw(`alter table sites add constraint sites_store_logo_fk
    foreign key (id, store_logo) references images (site_id, id) on delete set null (store_logo)`);
}

export async function down(knex: Knex) {
  await knex.raw('alter table sites drop constraint sites_store_logo_fk');
  await knex.schema.dropTable('images');
}
