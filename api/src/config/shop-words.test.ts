import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, shopWithAdmin } from '../../test/factories.ts';
import * as defaultBlocksMigration from '../db/migrations/082-default-value-blocks.ts';
import { DEFAULT_OPENING_HOURS, DEFAULT_VALUE_BLOCKS } from '@vitrine/contract/shop-words';

const getApp = useTestApp();

const BLOCKS = [
  { title: 'Feito à mão', text: 'Cada pipa é montada aqui na loja.' },
  { title: 'Linha sem cerol', text: 'Só vendemos linha segura.' },
  { title: 'Entrega no bairro', text: 'Entregamos na Vila Mariana de bicicleta.' },
];
const HOURS = { ...DEFAULT_OPENING_HOURS, saturday: { opens: '09:00', closes: '13:00' }, monday: null };

describe("the owner's words: hero tagline, value blocks, opening hours", () => {
  it('answer the spec defaults until the owner writes their own, and shoppers see what was saved', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app, { subdomain: 'palavras' });
    const before = await client.get('/api/config');
    expect(before.body).toMatchObject({ hero_tagline: null, value_blocks: DEFAULT_VALUE_BLOCKS, opening_hours: DEFAULT_OPENING_HOURS });

    const res = await client.put('/api/config', {
      store_name: 'Pipas da Vila',
      hero_tagline: '  Pipas que sobem fácil.  ',
      value_blocks: BLOCKS,
      opening_hours: HOURS,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hero_tagline: 'Pipas que sobem fácil.', value_blocks: BLOCKS, opening_hours: HOURS });
    const shopper = await app.client({ 'x-tenant-subdomain': 'palavras' }).get('/api/site/info');
    expect(shopper.body).toMatchObject({ hero_tagline: 'Pipas que sobem fácil.', value_blocks: BLOCKS, opening_hours: HOURS });

    // absent keeps; null (or an empty tagline) puts the defaults back
    expect((await client.put('/api/config', { store_name: 'Pipas da Vila' })).body.value_blocks).toEqual(BLOCKS);
    const reset = await client.put('/api/config', { store_name: 'Pipas da Vila', hero_tagline: '', value_blocks: null, opening_hours: null });
    expect(reset.body).toMatchObject({ hero_tagline: null, value_blocks: DEFAULT_VALUE_BLOCKS, opening_hours: DEFAULT_OPENING_HOURS });
  });

  it('refuses bad blocks and hours with 400 and a pt-BR message, changing nothing', async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app);
    for (const [body, field, message] of [
      [{ value_blocks: BLOCKS.slice(0, 2) }, 'value_blocks', 'A página inicial tem exatamente três blocos.'],
      [{ value_blocks: [...BLOCKS.slice(0, 2), { title: '', text: 'x' }] }, 'value_blocks.2.title', 'Título do bloco é obrigatório.'],
      [
        { opening_hours: { ...HOURS, sunday: { opens: '10:00', closes: '09:00' } } },
        'opening_hours.sunday',
        'Domingo: o fechamento deve ser depois da abertura.',
      ],
      [
        { opening_hours: { ...HOURS, tuesday: { opens: '25:00', closes: '26:00' } } },
        'opening_hours.tuesday.opens',
        'Terça: horário de abertura no formato 08:00.',
      ],
      [{ opening_hours: 'sempre' }, 'opening_hours', 'Envie o horário de cada dia da semana.'],
      [{ hero_tagline: 'x'.repeat(161) }, 'hero_tagline', 'Máximo de 160 caracteres.'],
    ] as const) {
      const res = await client.put('/api/config', { store_name: 'Outra', ...body });
      expect(res.status, field).toBe(400);
      expect(res.body.details[field], field).toBe(message);
    }
    const row = await app.deps.db('sites').where('id', site.id).first();
    expect(row).toMatchObject({ store_name: site.store_name, value_blocks: null, opening_hours: null, hero_tagline: null });
  });

  it("a shop without WhatsApp is not made to promise it: the default words follow the shop's channel", async () => {
    const app = getApp();
    const { client, site } = await shopWithAdmin(app, { subdomain: 'so-instagram', whatsapp: null, instagram: 'armarinho' });
    const shown = (await client.get('/api/config')).body.value_blocks;
    expect(shown[0].text).toBe('Tire dúvidas e combine sua compra pelo Instagram, com quem entende do assunto.');
    expect(shown.slice(1)).toEqual(DEFAULT_VALUE_BLOCKS.slice(1));

    // the settings screen sends the blocks back with every save, as shown: they stay the defaults
    expect((await client.put('/api/config', { store_name: 'Armarinho', instagram: 'armarinho', value_blocks: shown })).status).toBe(200);
    expect((await app.deps.db('sites').where('id', site.id).first()).value_blocks).toBeNull();
    // so the WhatsApp added in the same screen later is what they name, for the owner and the shoppers
    const added = await client.put('/api/config', { store_name: 'Armarinho', whatsapp: '(11) 98765-4321', value_blocks: shown });
    expect(added.body.value_blocks).toEqual(DEFAULT_VALUE_BLOCKS);
    const shopper = await app.client({ 'x-tenant-subdomain': 'so-instagram' }).get('/api/site/info');
    expect(shopper.body.value_blocks).toEqual(DEFAULT_VALUE_BLOCKS);
    // the owner's own words are kept as written, whatever the channel
    const own = [{ ...DEFAULT_VALUE_BLOCKS[0]!, text: 'Fale comigo pelo WhatsApp ou no balcão.' }, ...DEFAULT_VALUE_BLOCKS.slice(1)];
    expect((await client.put('/api/config', { store_name: 'Armarinho', whatsapp: null, value_blocks: own })).body.value_blocks).toEqual(own);
  });

  it('puts back to the defaults the blocks an earlier save froze word for word (migration 082)', async () => {
    const app = getApp();
    const frozen = await buildSite(app.deps.db, { whatsapp: null, instagram: 'congelada', value_blocks: JSON.stringify(DEFAULT_VALUE_BLOCKS) as never });
    const own = [{ title: 'Feito aqui', text: 'Tudo pelo WhatsApp.' }, ...DEFAULT_VALUE_BLOCKS.slice(1)];
    const written = await buildSite(app.deps.db, { value_blocks: JSON.stringify(own) as never });
    await defaultBlocksMigration.up(app.deps.db);
    expect((await app.deps.db('sites').where('id', frozen.id).first()).value_blocks).toBeNull();
    expect((await app.deps.db('sites').where('id', written.id).first()).value_blocks).toEqual(own);
    const shopper = await app.client({ 'x-tenant-subdomain': frozen.subdomain }).get('/api/site/info');
    expect(shopper.body.value_blocks[0].text).toContain('pelo Instagram');
  });

  it("a store admin's words land on their own shop only", async () => {
    const app = getApp();
    const a = await shopWithAdmin(app, { subdomain: 'palavras-a' });
    const b = await shopWithAdmin(app, { subdomain: 'palavras-b' });
    await a.client.put('/api/config', { store_name: 'A', hero_tagline: 'Só da A' }, { headers: { 'X-Tenant-Subdomain': 'palavras-b' } });
    expect((await app.deps.db('sites').where('id', b.site.id).first()).hero_tagline).toBeNull();
    expect((await app.deps.db('sites').where('id', a.site.id).first()).hero_tagline).toBe('Só da A');
  });
});
