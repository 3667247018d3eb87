import type { Knex } from 'knex';

/**
 * The shop's own search synonyms: [{ "term": "papagaio", "means": "pipa" }],
 * read with the shop's row by products/search.ts, so a search costs no extra query.
 * Null is no synonym.
 */
export const name = '071-search-synonyms';

export async function up(knex: Knex) {
  await knex.schema.alterTable('sites', (t) => {
    t.jsonb('search_synonyms');
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('sites', (t) => {
    t.dropColumn('search_synonyms');
  });
}
