import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildSite, buildUser } from '../../test/factories.ts';
import { findSiteById } from '../tenancy/site-model.ts';
import { createSession, userForSession } from './sessions.ts';
import { TOKEN_PREFIX, userForToken } from './api-tokens.ts';
import { digest, newSecret } from './secrets.ts';

/**
 * A store admin's shop is read by the session's own query (sessions.ts, `SessionFound`): it
 * must be the very row a query of its own would give, dates as Dates and the owner's words as
 * objects, or a screen would show something else than before.
 */
const getApp = useTestApp();
const lifetime = { idleMs: 3_600_000, maxMs: 86_400_000 };

describe('a signed-in user, with their shop', () => {
  it('gives the row findSiteById gives, to the field and its type', async () => {
    const { db, config } = getApp().deps;
    const site = await buildSite(db, { subdomain: 'com-sessao' });
    await db('sites')
      .where('id', site.id)
      .update({
        value_blocks: JSON.stringify([{ title: 'Entrega rápida', text: 'Em até 2 dias' }]),
        search_synonyms: JSON.stringify([{ word: 'papagaio', means: ['pipa'] }]),
        store_description: 'Pipas & linhas "de verdade"',
      });
    const admin = await buildUser(db, { site });
    const { token } = await createSession(db, config.sessionSecret, admin.id, lifetime, {});

    const found = await userForSession(db, config.sessionSecret, token);
    const alone = await findSiteById(db, site.id);
    expect(found?.user.id).toBe(admin.id);
    expect(found?.ownSite).toEqual(alone);
    expect(found?.ownSite?.created_at).toBeInstanceOf(Date);
    expect(found?.ownSite?.updated_at.getTime()).toBe(alone!.updated_at.getTime());
    expect(found?.ownSite?.value_blocks).toEqual([{ title: 'Entrega rápida', text: 'Em até 2 dias' }]);
  });

  it("gives a master no shop, and another shop's admin only their own", async () => {
    const { db, config } = getApp().deps;
    const master = await buildUser(db, { user_type: 'master' });
    const mine = await buildSite(db, { subdomain: 'minha-sessao' });
    await buildSite(db, { subdomain: 'outra-sessao' });
    const admin = await buildUser(db, { site: mine });
    const asMaster = await userForSession(db, config.sessionSecret, (await createSession(db, config.sessionSecret, master.id, lifetime, {})).token);
    const asAdmin = await userForSession(db, config.sessionSecret, (await createSession(db, config.sessionSecret, admin.id, lifetime, {})).token);
    expect(asMaster?.ownSite).toBeNull();
    expect(asAdmin?.ownSite?.id).toBe(mine.id);
    expect(asAdmin?.ownSite?.subdomain).toBe('minha-sessao');
  });

  it("reads an API token's shop the same way", async () => {
    const { db, config } = getApp().deps;
    const site = await buildSite(db, { subdomain: 'com-token' });
    const admin = await buildUser(db, { site });
    const token = newSecret(TOKEN_PREFIX);
    await db('api_tokens').insert({
      user_id: admin.id,
      name: 'script',
      token_hash: digest(config.sessionSecret, token),
      expires_at: new Date(Date.now() + 3_600_000),
    });
    const found = await userForToken(db, config.sessionSecret, token);
    expect(found).not.toBe('expired');
    expect(found && found !== 'expired' && found.ownSite).toEqual(await findSiteById(db, site.id));
  });
});
