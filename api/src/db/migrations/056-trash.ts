import type { Knex } from 'knex';
import { unwatchContent, watchContent } from '../content-version.ts';

/**
 * The trash ("Lixeira", docs/architecture.md "Trash"): what an owner deleted, restorable for
 * 30 days. A product or category is a snapshot of its rows (the product with its options,
 * combinations and picture links), the live rows gone in the same transaction, so no reader
 * of the catalogue needs a filter; its pictures' `images` rows and bytes stay until the
 * purge. A shop stays in `sites` (keeping its subdomain and domain), switched off, with its
 * earlier switches in the snapshot.
 */
export const name = '056-trash';

export async function up(knex: Knex) {
  await knex.schema.createTable('trash', (t) => {
    t.increments('id');
    t.integer('site_id').notNullable().references('id').inTable('sites').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.integer('item_id').notNullable();
    t.text('name').notNullable();
    t.jsonb('snapshot').notNullable();
    t.text('deleted_by');
    t.timestamp('deleted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['site_id', 'kind', 'item_id']);
    t.index(['deleted_at']);
  });
  await knex.raw(`alter table trash add constraint trash_kind check (kind in ('product', 'category', 'shop'))`);
  await watchContent(knex, 'trash');
}

export async function down(knex: Knex) {
  await unwatchContent(knex, 'trash');
  await knex.schema.dropTable('trash');
}
