import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { seed } from './seed.ts';
import { DEMO_CATEGORIES } from './demo-catalogue.ts';
import { verifyPassword } from '../auth/passwords.ts';

const getApp = useTestApp();

describe('seed', () => {
  it('makes the master and the demo kite shop once, with real images, and nothing twice', async () => {
    const app = getApp();
    const deps = { ...app.deps, config: { ...app.deps.config, demoPassword: 'demo-senha-123', masterPassword: undefined } };
    const first = await seed(deps, { demo: true });
    expect(first.demoCreated).toBe(true);
    const master = first.accounts.find((a) => a.role === 'master')!;
    expect(master.generatedPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(first.accounts.find((a) => a.role === 'demo')!.generatedPassword).toBeUndefined();

    const db = app.deps.db;
    const site = await db('sites').where({ subdomain: 'demo' }).first();
    expect(site).toMatchObject({ is_published: true, is_active: true, primary_color: '#3B82F6', secondary_color: '#1F2937', accent_color: '#F59E0B' });
    expect(site.whatsapp).toBeTruthy();
    expect(site.instagram).toBeTruthy();
    expect(site.address).toBeTruthy();
    expect(site.google_maps_url).toMatch(/^https:\/\//);

    const categories = await db('categories').where({ site_id: site.id }).pluck('name');
    expect(categories.sort()).toEqual(['Acessórios', 'Linhas', 'Pipas', 'Rabiolas', 'Varetas']);
    const products = await db('products').where({ site_id: site.id });
    expect(products.length).toBeGreaterThanOrEqual(20);
    expect(products.some((p) => p.is_promotion && Number(p.old_price) > Number(p.price))).toBe(true);
    expect(new Set(products.map((p) => p.unit))).toEqual(new Set(['unidade', 'metro', 'pacote', 'kit', 'par']));
    const withoutImage = await db('products')
      .where({ site_id: site.id })
      .whereNotExists(db('product_images').whereRaw('product_images.product_id = products.id'));
    expect(withoutImage).toEqual([]);
    const image = await db('product_images').where({ site_id: site.id }).first();
    expect(await app.deps.storage.get(`sites/${site.id}/images/${image.image_id}/w160.webp`)).toBeInstanceOf(Buffer);

    const demoUser = await db('users').where({ username: 'demo' }).first();
    expect(await verifyPassword('demo-senha-123', demoUser.password_hash)).toBe(true);

    const second = await seed(deps, { demo: true });
    expect(second.demoCreated).toBe(false);
    expect(second.accounts.every((a) => !a.generatedPassword)).toBe(true);
    expect(await db('sites').count({ n: '*' }).first()).toEqual({ n: 1 });
    expect(await db('users').count({ n: '*' }).first()).toEqual({ n: 2 });
    expect((await db('products').count({ n: '*' }).first())!.n).toBe(DEMO_CATEGORIES.flatMap((c) => c.products).length);
  }, 60_000);
});
