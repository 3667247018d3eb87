import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { shopWithAdmin } from '../../test/factories.ts';
import { DEFAULT_DELIVERY_TEXT, DEFAULT_PAYMENT_TEXT } from '@vitrine/contract/shop-words';

const getApp = useTestApp();

const topic = (body: { contact_topics: { title: string; text: string }[] }, title: string) => body.contact_topics.find((t) => t.title === title)?.text;

describe("the contact page's payment and delivery words", () => {
  it('are neutral until the owner writes their own; shoppers read what was saved; null puts the defaults back', async () => {
    const app = getApp();
    const { client } = await shopWithAdmin(app, { subdomain: 'atelie-ana' });
    const shopper = app.client({ 'x-tenant-subdomain': 'atelie-ana' });
    const before = (await shopper.get('/api/site/info')).body;
    expect(topic(before, 'Formas de pagamento')).toBe(DEFAULT_PAYMENT_TEXT);
    expect(topic(before, 'Retirada e entrega')).toBe(DEFAULT_DELIVERY_TEXT);
    expect(JSON.stringify(before.contact_topics)).not.toMatch(/Pix|cartão|dinheiro|Retire na loja/);
    expect((await client.get('/api/config')).body).toMatchObject({ payment_text: null, delivery_text: null });

    const saved = await client.put('/api/config', {
      store_name: 'Ateliê da Ana',
      payment_text: ' Pix ou cartão em até 3x. ',
      delivery_text: 'Enviamos pelos Correios para todo o Brasil.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ payment_text: 'Pix ou cartão em até 3x.', delivery_text: 'Enviamos pelos Correios para todo o Brasil.' });
    const after = (await shopper.get('/api/site/info')).body;
    expect(topic(after, 'Formas de pagamento')).toBe('Pix ou cartão em até 3x.');
    expect(topic(after, 'Retirada e entrega')).toBe('Enviamos pelos Correios para todo o Brasil.');

    // absent keeps, null and "" reset
    expect((await client.put('/api/config', { store_name: 'Ateliê da Ana' })).body.payment_text).toBe('Pix ou cartão em até 3x.');
    const reset = await client.put('/api/config', { store_name: 'Ateliê da Ana', payment_text: null, delivery_text: '' });
    expect(reset.body).toMatchObject({ payment_text: null, delivery_text: null });
    expect(topic((await shopper.get('/api/site/info')).body, 'Formas de pagamento')).toBe(DEFAULT_PAYMENT_TEXT);
  });

  it('refuses a text over 200 characters with a pt-BR message, and lands on the admin’s own shop only', async () => {
    const app = getApp();
    const a = await shopWithAdmin(app, { subdomain: 'palavras-pag-a' });
    const b = await shopWithAdmin(app, { subdomain: 'palavras-pag-b' });
    const long = await a.client.put('/api/config', { store_name: 'A', payment_text: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.details.payment_text).toBe('Máximo de 200 caracteres.');
    await a.client.put('/api/config', { store_name: 'A', delivery_text: 'Só da A' }, { headers: { 'X-Tenant-Subdomain': 'palavras-pag-b' } });
    expect((await app.deps.db('sites').where('id', b.site.id).first()).delivery_text).toBeNull();
    expect((await app.deps.db('sites').where('id', a.site.id).first()).delivery_text).toBe('Só da A');
    expect(topic((await app.client({ 'x-tenant-subdomain': 'palavras-pag-b' }).get('/api/site/info')).body, 'Retirada e entrega')).toBe(DEFAULT_DELIVERY_TEXT);
  });
});
