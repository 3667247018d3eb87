import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { useTestApp, type TestApp } from '../../test/harness.ts';
import { buildCategory, buildProduct, masterClient, shopWithAdmin } from '../../test/factories.ts';
import { getWithHost, type TestClient } from '../../test/http-client.ts';
import { ResponseValidator } from '../../test/openapi-responses.ts';

/**
 * products as a spreadsheet, over real HTTP on the real database (PGlite,
 * or PostgreSQL with DATABASE_URL). The quota is small here so the test can reach it.
 */
const getApp = useTestApp({ QUOTA_PRODUCTS_PER_SHOP: '40' });

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const importCsv = (client: TestClient, body: string | Uint8Array, dryRun: boolean) =>
  client.post(`/api/store/products/import${dryRun ? '?dry_run=true' : ''}`, body, { headers: { 'content-type': 'text/csv' } });

async function kiteShop(app: TestApp, subdomain = 'pipas') {
  const { site, client } = await shopWithAdmin(app, { subdomain, store_name: `Loja ${subdomain}` });
  const kites = await buildCategory(app.deps.db, site, { name: 'Pipas' });
  const extras = await buildCategory(app.deps.db, site, { name: 'Acessórios' });
  const arraia = await buildProduct(app.deps.db, site, kites, { name: 'Pipa Arraia', price: '12.90', description: 'Linha 1\nLinha 2; com "aspas"' });
  const carretel = await buildProduct(app.deps.db, site, extras, { name: 'Carretel de madeira', price: '1234.50', old_price: '1500.00' });
  const formula = await buildProduct(app.deps.db, site, extras, { name: '=HYPERLINK("http://mal.example","clique")', price: '3.00' });
  await app.deps.db('products').where('id', formula.id).update({ availability: 'oculto', is_featured: true });
  return { site, client, kites, extras, arraia, carretel, formula };
}

const productsOf = (app: TestApp, siteId: number) =>
  app.deps
    .db('products')
    .where('site_id', siteId)
    .orderBy('id')
    .select('id', 'name', 'price', 'old_price', 'category_id', 'availability', 'is_featured', 'description');

