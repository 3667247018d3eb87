import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { terminalLogStream } from './terminal-logs.ts';

/** A stdout that keeps what is written, terminal or not. */
function fakeStdout(isTTY: boolean) {
  const out = Object.assign(new Writable({ write: (chunk, _enc, done) => ((out.text += chunk), done()) }), { isTTY, text: '' });
  return out;
}

describe('logs of npm start', () => {
  it('are JSON lines when stdout is not a terminal, and always in production', async () => {
    expect(await terminalLogStream({ env: 'development' }, fakeStdout(false))).toBeUndefined();
    expect(await terminalLogStream({ env: 'production' }, fakeStdout(true))).toBeUndefined();
  });

  it('are readable lines (pino-pretty) on a terminal outside production', async () => {
    const stdout = fakeStdout(true);
    const stream = await terminalLogStream({ env: 'development' }, stdout);
    expect(stream).toBeDefined();
    const logger = pino({ base: { service: 'vitrine-api' } }, stream!);
    logger.info({ port: 3000 }, 'vitrine listening');
    logger.info({ req: { id: 'r1', method: 'GET', url: '/api/products' }, res: { statusCode: 200, headers: {} }, responseTime: 12 }, 'request completed');
    await new Promise((r) => setImmediate(r));
    const plain = stdout.text.replace(/\x1b\[[0-9;]*m/g, '');
    expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: vitrine listening\n\s+port: 3000\n/);
    expect(plain).toMatch(/\] INFO: GET \/api\/products 200 12 ms\n$/);
    expect(plain).not.toContain('{"level"');
  });
});
