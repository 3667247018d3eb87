import { seededBenchDatabase } from './lib/bench-database.ts';
import { upkeepEmbedded, type UpkeepRound } from '../src/db/embedded-upkeep.ts';
import { readOptions } from './lib/args.ts';

/**
 * `npm run bench:upkeep`: how long the embedded database's upkeep (db/embedded-upkeep.ts) holds
 * PGlite, whose one connection every request waits for meanwhile. A fresh PGlite is seeded in
 * bulk and left without statistics, as a live one was before the upkeep; then its rounds: the
 * first (every table new), one with nothing due, one after a fifth of the prices edited, one after
 * a quarter more (past the vacuum threshold), and the whole database's vacuum against wraparound.
 * For each: the round's milliseconds and its longest statement. Prints; asserts nothing.
 *
 *   npm run bench:upkeep
 *   npm run bench:upkeep -- --shops 100 --products 100
 */
const options = readOptions({
  shops: { flag: 'shops', env: 'BENCH_UPKEEP_SHOPS', default: 1000, min: 1, max: 20_000, help: 'lojas' },
  products: { flag: 'products', env: 'BENCH_UPKEEP_PRODUCTS', default: 100, min: 1, max: 1000, help: 'produtos por loja' },
});

process.env.BENCH_PGLITE_NO_UPKEEP = '1';
const seeding = performance.now();
const { db, shops } = await seededBenchDatabase({ databaseUrl: undefined, schema: 'bench_upkeep', shops: options.shops, productsPerShop: options.products });
const products = shops.length * options.products;
console.log(
  `PGlite: ${shops.length} lojas × ${options.products} produtos (${products}) semeados em ${((performance.now() - seeding) / 1000).toFixed(1)} s, sem estatísticas`,
);

const show = (label: string, r: UpkeepRound) =>
  console.log(
    `${label.padEnd(52)} ${String(r.ms).padStart(6)} ms, o comando mais longo ${String(r.longestMs).padStart(5)} ms; limpas: ${r.vacuumed.join(', ') || '—'}; analisadas: ${r.analyzed.length}${r.wholeDatabase ? '; o banco inteiro' : ''}`,
  );
/** PostgreSQL writes a backend's counters at most once a second: written now, so the round sees the edits. */
const countersWritten = async () => {
  await db.raw('select pg_stat_force_next_flush()');
  await db.raw('select 1');
};

show('primeira rodada (nenhuma tabela analisada)', await upkeepEmbedded(db));
show('rodada sem nada a fazer', await upkeepEmbedded(db));
await db.raw('update products set price = price + 1 where id % 5 = 0');
await countersWritten();
show(`depois de ${Math.floor(products / 5)} preços editados (um quinto)`, await upkeepEmbedded(db));
await db.raw('update products set price = price + 1 where id % 4 = 0');
await countersWritten();
show(`depois de mais ${Math.floor(products / 4)} (um quarto)`, await upkeepEmbedded(db));
show('o banco inteiro, contra o wraparound', await upkeepEmbedded(db, { freezeMaxAge: 0 }));
await db.destroy();
