import http from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, testConfig, workerResources, type TestApp } from '../../test/harness.ts';
import { createLogger } from '../boot.ts';
import { listenLocal } from '../../scripts/lib/listen-local.ts';
import { lazyRequestLogger } from './access-log.ts';
import { everyAnswer } from './every-answer.ts';
import { securityHeaderList } from './security-headers.ts';

/** Every line logged, parsed, the way a log shipper would read them. */
function captureLines() {
  const lines: Record<string, any>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, sink };
}

/** Waits until the line matching `test` is written (the access line follows the answer's last byte). */
async function lineWhere(lines: Record<string, any>[], test: (l: Record<string, any>) => boolean) {
  for (let i = 0; i < 200; i++) {
    const found = lines.find(test);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('linha não escrita');
}

describe('the access log of the app', () => {
  const { lines, sink } = captureLines();
  let app: TestApp;
  beforeAll(async () => {
    const { testDb, dataDir } = await workerResources();
    await testDb.reset();
    app = await startTestApp(testDb, dataDir, {}, createLogger(testConfig(dataDir, { LOG_LEVEL: 'info' }), sink));
  });
  afterAll(() => app?.server.close());
  beforeEach(() => void lines.splice(0));

  it('writes one line per answer, with the id it sent back in X-Request-Id, at warn for a 4xx', async () => {
    const ok = await app.client().get('/api/nao-existe?q=pipa');
    expect(ok.status).toBe(404);
    const id = ok.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await lineWhere(lines, (l) => l.req?.id === id);
    expect(line).toMatchObject({ level: 40, msg: 'request completed', req: { method: 'GET', url: '/api/nao-existe?q=pipa' }, res: { statusCode: 404 } });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.filter((l) => l.req?.id === id)).toHaveLength(1);
  });

  it('keeps a sane X-Request-Id from the caller (a load balancer’s) and replaces one it could not log safely', async () => {
    const kept = await app.client({ 'x-request-id': 'lb-1234_abcd' }).get('/healthz');
    expect(kept.headers.get('x-request-id')).toBe('lb-1234_abcd');
    const replaced = await app.client({ 'x-request-id': 'a b\u00e7<script>' }).get('/healthz');
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves out the probes machines make every few seconds', async () => {
    await app.client().get('/healthz');
    await app.client().get('/api/nao-existe');
    await lineWhere(lines, (l) => l.req?.url === '/api/nao-existe');
    expect(lines.some((l) => l.req?.url === '/healthz')).toBe(false);
  });
});

describe('every answer, on a bare app', () => {
  const { lines, sink } = captureLines();
  const logger = pino({ level: 'info' }, sink);
  const recorded: { status: number; route: string }[] = [];
  let base: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    const app = express();
    lazyRequestLogger(app.request, logger);
    app.use(
      everyAnswer({
        logger,
        securityHeaders: securityHeaderList({ env: 'production' }),
        record: (req, _res, status) => recorded.push({ status, route: req.path }),
      }),
    );
    app.get('/quiet', (_req, res) => void res.send('ok'));
    app.get('/logs', (req, res) => {
      const first = req.log;
      req.log.warn({ same: first === req.log }, 'algo a dizer');
      res.send('ok');
    });
    // never answers: the client gives up first
    app.get('/hangs', () => {});
    base = await listenLocal(app);
  });
  afterAll(() => base?.close());
  beforeEach(() => {
    lines.splice(0);
    recorded.splice(0);
  });

  it('sends helmet’s headers, HSTS in production included', async () => {
    const res = await fetch(`${base.url}/quiet`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('binds a line logged by a handler to its request, with one logger per request', async () => {
    const res = await fetch(`${base.url}/logs`);
    const id = res.headers.get('x-request-id');
    const said = await lineWhere(lines, (l) => l.msg === 'algo a dizer');
    expect(said).toMatchObject({ same: true, req: { id, method: 'GET', url: '/logs' } });
  });

  it('logs and counts a request whose client went away as 499, once', async () => {
    await new Promise<void>((resolve) => {
      const req = http.get(`${base.url}/hangs`);
      req.on('error', () => resolve());
      setTimeout(() => req.destroy(), 100);
    });
    const line = await lineWhere(lines, (l) => l.req?.url === '/hangs');
    expect(line.res.statusCode).toBe(499);
    expect(line.level).toBe(40);
    await new Promise((r) => setTimeout(r, 50));
    expect(recorded).toEqual([{ status: 499, route: '/hangs' }]);
  });
});
