import type { Knex } from 'knex';

/**
 * The owner's words on the storefront: hero tagline, the three value blocks, the opening
 * hours. Null means "the spec's defaults" (contract/shop-words-defaults.ts), so every
 * existing shop keeps showing what it showed.
 */
export const name = '015-shop-words';

export async function up(knex: Knex) {
  await knex.schema.alterTable('sites', (t) => {
    t.text('hero_tagline');
    t.jsonb('value_blocks');
    t.jsonb('opening_hours');
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('sites', (t) => {
    t.dropColumn('hero_tagline');
    t.dropColumn('value_blocks');
    t.dropColumn('opening_hours');
  });
}
