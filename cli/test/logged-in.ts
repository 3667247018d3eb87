import { expect } from 'vitest';
import type { TestApp } from '../../api/test/harness.ts';
import { buildUser, PASSWORD } from '../../api/test/factories.ts';
import { runCli, tempHome } from './run-cli.ts';

/** A master logged in through `vitrine login`, in a private home: the start of every CLI journey. */
export async function loggedInMaster(app: TestApp) {
  const master = await buildUser(app.deps.db, { user_type: 'master' });
  const home = tempHome();
  const vitrine = (args: string[], input?: string) => runCli(args, { home, input });
  const login = await vitrine(['login', '--api-url', app.url, '--username', master.username, '--password-stdin'], PASSWORD);
  expect(login.code, login.stderr).toBe(0);
  return { app, vitrine, home, master };
}
