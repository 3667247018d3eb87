import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { useTestApp, testConfig } from '../../test/harness.ts';
import { tempDir } from '../../test/test-db.ts';
import { createDb } from '../db/connection.ts';
import { localDiskStorage } from '../storage/local-disk.ts';
import { startServer } from '../server.ts';
import { messages } from '@vitrine/contract/messages';

const getApp = useTestApp();

describe('health', () => {
  it('runs on Node 24', async () => {
    expect(process.version).toMatch(/^v24\./);
    const res = await getApp().client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.node).toMatch(/^v24\./);
  });

  it('/readyz answers when the database does', async () => {
    const res = await getApp().client().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: 'ok' });
  });

  it('stays up with an unreachable database: /healthz 200, /readyz and the API 503', async () => {
    const dir = tempDir();
    const db = createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const server = await startServer({ config: testConfig(dir), db, storage: localDiskStorage(dir), logger: pino({ level: 'silent' }) }, 0, '127.0.0.1');
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      const api = await fetch(`${server.url}/api/site/info?sub=demo`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toEqual({ error: messages.http.unavailable });
      // the storefront draws the same answer (one error mapper) as a page for the shopper
      const page = await fetch(`${server.url}/?sub=demo`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('Loja indisponível no momento');
      expect(html).toContain(messages.http.unavailable);
    } finally {
      await server.close();
    }
  });
});