describe('export', () => {
  it('answers a CSV a pt-BR spreadsheet opens right: BOM, ";", comma decimals, hidden products, formulas made text', async () => {
    const app = getApp();
    const { client, arraia, carretel, formula } = await kiteShop(app);

    const res = await client.get('/api/store/products/export');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="produtos-pipas.csv"');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const bytes = new Uint8Array(await (await fetch(`${app.url}/api/store/products/export`, { headers: { cookie: client.cookieHeader } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.text.split('\r\n')[0]).toBe(
      'id;slug;nome;categoria;preco;preco_antigo;unidade;disponibilidade;destaque;descricao_curta;descricao;opcao_1_nome;opcao_1_valor;opcao_2_nome;opcao_2_valor;preco_combinacao;preco_antigo_combinacao;disponibilidade_combinacao',
    );

    const rows: Record<string, string>[] = parse(res.text, { delimiter: ';', bom: true, columns: true });
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    expect(byId.get(arraia.id)).toMatchObject({
      slug: 'pipa-arraia',
      nome: 'Pipa Arraia',
      categoria: 'Pipas',
      preco: '12,90',
      preco_antigo: '',
      destaque: 'não',
    });
    expect(byId.get(arraia.id)!.descricao).toBe('Linha 1\nLinha 2; com "aspas"');
    expect(byId.get(carretel.id)).toMatchObject({ categoria: 'Acessórios', preco: '1234,50', preco_antigo: '1500,00', disponibilidade: 'disponivel' });
    expect(byId.get(formula.id)).toMatchObject({ nome: `'=HYPERLINK("http://mal.example","clique")`, disponibilidade: 'oculto', destaque: 'sim' });
  });

  it('quotes every cell holding a comma (`Pipa,=1+1` is one quoted cell), guards every formula, and a round trip keeps the text', async () => {
    const app = getApp();
    const { site, client, arraia } = await kiteShop(app);
    await app.deps.db('products').where('id', arraia.id).update({ name: 'Pipa,=1+1', short_description: '@cmd|calc, -1', description: '-1 metro' });

    const res = await client.get('/api/store/products/export');

    const line = res.text.split('\r\n').find((l) => l.startsWith(`${arraia.id};`))!;
    expect(line).toContain(';"Pipa,=1+1";');
    expect(line.endsWith(`;"'@cmd|calc, -1";'-1 metro;;;;;;;`)).toBe(true);
    for (const cells of parse(res.text, { delimiter: ';', bom: true }) as string[][]) {
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const before = await productsOf(app, site.id);
    const again = await importCsv(client, res.text, false);
    expect(again.body, JSON.stringify(again.body.lines)).toMatchObject({ updated: 0, unchanged: 3 });
    expect(await productsOf(app, site.id)).toEqual(before);
  });

  it('is for the shop’s admin and the master naming the shop; the master gets that shop’s products', async () => {
    const app = getApp();
    const { arraia } = await kiteShop(app, 'pipas');
    await kiteShop(app, 'outra');
    expect((await app.client().get('/api/store/products/export')).status).toBe(401);
    const { client: master } = await masterClient(app);
    expect((await master.get('/api/store/products/export')).status).toBe(400);
    const res = await master.get('/api/store/products/export', { headers: { 'x-tenant-subdomain': 'pipas' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain(`\r\n${arraia.id};pipa-arraia;`);
    expect(res.text.split('\r\n').filter(Boolean)).toHaveLength(4);
  });
});

describe('import', () => {
  it('round trip: export, change a price, dry run writes nothing, import writes it, the shop shows it at once', async () => {
    const app = getApp();
    const { site, client, arraia } = await kiteShop(app);
    const page = () => getWithHost(app.url, '/products', 'pipas.localhost');
    expect((await page()).text.replace(/\u00a0/g, ' ')).toContain('R$ 12,90');
    const before = await productsOf(app, site.id);

    const exported = (await client.get('/api/store/products/export')).text;
    // a price holds a comma, so it is quoted (a program splitting on commas still sees one cell)
    const edited = exported.replace(`${arraia.id};pipa-arraia;Pipa Arraia;Pipas;"12,90";`, `${arraia.id};pipa-arraia;Pipa Arraia;Pipas;"77,70";`);
    expect(edited).not.toBe(exported);

    const dry = await importCsv(client, edited, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, imported: false, separator: ';', created: 0, updated: 1, unchanged: 2, new_categories: [], errors: [] });
    expect(dry.body.lines.find((l: { id: number }) => l.id === arraia.id)).toMatchObject({ line: 2, action: 'atualizar', changes: ['preco'], errors: [] });
    expect(await productsOf(app, site.id)).toEqual(before);
    const document = (await app.client().get('/api/openapi.json')).body;
    expect(new ResponseValidator(document).problems('post', '/store/products/import', dry)).toEqual([]);

    const done = await importCsv(client, edited, false);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ dry_run: false, imported: true, created: 0, updated: 1, unchanged: 2 });
    expect(await productsOf(app, site.id)).toEqual(before.map((p) => (p.id === arraia.id ? { ...p, price: '77.70' } : p)));
    const after = (await page()).text.replace(/\u00a0/g, ' ');
    expect(after).toContain('R$ 77,70');
    expect(after).not.toContain('R$ 12,90');
    // the same file again changes nothing
    expect((await importCsv(client, edited, false)).body).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it('reads a ","-separated file without BOM, LF line ends, dot decimals and a header typed by hand; creates by name and categories once', async () => {
    const app = getApp();
    const { site, client, extras } = await kiteShop(app);
    const body = [
      'Nome,Categoria,Preço,Preço antigo,Unidade,Disponibilidade,Destaque,Descrição',
      'Rabiola de seda,ACESSORIOS,"4,50",,metro,Disponível,sim,"Seda, colorida"',
      'Linha chilena,Linhas,12.50,R$ 15,unidade,esgotado,,',
      'Carretel grande,linhas,"R$ 1.234,56",,kit,,não,',
      '',
    ].join('\n');

    const res = await importCsv(client, body, false);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ separator: ',', created: 3, updated: 0, new_categories: ['Linhas'] });
    const created = await app.deps
      .db('products')
      .where('site_id', site.id)
      .whereIn('name', ['Rabiola de seda', 'Linha chilena', 'Carretel grande'])
      .orderBy('name');
    const linhas = await app.deps.db('categories').where({ site_id: site.id, name: 'Linhas' });
    expect(linhas).toHaveLength(1);
    expect(created.map((p) => [p.name, p.price, p.old_price, p.is_promotion, p.unit, p.availability, p.is_featured, p.category_id, p.description])).toEqual([
      ['Carretel grande', '1234.56', null, false, 'kit', 'disponivel', false, linhas[0].id, null],
      ['Linha chilena', '12.50', '15.00', true, 'unidade', 'esgotado', false, linhas[0].id, null],
      ['Rabiola de seda', '4.50', null, false, 'metro', 'disponivel', true, extras.id, 'Seda, colorida'],
    ]);
    // new products go after the others in the owner's order, in the file's order
    const order = await app.deps.db('products').where('site_id', site.id).orderBy('position').pluck('name');
    expect(order.slice(-3)).toEqual(['Rabiola de seda', 'Linha chilena', 'Carretel grande']);
  });

  it('reads a Windows-1252 file (Excel’s “CSV separado por vírgulas”) and updates by slug', async () => {
    const app = getApp();
    const { site, client, carretel } = await kiteShop(app);
    const body = new TextEncoder().encode('slug;descricao_curta\r\ncarretel-de-madeira;Madeira de lei, feito à mão\r\n');
    const latin1 = Uint8Array.from(new TextDecoder().decode(body), (ch) => ch.charCodeAt(0));

    const res = await importCsv(client, latin1, false);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 1, created: 0 });
    const row = await app.deps.db('products').where({ site_id: site.id, id: carretel.id }).first();
    expect(row.short_description).toBe('Madeira de lei, feito à mão');
    expect(row.price).toBe('1234.50');
  });

  it('lists every line’s errors in pt-BR with line and column; the real import writes nothing and answers 422', async () => {
    const app = getApp();
    const { site, client, arraia } = await kiteShop(app);
    const before = await productsOf(app, site.id);
    const body = csv(
      'id;nome;categoria;preco;unidade;disponibilidade;destaque',
      `${arraia.id};Pipa Arraia;Pipas;13,90;unidade;disponivel;não`,
      ';Pipa Nova;Pipas;doze reais;unidade;;',
      ';;Pipas;1.234;caixa;talvez;depois',
      '999999;Fantasma;Pipas;1;;;',
      `${arraia.id};Pipa Arraia de novo;Pipas;1;;;`,
      ';Sem categoria;;5;;;',
      ';Linha a mais;Pipas;5;;;;sobrou',
    );

    const dry = await importCsv(client, body, true);

    expect(dry.status).toBe(200);
    const messages = dry.body.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual([
      'Linha 3, preco: Preço inválido: escreva só o valor em reais, por exemplo 12,50.',
      'Linha 4, nome: Nome do produto é obrigatório.',
      'Linha 4, preco: Preço ambíguo: "1.234" pode ser milhar ou centavos. Para milhar escreva 1.234,00; para centavos use vírgula, por exemplo 12,50.',
      'Linha 4, unidade: unidade deve ser uma de: unidade, metro, pacote, kit, par.',
      'Linha 4, disponibilidade: use disponivel, esgotado ou oculto.',
      'Linha 4, destaque: use sim ou não.',
      'Linha 5, id: nenhum produto desta loja tem o id 999999. Deixe o id e o slug vazios para criar um produto novo.',
      'Linha 6, id: este produto já aparece na linha 2.',
      'Linha 7, categoria: informe a categoria (ela é criada se ainda não existir).',
      'Linha 8: a linha tem mais células que o cabeçalho (um ; ou , a mais?).',
    ]);
    expect(dry.body.lines.map((l: { line: number; action: string }) => [l.line, l.action])).toEqual([
      [2, 'atualizar'],
      [3, 'erro'],
      [4, 'erro'],
      [5, 'erro'],
      [6, 'erro'],
      [7, 'erro'],
      [8, 'erro'],
    ]);

    const real = await importCsv(client, body, false);
    expect(real.status).toBe(422);
    expect(real.body.error).toBe('A planilha tem 10 erros: nada foi importado. Corrija e importe de novo (a simulação lista cada um).');
    expect(real.body.details['linha 3, preco']).toBe('Preço inválido: escreva só o valor em reais, por exemplo 12,50.');
    expect(await productsOf(app, site.id)).toEqual(before);
  });

  it('refuses what is no spreadsheet with a clear message, never a 500', async () => {
    const app = getApp();
    const { client } = await kiteShop(app);
    const cases: Array<[string, string | Record<string, unknown>, number, RegExp]> = [
      ['empty', '', 400, /vazia/],
      ['header only', 'nome;preco\r\n', 400, /nenhuma linha de produto/],
      ['unknown column', 'nome;preço;cor\r\nX;1;azul\r\n', 400, /Coluna desconhecida: "cor"/],
      ['repeated column', 'nome;Nome\r\nX;Y\r\n', 400, /aparece duas vezes/],
      ['unclosed quote', 'nome;preco\r\n"Pipa;1\r\nOutra;2\r\n', 400, /aspas abertas sem fechar/],
      ['JSON body', { nome: 'Pipa' }, 415, /CSV/],
    ];
    for (const [label, body, status, message] of cases) {
      const res = await client.post('/api/store/products/import?dry_run=true', body);
      expect([label, res.status], res.text).toEqual([label, status]);
      expect(res.body.error, label).toMatch(message);
    }
    const tooMany = `nome;categoria;preco\r\n${'Pipa;Pipas;1\r\n'.repeat(10_001)}`;
    expect((await importCsv(client, tooMany, true)).body.error).toBe('A planilha tem mais de 10.000 linhas de produtos. Divida-a em partes menores.');
    const huge = await importCsv(client, 'x'.repeat(11 * 1024 * 1024), true);
    expect([huge.status, huge.body.error]).toEqual([413, 'A planilha passa de 10 MB. Divida-a em partes menores.']);
    expect((await client.post('/api/store/products/import?dry_run=talvez', 'nome\r\nX\r\n', { headers: { 'content-type': 'text/csv' } })).status).toBe(400);
  });

  it('reads a 5,000-line file whole over HTTP (here the quota of 40 stops it, as one error of the file)', async () => {
    const app = getApp();
    const { client } = await kiteShop(app);
    // each description quoted, holding the separator and doubled quotes
    const lines = Array.from({ length: 5000 }, (_, i) => `Pipa ${i};Categoria ${i % 7};${i % 90},50;"Descrição ""${i}""; com separador"`);
    const res = await importCsv(client, csv('nome;categoria;preco;descricao', ...lines), true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 5000, new_categories: expect.arrayContaining(['Categoria 0', 'Categoria 6']) });
    expect(res.body.lines).toHaveLength(5000);
    expect(res.body.lines[4999]).toMatchObject({ line: 5001, action: 'criar', name: 'Pipa 4999' });
    expect(res.body.errors.map((e: { line: number | null }) => e.line)).toEqual([null]);
  });

  it('holds the products-per-shop quota: the whole file or nothing', async () => {
    const app = getApp();
    const { site, client } = await kiteShop(app);
    const lines = Array.from({ length: 38 }, (_, i) => `Pipa ${i};Pipas;${i + 1},00`);
    const body = csv('nome;categoria;preco', ...lines);

    const dry = await importCsv(client, body, true);
    expect(dry.body.errors[0]).toEqual({
      line: null,
      column: null,
      value: null,
      message:
        'A planilha traz 38 produtos novos, mas cabem só mais 37: o limite da loja é de 40 produtos (os da Lixeira contam). Tire linhas da planilha ou exclua produtos, ou fale com o administrador da plataforma.',
    });
    expect((await importCsv(client, body, false)).status).toBe(422);
    expect(Number((await app.deps.db('products').where('site_id', site.id).count({ n: '*' }).first())!.n)).toBe(3);

    expect((await importCsv(client, csv('nome;categoria;preco', ...lines.slice(0, 37)), false)).body.created).toBe(37);
  });

  it('counts the products in the Lixeira in the quota, as the form does', async () => {
    const app = getApp();
    const { client, arraia } = await kiteShop(app);
    expect((await client.delete(`/api/products/${arraia.id}`)).status).toBe(204);
    // 2 on show + 1 in the trash: room for 37, not 38
    const lines = Array.from({ length: 38 }, (_, i) => `Pipa ${i};Pipas;${i + 1},00`);
    const dry = await importCsv(client, csv('nome;categoria;preco', ...lines), true);
    expect(dry.body.errors[0].message).toContain('cabem só mais 37: o limite da loja é de 40 produtos');
    expect((await importCsv(client, csv('nome;categoria;preco', ...lines), false)).status).toBe(422);
    expect((await importCsv(client, csv('nome;categoria;preco', ...lines.slice(0, 37)), false)).body.created).toBe(37);
    // a shop already full is told so, not that one more fits
    const full = await importCsv(client, csv('nome;categoria;preco', 'Pipa nova;Pipas;5,00'), true);
    expect(full.body.errors[0].message).toBe(
      'A planilha traz 1 produto novo, mas a loja já está no limite de 40 produtos (os da Lixeira contam). Exclua produtos antes de importar, ou fale com o administrador da plataforma.',
    );
  });
});

