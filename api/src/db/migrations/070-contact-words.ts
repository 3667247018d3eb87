import type { Knex } from 'knex';

/**
 * The owner's words on the contact page: how the shop takes payment and
 * hands over orders. Null means the neutral defaults (contract/shop-words-defaults.ts), so
 * no shop is made to promise a counter or a card machine it does not have.
 */
export const name = '070-contact-words';

export async function up(knex: Knex) {
  await knex.schema.alterTable('sites', (t) => {
    t.text('payment_text');
    t.text('delivery_text');
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('sites', (t) => {
    t.dropColumn('payment_text');
    t.dropColumn('delivery_text');
  });
}
