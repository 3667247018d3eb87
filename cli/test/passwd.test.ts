import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../api/test/harness.ts';
import { buildUser, loginAs, PASSWORD } from '../../api/test/factories.ts';
import { messages } from '@vitrine/contract/messages';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

const getApp = useTestApp();
afterAll(removeTempHomes);

describe('vitrine passwd', () => {
  it('changes the master’s password from a script, ends their admin sessions and keeps the CLI token', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe-senha' });
    const home = tempHome();
    const login = await runCli(['login', '--api-url', app.url, '--username', 'chefe-senha', '--password-stdin'], { home, input: `${PASSWORD}\n` });
    expect(login.code, login.stderr).toBe(0);
    const browser = await loginAs(app, 'chefe-senha');

    const res = await runCli(['passwd', '--password-stdin', '--json'], { home, input: `${PASSWORD}\nsenha-nova-789\n` });
    expect(res.code, res.stderr).toBe(0);
    expect(res.json()).toEqual({ ok: true, message: messages.account.passwordChanged, ended_sessions: 1 });
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    expect((await runCli(['whoami'], { home })).code).toBe(0);
    expect((await app.client().post('/api/auth/login', { username: 'chefe-senha', password: 'senha-nova-789' })).status).toBe(200);
  });

  it('answers a wrong current password with exit 1 and the API’s message; asks for --password-stdin without a terminal', async () => {
    const app = getApp();
    await buildUser(app.deps.db, { user_type: 'master', username: 'chefe-errado' });
    const home = tempHome();
    await runCli(['login', '--api-url', app.url, '--username', 'chefe-errado', '--password-stdin'], { home, input: `${PASSWORD}\n` });
    const wrong = await runCli(['passwd', '--password-stdin'], { home, input: 'nao-e-essa\nsenha-nova-789\n' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(messages.account.wrongCurrent);
    const missing = await runCli(['passwd'], { home });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--password-stdin');
  });
});