describe('products with options', () => {
  it('keeps prices that come from the options: a changed price is an error line, other columns update and the options stay', async () => {
    const app = getApp();
    const { client, kites } = await kiteShop(app);
    const created = await client.post('/api/products', {
      name: 'Camiseta Pipa',
      price: '30,00',
      unit: 'unidade',
      category_id: kites.id,
      options: [{ name: 'Tamanho', values: ['P', 'M'] }],
      variants: [
        { options: ['P'], price: '20,00' },
        { options: ['M'], price: '25,00' },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    const changed = await importCsv(client, csv('id;preco', `${id};21,00`), true);
    expect(changed.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Linha 2, preco: o preço deste produto vem das suas opções (tamanho, cor…): mude-o em preco_combinacao ou no formulário do produto.',
    ]);

    const renamed = await importCsv(client, csv('id;nome;preco', `${id};Camiseta Pipa Azul;20,00`), false);
    expect(renamed.body).toMatchObject({ updated: 1, lines: [{ changes: ['nome'] }] });
    const product = (await client.get(`/api/products/${id}`)).body;
    expect([product.name, product.price, product.variants.map((v: { price: number }) => v.price)]).toEqual(['Camiseta Pipa Azul', 20, [20, 25]]);
  });
});

describe('products with options: one line per combination', () => {
  const HEAD =
    'id;nome;categoria;preco;opcao_1_nome;opcao_1_valor;opcao_2_nome;opcao_2_valor;preco_combinacao;preco_antigo_combinacao;disponibilidade_combinacao';
  const variantsOf = (app: TestApp, productId: number) =>
    app.deps.db('product_variants').where('product_id', productId).orderBy('position').select('options', 'price', 'old_price', 'availability');

  it('creates a product with its option types, values and combinations; its price is the cheapest combination', async () => {
    const app = getApp();
    const { client } = await kiteShop(app);
    const body = csv(
      HEAD,
      ';Camiseta Vento;Roupas;;Tamanho;P;Cor;Azul;39,90;;',
      ';Camiseta Vento;Roupas;;Tamanho;M;Cor;Azul;44,90;49,90;esgotado',
      ';Camiseta Vento;;;Tamanho;M;Cor;Preta;44,90;;oculto',
    );
    const dry = await importCsv(client, body, true);
    expect(dry.body).toMatchObject({ created: 1, combinations_created: 3, errors: [] });
    expect(dry.body.lines.map((l: { combination: string; action: string }) => [l.combination, l.action])).toEqual([
      ['P / Azul', 'criar'],
      ['M / Azul', 'criar'],
      ['M / Preta', 'criar'],
    ]);

    const done = await importCsv(client, body, false);
    expect(done.status).toBe(200);
    const id = done.body.lines[0].id as number;
    const product = (await client.get(`/api/products/${id}`)).body;
    expect(product).toMatchObject({
      name: 'Camiseta Vento',
      price: 39.9,
      options: [
        { name: 'Tamanho', values: ['P', 'M'] },
        { name: 'Cor', values: ['Azul', 'Preta'] },
      ],
    });
    expect(
      product.variants.map((v: { options: string[]; price: number; old_price: number | null; availability: string }) => [
        v.options,
        v.price,
        v.old_price,
        v.availability,
      ]),
    ).toEqual([
      [['P', 'Azul'], 39.9, null, 'disponivel'],
      [['M', 'Azul'], 44.9, 49.9, 'esgotado'],
      [['M', 'Preta'], 44.9, null, 'oculto'],
    ]);
  });

  it('export → import round-trips unchanged; a changed combination price shows old → new and is written', async () => {
    const app = getApp();
    const { site, client, kites } = await kiteShop(app);
    const created = await client.post('/api/products', {
      name: 'Pipa Raia',
      price: '1',
      unit: 'unidade',
      category_id: kites.id,
      options: [{ name: 'Tamanho', values: ['P', 'G'] }],
      variants: [
        { options: ['P'], price: '89,90' },
        { options: ['G'], price: '99,90', old_price: '120,00' },
      ],
    });
    const id = created.body.id as number;
    const before = await productsOf(app, site.id);
    const exported = (await client.get('/api/store/products/export')).text;
    const rows = exported.split('\r\n').filter((l) => l.startsWith(`${id};`));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(';Tamanho;P;;;"89,90";;disponivel');

    const same = await importCsv(client, exported, true);
    expect(same.body).toMatchObject({ updated: 0, unchanged: 4, combinations_created: 0, combinations_updated: 0, errors: [] });
    expect((await importCsv(client, exported, false)).body).toMatchObject({ updated: 0 });
    expect(await productsOf(app, site.id)).toEqual(before);

    const edited = exported.replace(';Tamanho;P;;;"89,90";', ';Tamanho;P;;;"79,90";');
    const dry = await importCsv(client, edited, true);
    const line = dry.body.lines.find((l: { id: number; combination: string }) => l.id === id && l.combination === 'P');
    expect(line).toMatchObject({ action: 'atualizar', combination_action: 'atualizar' });
    // the product's own price follows its cheapest combination: said on its first line
    expect(line.changed_values).toEqual([
      { column: 'preco', old: '89,90', new: '79,90' },
      { column: 'preco_combinacao', old: '89,90', new: '79,90' },
    ]);
    const document = (await app.client().get('/api/openapi.json')).body;
    expect(new ResponseValidator(document).problems('post', '/store/products/import', dry)).toEqual([]);

    expect((await importCsv(client, edited, false)).body).toMatchObject({ imported: true, updated: 1, combinations_updated: 1 });
    expect(await variantsOf(app, id)).toEqual([
      { options: ['P'], price: '79.90', old_price: null, availability: 'disponivel' },
      { options: ['G'], price: '99.90', old_price: '120.00', availability: 'disponivel' },
    ]);
    expect((await app.deps.db('products').where('id', id).first()).price).toBe('79.90');
  });

  it('a bad value shows as typed with its reason; lines of one product must agree; nothing is written', async () => {
    const app = getApp();
    const { site, client } = await kiteShop(app);
    const before = await productsOf(app, site.id);
    const body = csv(HEAD, ';Boné;Roupas;;Tamanho;P;;;doze;;', ';Boné;Bonés;;Tamanho;M;;;10,00;;talvez');
    const dry = await importCsv(client, body, true);
    expect(dry.body.errors.map((e: { line: number; column: string; value: string; message: string }) => [e.line, e.column, e.value, e.message])).toEqual([
      [2, 'preco_combinacao', 'doze', 'Linha 2, preco_combinacao: Preço da combinação inválido: escreva só o valor em reais, por exemplo 12,50.'],
      [3, 'categoria', 'Bonés', 'Linha 3, categoria: as linhas de um mesmo produto devem repetir o mesmo valor: aqui "Bonés", na linha 2 "Roupas".'],
      [3, 'disponibilidade_combinacao', 'talvez', 'Linha 3, disponibilidade_combinacao: use disponivel, esgotado ou oculto.'],
    ]);
    expect((await importCsv(client, body, false)).status).toBe(422);
    expect(await productsOf(app, site.id)).toEqual(before);
  });

  it('another shop’s product id in the file cannot reach its combinations', async () => {
    const app = getApp();
    const a = await kiteShop(app, 'loja-a');
    const b = await kiteShop(app, 'loja-b');
    const body = csv(HEAD, `${b.arraia.id};Pipa Arraia;Pipas;;Tamanho;P;;;1,00;;`);
    const dry = await importCsv(a.client, body, true);
    expect(dry.body.errors.map((e: { message: string }) => e.message)).toEqual([
      `Linha 2, id: nenhum produto desta loja tem o id ${b.arraia.id}. Deixe o id e o slug vazios para criar um produto novo.`,
    ]);
    expect((await importCsv(a.client, body, false)).status).toBe(422);
    expect(await app.deps.db('product_variants').where('product_id', b.arraia.id)).toEqual([]);
    expect(await app.deps.db('product_options').where('product_id', b.arraia.id)).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('an id or slug of shop B in shop A’s file is an error line; B never changes; the master imports into the shop it names', async () => {
    const app = getApp();
    const a = await kiteShop(app, 'loja-a');
    const b = await kiteShop(app, 'loja-b');
    await app.deps.db('products').where('id', b.carretel.id).update({ name: 'Carretel exclusivo de B' });
    const bBefore = await productsOf(app, b.site.id);
    const bCategories = await app.deps.db('categories').where('site_id', b.site.id).orderBy('id');

    const body = csv('id;slug;nome;categoria;preco', `${b.arraia.id};;Roubada;Pipas;0,01`, ';carretel-exclusivo-de-b;Roubada;Pipas;0,01');
    const dry = await importCsv(a.client, body, true);
    expect(dry.body.errors.map((e: { message: string }) => e.message)).toEqual([
      `Linha 2, id: nenhum produto desta loja tem o id ${b.arraia.id}. Deixe o id e o slug vazios para criar um produto novo.`,
      'Linha 3, slug: nenhum produto desta loja tem o slug "carretel-exclusivo-de-b". Deixe o id e o slug vazios para criar um produto novo.',
    ]);
    expect((await importCsv(a.client, body, false)).status).toBe(422);
    // B's header sent by A's admin changes nothing either: a store admin's shop is always their own
    expect((await importCsv(a.client.with({ 'x-tenant-subdomain': 'loja-b' }), body, false)).status).toBe(422);
    expect(await productsOf(app, b.site.id)).toEqual(bBefore);
    expect(await app.deps.db('categories').where('site_id', b.site.id).orderBy('id')).toEqual(bCategories);

    const { client: master } = await masterClient(app);
    const res = await importCsv(master.with({ 'x-tenant-subdomain': 'loja-a' }), csv('slug;preco', 'pipa-arraia;20,00'), false);
    expect(res.body).toMatchObject({ updated: 1, lines: [{ id: a.arraia.id, action: 'atualizar' }] });
    expect((await app.deps.db('products').where('id', a.arraia.id).first()).price).toBe('20.00');
    expect(await productsOf(app, b.site.id)).toEqual(bBefore);
  });
});
