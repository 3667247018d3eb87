import type { Knex } from 'knex';

/**
 * The settings screen sends the home page's three value blocks back with every save, so a shop
 * that never touched them kept the defaults' words for good, "pelo WhatsApp" included, even a
 * shop that sells through Instagram alone. Blocks that are those defaults word for word go back
 * to null, which now reads as defaults naming the shop's own channel
 * (contract/shop-words-defaults.ts, defaultValueBlocks); a shop with WhatsApp reads the same
 * words as before. The defaults are written out here, as they were, so this migration means the
 * same whatever the contract's defaults become.
 */
export const name = '082-default-value-blocks';

const DEFAULTS_UNTIL_NOW = [
  { title: 'Atendimento direto', text: 'Tire dúvidas e combine sua compra pelo WhatsApp, com quem entende do assunto.' },
  { title: 'Qualidade garantida', text: 'Produtos escolhidos a dedo, conferidos antes de chegar até você.' },
  { title: 'Retirada ou entrega', text: 'Combine com a loja como receber o seu pedido, do jeito que for melhor para você.' },
];

export async function up(knex: Knex) {
  await knex('sites')
    .whereRaw('value_blocks = ?::jsonb', [JSON.stringify(DEFAULTS_UNTIL_NOW)])
    .update({ value_blocks: null });
}

/** Nothing to put back: for a shop with WhatsApp, null reads as the same words. */
export async function down() {}
