import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../api/test/harness.ts';
import { buildSite } from '../../api/test/factories.ts';
import { loggedInMaster } from './logged-in.ts';
import { runInTerminal, removeTempHomes } from './run-cli.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

const loggedIn = () => loggedInMaster(getApp());

describe('vitrine on a terminal (pseudo-terminal)', () => {
  it('asks for what is missing, checks each answer as the API would, and creates the shop', { timeout: 90_000 }, async () => {
    const { app, home } = await loggedIn();
    await buildSite(app.deps.db, { subdomain: 'pipas-da-maria' }); // taken: the form must say so

    const term = runInTerminal(['clients', 'create'], { home });
    await term.waitFor('Nome completo do cliente');
    term.answer('Maria Oliveira');
    await term.waitFor('E-mail do cliente');
    term.answer('maria-sem-arroba');
    await term.waitFor('E-mail inválido.');
    term.answer('\x15maria@exemplo.com'); // Ctrl+U clears the line, as a person would retype
    await term.waitFor('Nome da loja');
    term.answer('Pipas da Maria');
    await term.waitFor('Nome do site');
    term.answer(''); // the default: the store's name
    await term.waitFor(/Subdom.nio .*\(pipas-da-maria\)/); // suggested from the name
    term.answer('');
    await term.waitFor('Este subdomínio já está em uso. Escolha outro.');
    term.answer('maria-pipas');
    await term.waitFor(/Usu.rio do administrador da loja.*\(maria-pipas\)/);
    term.answer('');
    await term.waitFor('Senha do administrador');
    term.answer('senha-da-maria-1');
    await term.waitFor('Confirme a senha');
    term.answer('senha-da-maria-1');
    await term.waitFor('Criar a loja Pipas da Maria (maria-pipas)?');
    term.answer('s');
    await term.waitFor('Cliente criado com sucesso!');
    expect(await term.exit()).toBe(0);

    const site = await app.deps.db('sites').where({ subdomain: 'maria-pipas' }).first();
    expect(site).toMatchObject({ client_name: 'Maria Oliveira', client_email: 'maria@exemplo.com', store_name: 'Pipas da Maria', site_name: 'Pipas da Maria' });
    const login = await app.client().post('/api/auth/login', { username: 'maria-pipas', password: 'senha-da-maria-1' });
    expect(login.status).toBe(200);
  });

  it('asks before deleting, and a "no" changes nothing', { timeout: 60_000 }, async () => {
    const { app, home } = await loggedIn();
    await buildSite(app.deps.db, { subdomain: 'fica', store_name: 'Loja que Fica' });
    const term = runInTerminal(['clients', 'delete', 'fica'], { home });
    await term.waitFor('Tem certeza que deseja excluir este cliente? Loja que Fica (fica)');
    term.answer('n');
    await term.waitFor('Cancelado: nada foi alterado.');
    expect(await term.exit()).toBe(130);
    expect(await app.deps.db('sites').where({ subdomain: 'fica' }).first()).toBeTruthy();
  });

  it('never asks under CI=true, even on a terminal', { timeout: 60_000 }, async () => {
    const { home } = await loggedIn();
    const term = runInTerminal(['clients', 'create'], { home, env: { CI: 'true' } });
    await term.waitFor('Faltam as opções --client-name, --email, --store-name, --subdomain.');
    expect(await term.exit()).toBe(2);
    expect(term.screen()).not.toContain('Nome completo do cliente');
  });
});
