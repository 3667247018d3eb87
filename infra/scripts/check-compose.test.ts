import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCompose, interpolate } from './check-compose.ts';

const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compose = fs.readFileSync(path.join(infra, 'compose.yaml'), 'utf8');
const envExample = fs.readFileSync(path.join(infra, '.env.example'), 'utf8');

describe('infra/compose.yaml against the Compose specification', () => {
  it('is valid, every variable it requires is in infra/.env.example, every image pinned', () => {
    assert.deepEqual(checkCompose(compose, envExample), []);
  });

  it('uses SeaweedFS for S3, with the app pointed at its gateway', () => {
    assert.match(compose, /image: chrislusf\/seaweedfs:\d+\.\d+@sha256:/);
    assert.match(compose, /S3_ENDPOINT: http:\/\/storage:8333/);
    assert.doesNotMatch(compose, /minio/i);
  });

  it('catches what `docker compose up` would refuse: an unknown key, a wrong type, an unpinned image', () => {
    const broken = compose
      .replace('restart: unless-stopped', 'restrat: unless-stopped')
      .replace('cap_drop:\n      - ALL', 'cap_drop: ALL')
      .replace(/image: postgres:[^\n]+/, 'image: postgres');
    const problems = checkCompose(broken, envExample);
    assert.ok(
      problems.some((p) => p.where === '/services/app' && /restrat/.test(p.message)),
      JSON.stringify(problems),
    );
    assert.ok(
      problems.some((p) => p.where === '/services/app/cap_drop'),
      JSON.stringify(problems),
    );
    assert.ok(
      problems.some((p) => p.where === 'services.db.image'),
      JSON.stringify(problems),
    );
  });

  it('refuses a floating major (or minor) tag, and a version without its digest', () => {
    const digest = `@sha256:${'a'.repeat(64)}`;
    const withCaddy = (image: string) => checkCompose(compose.replace(/image: caddy:[^\n]+/, `image: ${image}`), envExample).map((p) => p.where);
    for (const floating of ['caddy:2', `caddy:2${digest}`, 'caddy:2.11.4', 'caddy:latest', `caddy${digest}`, 'caddy']) {
      assert.deepEqual(withCaddy(floating), ['services.caddy.image'], floating);
    }
    for (const pinned of [`caddy:2.11.4${digest}`, `caddy:2.11${digest}`, `caddy:2.11.4-alpine${digest}`]) assert.deepEqual(withCaddy(pinned), [], pinned);
    assert.match(compose, /image: caddy:2\.\d+\.\d+@sha256:[0-9a-f]{64}/);
  });

  it('catches a service waiting for one that does not exist, and an undeclared volume', () => {
    const problems = checkCompose(
      compose
        .replace('      storage:\n        condition: service_healthy', '      storage-setup:\n        condition: service_healthy')
        .replace('- db-data:', '- pg-data:'),
      envExample,
    );
    assert.deepEqual(
      problems.map((p) => p.where),
      ['services.app.depends_on', 'services.db.volumes'],
    );
  });

  it('catches a required variable missing from infra/.env.example', () => {
    const problems = checkCompose(compose, envExample.replace(/^STORAGE_SECRET_KEY=.*$/m, ''));
    assert.ok(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's own ${VAR} syntax, not a template
      problems.some((p) => p.where === '${STORAGE_SECRET_KEY}'),
      JSON.stringify(problems),
    );
  });

  it('interpolates as Compose does', () => {
    const problems: { where: string; message: string }[] = [];
    const env = { SET: 'a', EMPTY: '' };
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's own ${VAR} syntax, not a template
    assert.equal(interpolate('${SET} ${EMPTY:-d} ${EMPTY-d} ${UNSET-d} $${SET}', env, problems), 'a d  d ${SET}');
    assert.deepEqual(problems, []);
  });
});
