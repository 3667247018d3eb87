import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '@vitrine/contract';
import { useTestApp } from '../../api/test/harness.ts';
import { buildCategory, buildProduct, buildSite, buildUser, PASSWORD } from '../../api/test/factories.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

describe('vitrine products: a shop’s catalogue and its availability', () => {
  it('lists with the shop search, changes availability, and refuses bad input with exit codes', { timeout: 60_000 }, async () => {
    const app = getApp();
    const master = await buildUser(app.deps.db, { user_type: 'master' });
    const site = await buildSite(app.deps.db, { subdomain: 'loja-do-ze' });
    const other = await buildSite(app.deps.db, { subdomain: 'outra' });
    const kites = await buildCategory(app.deps.db, site, { name: 'Pipas' });
    const raia = await buildProduct(app.deps.db, site, kites, { name: 'Pipa Raia' });
    await buildProduct(app.deps.db, site, await buildCategory(app.deps.db, site, { name: 'Linhas' }), { name: 'Linha 10' });
    const foreign = await buildProduct(app.deps.db, other, await buildCategory(app.deps.db, other), { name: 'Pipa de Outra Loja' });
    const home = tempHome();
    const vitrine = (args: string[], input?: string) => runCli(args, { home, input });
    expect((await vitrine(['login', '--api-url', app.url, '--username', master.username, '--password-stdin'], PASSWORD)).code).toBe(0);

    const set = await vitrine(['products', 'availability', 'loja-do-ze', String(raia.id), 'esgotado', '--json']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.json<Product>()).toMatchObject({ id: raia.id, availability: 'esgotado' });

    const found = await vitrine(['products', 'list', 'loja-do-ze', '--search', 'PIPAS', '--json']);
    expect(found.code, found.stderr).toBe(0);
    expect(found.json<Product[]>().map((p) => [p.name, p.availability])).toEqual([['Pipa Raia', 'esgotado']]);

    const hidden = await vitrine(['products', 'availability', 'loja-do-ze', String(raia.id), 'oculto']);
    expect(hidden.stdout).toContain('Pipa Raia: Oculto');
    const table = await vitrine(['products', 'list', 'loja-do-ze', '--availability', 'oculto']);
    expect(table.stdout).toMatch(/Pipa Raia\s+Pipas/);
    expect(table.stdout).not.toContain('Linha 10');

    const bad = await vitrine(['products', 'availability', 'loja-do-ze', String(raia.id), 'vendido']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('disponivel, esgotado, oculto');
    // another shop's product, named through this shop, is not found
    const cross = await vitrine(['products', 'availability', 'loja-do-ze', String(foreign.id), 'oculto']);
    expect(cross.code).toBe(4);
    expect((await app.deps.db('products').where({ id: foreign.id }).first()).availability).toBe('disponivel');
  });
});
