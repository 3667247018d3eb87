import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempHome, removeTempHomes } from './run-cli.ts';

afterAll(removeTempHomes);

describe('the CLI never sends a password or token in clear to another machine', () => {
  it('refuses http:// to a non-loopback host (exit 2) and says how to fix it', async () => {
    const res = await runCli(['stats', '--api-url', 'http://vitrine.example', '--token', 'vtr_x'], { home: tempHome() });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('http:// sem criptografia');
    expect(res.stderr).toContain('https://vitrine.example');
  });

  it('--insecure lets it try (here: nobody answers, so a connection error, not a usage error)', async () => {
    expect((await runCli(['stats', '--api-url', 'http://0.0.0.0:9', '--token', 'vtr_x'], { home: tempHome() })).code).toBe(2);
    const res = await runCli(['stats', '--api-url', 'http://0.0.0.0:9', '--token', 'vtr_x', '--insecure'], { home: tempHome() });
    expect(res.code).not.toBe(2);
  });
});
