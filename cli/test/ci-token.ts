import type { TestApp } from '../../api/test/harness.ts';
import { buildUser } from '../../api/test/factories.ts';
import { digest } from '../../api/src/auth/secrets.ts';

/**
 * A master with an API token, as a CI job holds it, and the environment that job runs
 * `vitrine` with (CI=true: nothing is asked). The token lives 90 days, as created ones do.
 */
export async function ciToken(app: TestApp, letter = 'a') {
  const master = await buildUser(app.deps.db, { user_type: 'master' });
  const token = 'vtr_' + letter.repeat(43);
  await app.deps.db('api_tokens').insert({
    user_id: master.id,
    name: 'ci',
    token_hash: digest(app.deps.config.sessionSecret, token),
    expires_at: new Date(Date.now() + 90 * 24 * 3600 * 1000),
  });
  return { master, token, env: { CI: 'true', VITRINE_API_URL: app.url, VITRINE_TOKEN: token } };
}
