import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../api/test/harness.ts';
import { buildSite } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { loggedInMaster } from './logged-in.ts';
import { runCli, runInTerminal, removeTempHomes } from './run-cli.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

const loggedIn = () => loggedInMaster(getApp());
const published = async (subdomain: string) => (await getApp().deps.db('sites').where({ subdomain }).first()).is_published;

describe('vitrine publish: a shop nobody can contact needs a confirmation', () => {
  it('without a terminal: refused with what to do (exit 2); --yes publishes', { timeout: 60_000 }, async () => {
    const { app, home } = await loggedIn();
    await buildSite(app.deps.db, { subdomain: 'muda', is_published: false, whatsapp: null, instagram: null });
    const refused = await runCli(['publish', 'muda'], { home });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(messages.readiness.publishNoContact);
    expect(refused.stderr).toContain('--yes');
    expect(await published('muda')).toBe(false);

    const yes = await runCli(['publish', 'muda', '--yes'], { home });
    expect(yes.code, yes.stderr).toBe(0);
    expect(yes.stdout).toContain(messages.clients.published);
    expect(await published('muda')).toBe(true);
  });

  it('on a terminal: asks, and a "no" changes nothing; a "yes" publishes', { timeout: 60_000 }, async () => {
    const { app, home } = await loggedIn();
    await buildSite(app.deps.db, { subdomain: 'muda', is_published: false, whatsapp: null, instagram: null });
    const no = runInTerminal(['publish', 'muda'], { home });
    await no.waitFor('Publicar mesmo assim?');
    no.answer('n');
    await no.waitFor('Cancelado: nada foi alterado.');
    expect(await no.exit()).not.toBe(0);
    expect(await published('muda')).toBe(false);

    const yes = runInTerminal(['publish', 'muda'], { home });
    await yes.waitFor('Publicar mesmo assim?');
    yes.answer('s');
    await yes.waitFor(messages.clients.published);
    expect(await yes.exit()).toBe(0);
    expect(await published('muda')).toBe(true);
  });
});
