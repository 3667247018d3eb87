import type { Knex } from 'knex';

/**
 * A trashed product's pictures stop answering at once (`GET /api/images/{id}` → 404), as the
 * product does, and answer again when it is restored; their rows and bytes stay until the
 * purge (they count in the quota). Set and cleared in the same transaction as the trash move.
 */
export const name = '078-images-in-trash';

export async function up(knex: Knex) {
  await knex.schema.alterTable('images', (t) => {
    t.boolean('in_trash').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('images', (t) => {
    t.dropColumn('in_trash');
  });
}
