import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../api/test/harness.ts';
import { buildSite } from '../../api/test/factories.ts';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';
import { ciToken } from './ci-token.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

async function ci() {
  const app = getApp();
  const { token } = await ciToken(app, 'p');
  const home = tempHome();
  const file = (name: string, content: unknown) => {
    const p = path.join(home, name);
    fs.writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
    return p;
  };
  const vitrine = (args: string[], input?: string) => runCli(args, { home, input, env: { CI: 'true', VITRINE_API_URL: app.url, VITRINE_TOKEN: token } });
  return { app, file, vitrine };
}

const shop = (subdomain: string, extra: Record<string, unknown> = {}) => ({
  client_name: `Cliente ${subdomain}`,
  client_email: `${subdomain}@exemplo.com`,
  store_name: `Loja ${subdomain}`,
  subdomain,
  ...extra,
});

describe('vitrine clients create --from-file', () => {
  it('provisions every shop of the file, then skips them all with --if-not-exists', async () => {
    const { app, file, vitrine } = await ci();
    const shops = file('lojas.json', [shop('pipas-norte', { contact_whatsapp: '11987654321' }), shop('pipas-sul', { password: 'senha-da-loja-1' })]);

    const first = await vitrine(['clients', 'create', '--from-file', shops, '--if-not-exists', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const report = first.json();
    expect(report).toMatchObject({ created: 2, exists: 0, failed: 0 });
    expect(report.clients.map((c: { subdomain: string; status: string }) => [c.subdomain, c.status])).toEqual([
      ['pipas-norte', 'created'],
      ['pipas-sul', 'created'],
    ]);
    expect(report.clients[0].initial_password).toBeTruthy(); // generated: shown once
    expect(report.clients[1].initial_password).toBeUndefined(); // given in the file
    const row = await app.deps.db('sites').where({ subdomain: 'pipas-norte' }).first();
    expect(row).toMatchObject({ site_name: 'Loja pipas-norte', whatsapp: '5511987654321' }); // normalised by the API's contract

    const again = await vitrine(['clients', 'create', '--from-file', shops, '--if-not-exists']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('= pipas-norte: já existe');
    expect(again.stdout).toContain('0 criadas, 2 já existiam, 0 com erro.');
    expect(await app.deps.db('sites').count({ n: '*' }).first()).toEqual({ n: 2 });
  });

  it('checks the whole file first: one bad entry, nothing created, exit 2 naming entry and field', async () => {
    const { app, file, vitrine } = await ci();
    const shops = file('lojas.json', { clients: [shop('boa'), shop('Ruim!'), shop('sem-email', { client_email: undefined }), shop('boa')] });
    const res = await vitrine(['clients', 'create', '--from-file', shops]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('nenhuma loja foi criada');
    expect(res.stderr).toContain('[1].subdomain');
    expect(res.stderr).toContain('[2].client_email');
    expect(res.stderr).toContain('[3].subdomain: Repetido');
    expect(await app.deps.db('sites').count({ n: '*' }).first()).toEqual({ n: 0 });

    expect((await vitrine(['clients', 'create', '--from-file', file('x.json', '{ nope')])).code).toBe(2);
    expect((await vitrine(['clients', 'create', '--from-file', path.join(path.dirname(shops), 'nao-existe.json')])).code).toBe(2);
  });

  it('goes on after a shop the API refuses, and exits 1 at the end', async () => {
    const { app, file, vitrine } = await ci();
    await buildSite(app.deps.db, { subdomain: 'ja-existe' });
    const res = await vitrine(['clients', 'create', '--from-file', file('lojas.json', [shop('ja-existe'), shop('nova')]), '--json']);
    expect(res.code).toBe(1);
    const report = res.json();
    expect(report).toMatchObject({ created: 1, exists: 0, failed: 1 });
    expect(report.clients[0]).toMatchObject({ subdomain: 'ja-existe', status: 'failed', error: 'Este subdomínio já está em uso. Escolha outro.' });
    expect(res.stderr).toContain('1 de 2 lojas não foi criada.');
  });

  it('reads the file from stdin with "-"', async () => {
    const { vitrine } = await ci();
    const res = await vitrine(['clients', 'create', '--from-file', '-', '--json'], JSON.stringify([shop('via-stdin')]));
    expect(res.code, res.stderr).toBe(0);
    expect(res.json().created).toBe(1);
  });
});
