import { createDb, type Db } from '../src/db/connection.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { searchKey } from '../src/db/search-key.ts';
import type { TenantScope } from '../src/db/scoped.ts';
import type { SiteRow } from '../src/tenancy/site-model.ts';
import { createProduct } from '../src/products/service.ts';
import { assertProductRoom, type Quotas } from '../src/quotas/checks.ts';
import { importProducts } from '../src/spreadsheet/import-products.ts';
import { exportProductsCsv } from '../src/spreadsheet/write-csv.ts';
import { readSheet } from '../src/spreadsheet/read-csv.ts';
import { readOptions } from './lib/args.ts';

/**
 * `npm run bench:csv`: a spreadsheet of 5,000 products, dry run and import,
 * on PGlite and, when DATABASE_URL is set, on that PostgreSQL (in a schema of its own,
 * dropped first and after). Each step runs as the route runs it, on one transaction, without
 * HTTP. The baseline, measured in the same run on the same database, is the same number of
 * products created one by one through the product form's path (createProduct with its quota
 * check, one transaction each, as POST /api/products does), so the ratio says what the bulk
 * path saves. Prints times; asserts nothing (docs/performance.md has figures).
 */
const options = readOptions({
  lines: { flag: 'lines', env: 'BENCH_CSV_LINES', default: 5000, min: 10, max: 10_000, help: 'linhas de produtos da planilha' },
});
const QUOTAS: Quotas = { imagesPerProduct: 10, productsPerShop: 20_000, storageBytesPerShop: 1e9, uploadsPerMinute: 60 };
const CATEGORIES = ['Pipas', 'Rabiolas', 'Linhas', 'Varetas', 'Acessórios'];

function spreadsheet(lines: number): string {
  const rows = ['nome;categoria;preco;preco_antigo;unidade;disponibilidade;destaque;descricao_curta;descricao'];
  for (let i = 0; i < lines; i++) {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const price = `${10 + (i % 90)},${String(i % 100).padStart(2, '0')}`;
    rows.push(
      [
        `${category} modelo ${i + 1}`,
        // upper case on some lines: matched to the same category, ignoring case and accents
        i % 7 === 0 ? category.toUpperCase() : category,
        price,
        i % 5 === 0 ? `${100 + (i % 50)},00` : '',
        'unidade',
        i % 11 === 0 ? 'esgotado' : 'disponivel',
        i % 13 === 0 ? 'sim' : 'não',
        'Feita à mão, resistente',
        `"Produto ${i + 1}; descrição com ""aspas""\ne duas linhas"`,
      ].join(';'),
    );
  }
  return `\ufeff${rows.join('\r\n')}\r\n`;
}

async function newShop(db: Db, subdomain: string): Promise<TenantScope> {
  const [site] = (await db('sites')
    .insert({
      subdomain,
      client_name: subdomain,
      client_email: `${subdomain}@example.com`,
      site_name: subdomain,
      store_name: subdomain,
      is_active: true,
      is_published: true,
    })
    .returning('*')) as SiteRow[];
  return { db, site: site! };
}

async function timed<T>(label: string, rows: Array<[string, string]>, run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await run();
  const seconds = (performance.now() - started) / 1000;
  rows.push([label, `${seconds.toFixed(2)} s`]);
  return { value, seconds };
}

async function bench(name: string, db: Db) {
  const rows: Array<[string, string]> = [];
  const csv = spreadsheet(options.lines);
  const shop = await newShop(db, 'planilha');
  const inTransaction = <T>(scope: TenantScope, work: (s: TenantScope) => Promise<T>) => db.transaction((trx) => work({ ...scope, db: trx }));

  const dry = await timed(`dry run, ${options.lines} linhas novas`, rows, () =>
    inTransaction(shop, (s) => importProducts(s, QUOTAS, readSheet(csv), { dryRun: true })),
  );
  if (dry.value.errors.length) throw new Error(`the benchmark's spreadsheet has errors: ${dry.value.errors[0]!.message}`);
  const created = await timed(`importação, ${options.lines} produtos criados`, rows, () =>
    inTransaction(shop, (s) => importProducts(s, QUOTAS, readSheet(csv), { dryRun: false })),
  );
  const exported = await timed(`exportação de ${options.lines} produtos`, rows, () => exportProductsCsv(shop));
  // every price changed, as an owner raising prices in the spreadsheet would
  const raised = exported.value.replace(
    /;"(\d+),(\d\d)";("\d+,\d\d"|);unidade;/g,
    (_m, r: string, c: string, old: string) => `;"${Number(r) + 1},${c}";${old};unidade;`,
  );
  const dryUpdate = await timed(`dry run, ${options.lines} linhas alteradas`, rows, () =>
    inTransaction(shop, (s) => importProducts(s, QUOTAS, readSheet(raised), { dryRun: true })),
  );
  const updated = await timed(`importação, ${options.lines} produtos atualizados`, rows, () =>
    inTransaction(shop, (s) => importProducts(s, QUOTAS, readSheet(raised), { dryRun: false })),
  );

  // baseline: the same products through the product form's own path, one by one
  const form = await newShop(db, 'formulario');
  const categoryIds: number[] = [];
  for (const [position, category] of CATEGORIES.entries()) {
    const [row] = await db('categories')
      .insert({ site_id: form.site.id, name: category, name_key: searchKey(category), position })
      .returning('id');
    categoryIds.push(row.id);
  }
  const baseline = await timed(`referência: ${options.lines} produtos um a um (createProduct)`, rows, async () => {
    for (let i = 0; i < options.lines; i++) {
      await inTransaction(form, async (s) => {
        await assertProductRoom(s, QUOTAS);
        await createProduct(s, {
          name: `${CATEGORIES[i % CATEGORIES.length]} modelo ${i + 1}`,
          price: `${10 + (i % 90)}.${String(i % 100).padStart(2, '0')}`,
          unit: 'unidade',
          category_id: categoryIds[i % CATEGORIES.length]!,
          description: `Produto ${i + 1}`,
          short_description: 'Feita à mão, resistente',
          old_price: null,
        });
      });
    }
  });

  console.log(`\n${name}: ${options.lines} linhas (${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB)`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(52)} ${value.padStart(9)}`);
  console.log(`  criados ${created.value.created}, atualizados ${updated.value.updated} (simulação: ${dryUpdate.value.updated})`);
  console.log(`  importação × referência: ${(baseline.seconds / created.seconds).toFixed(1)}× mais rápida que um a um`);
}

async function main() {
  console.log('Máquina compartilhada e carregada: compare os números da mesma execução entre si.');
  const pglite = createDb({});
  await migrateLatest(pglite);
  await bench('PGlite', pglite);
  await pglite.destroy();
  if (process.env.DATABASE_URL) {
    const schema = 'bench_csv';
    const pg = createDb({ databaseUrl: process.env.DATABASE_URL, schema });
    await pg.raw('drop schema if exists ?? cascade', [schema]);
    await migrateLatest(pg, schema);
    try {
      await bench('PostgreSQL', pg);
    } finally {
      await pg.raw('drop schema if exists ?? cascade', [schema]);
      await pg.destroy();
    }
  }
}

await main();
