import type { Db } from '../../api/src/db/connection.ts';
import { buildCategory, buildProduct, buildSite } from '../../api/test/factories.ts';
import { saveProductOptions } from '../../api/src/variants/save-options.ts';

/**
 * Test helper: a shop that sells no kite, "Ateliê da Ana", handbags: categories
 * Bolsas, Carteiras and an empty Mochilas; a bag sold in Tamanho P/G and Cor Preta/Caramelo
 * (G/Preta sold out), a starred wallet, and nothing kite-like anywhere.
 */
export async function bagShop(db: Db, subdomain = 'atelie-ana') {
  const site = await buildSite(db, {
    subdomain,
    store_name: 'Ateliê da Ana',
    site_name: 'Ateliê da Ana',
    store_description: 'Bolsas de couro feitas à mão em Belo Horizonte.',
    whatsapp: '5531987654321',
    instagram: 'ateliedaana',
    address: 'Rua dos Guajajaras, 40',
    city: 'Belo Horizonte',
    state: 'MG',
  });
  const bags = await buildCategory(db, site, { name: 'Bolsas', description: 'Bolsas de couro para o dia a dia.' });
  const wallets = await buildCategory(db, site, { name: 'Carteiras' });
  const backpacks = await buildCategory(db, site, { name: 'Mochilas' }); // nothing in it yet: shoppers never see it
  const bag = await buildProduct(db, site, bags, { name: 'Bolsa Tiracolo Ana', description: 'Couro legítimo, alça regulável.', price: '120.00' });
  await buildProduct(db, site, bags, { name: 'Bolsa Sacola Lisa', price: '180.00' });
  const wallet = await buildProduct(db, site, wallets, { name: 'Carteira Slim', price: '60.00' });
  await db('products').where({ id: wallet.id }).update({ is_featured: true });
  await db.transaction((trx) =>
    saveProductOptions({ db: trx, site }, bag.id, {
      options: [
        { name: 'Tamanho', values: ['P', 'G'] },
        { name: 'Cor', values: ['Preta', 'Caramelo'] },
      ],
      variants: [
        { options: ['P', 'Preta'], price: '120.00', old_price: null, availability: 'disponivel' },
        { options: ['P', 'Caramelo'], price: '120.00', old_price: null, availability: 'disponivel' },
        { options: ['G', 'Preta'], price: '150.00', old_price: null, availability: 'esgotado' },
        { options: ['G', 'Caramelo'], price: '150.00', old_price: null, availability: 'disponivel' },
      ],
    }),
  );
  return { site, bags, wallets, backpacks, bag, wallet };
}

/** Words of the demo kite shop that no other shop's pages may say. */
export const KITE_WORDS = /pipa|rabiola|papagaio|cerol|carretel|vareta|🪁|🎀|🎋|pix, cartão ou dinheiro|retire na loja/i;
