import type { Knex } from 'knex';

/**
 * Insight counters are stored clean since the clean-text rule reached the beacon
 * (contract/safe-text.ts). A counter whose subject still holds a control character or a bidi
 * override came from no shopper's search box (nobody types an ESC there): it is dropped, so
 * the dashboard and `vitrine stats` never show it.
 */
export const name = '066-insight-unsafe-subjects';

export const UNSAFE_SUBJECT = '[\\x01-\\x1f\\x7f-\\x9f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]';

export async function up(knex: Knex) {
  await knex('insight_daily').where('subject', '~', UNSAFE_SUBJECT).delete();
}

export async function down() {
  // what was dropped is not coming back
}
